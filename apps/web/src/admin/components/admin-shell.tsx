import { Suspense, useState } from 'react';
import { Link, Outlet } from '@/lib/router';

import { Dialog } from '@/components/ui/dialog';
import { useStoreConfig } from '@/lib/store-config';
import { at } from '../i18n';
import { useAdminLanguage } from '../lib/admin-language';
import { useAdminSession } from '../lib/admin-session';
import { ADMIN_PATHS } from '../lib/paths';
import { AdminIcon } from './admin-icon';
import { AdminNav } from './admin-nav';
import { LoadingState } from './states';

const COLLAPSED_KEY = 'adminSidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The console's frame: a sidebar with the sections, Logout and a
 * collapse toggle on wide screens; a top bar with a menu that opens the same links as a drawer
 * on phones. Pages render in the main area.
 */
export function AdminShell() {
  const { signOut } = useAdminSession();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const testPayments = useStoreConfig().data?.cards.testMode ?? false;
  const { language, switchLanguage } = useAdminLanguage();

  const toggleCollapsed = () => {
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, String(!value));
      } catch {
        // storage disabled: the choice lasts for this visit
      }
      return !value;
    });
  };

  return (
    <div className={collapsed ? 'admin admin--collapsed' : 'admin'}>
      <a className="skip-link" href="#admin-main">
        {at('admin.skipToContent')}
      </a>
      <aside className="admin-sidebar">
        <div className="admin-sidebar__top">
          <Link to={ADMIN_PATHS.dashboard} className="admin-brand">
            <span className="admin-brand__mark" aria-hidden="true">
              S
            </span>
            <span className="admin-brand__name">{at('admin.name')}</span>
          </Link>
          <button
            type="button"
            className="admin-sidebar__collapse"
            aria-pressed={collapsed}
            aria-label={collapsed ? at('nav.expand') : at('nav.collapse')}
            title={collapsed ? at('nav.expand') : at('nav.collapse')}
            onClick={toggleCollapsed}
          >
            <AdminIcon name="collapse" />
          </button>
        </div>
        <AdminNav collapsed={collapsed} onLogout={signOut} />
      </aside>
      <div className="admin-body">
        <header className="admin-topbar">
          <button
            type="button"
            className="admin-topbar__menu"
            aria-label={at('nav.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <AdminIcon name="menu" />
          </button>
          <Link to={ADMIN_PATHS.dashboard} className="admin-brand admin-topbar__brand">
            <span className="admin-brand__mark" aria-hidden="true">
              S
            </span>
            <span className="admin-brand__name">{at('admin.name')}</span>
          </Link>
          <Link to="/" className="admin-topbar__store">
            <AdminIcon name="store" />
            <span>{at('admin.viewStore')}</span>
          </Link>
          <button
            type="button"
            className="admin-topbar__language"
            lang={language === 'ar' ? 'en' : 'ar'}
            title={at('language.switchToLabel')}
            onClick={() => switchLanguage(language === 'ar' ? 'en' : 'ar')}
          >
            {at('language.switchTo')}
          </button>
        </header>
        {testPayments ? (
          <p className="admin-test-banner" role="note">
            <strong>{at('admin.testPaymentsTitle')}</strong> {at('admin.testPaymentsText')}
          </p>
        ) : null}
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <Suspense fallback={<LoadingState label={at('admin.loadingPage')} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Dialog
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={at('nav.menuTitle')}
        closeLabel={at('nav.closeMenu')}
        placement="start"
        className="admin-drawer"
      >
        <AdminNav
          onNavigate={() => setDrawerOpen(false)}
          onLogout={() => {
            setDrawerOpen(false);
            signOut();
          }}
        />
      </Dialog>
    </div>
  );
}
