import { Suspense, useRef } from 'react';
import { t } from '@/i18n';
import { Outlet, ScrollRestoration } from '@/lib/router';
import { useFocusOnNavigation } from '@/lib/use-focus-on-navigation';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

function PageLoader() {
  return (
    <div className="page-loader" role="status">
      <span className="page-loader__bar" aria-hidden="true" />
      <span className="sr-only">{t('a11y.loadingPage')}</span>
    </div>
  );
}

/** Header, content and footer around every route, known or not. */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" ref={main} className="site-main container" tabIndex={-1}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
