import type { RoutePermission } from '@store/domain';
import { NavLink } from '@/lib/router';

import type { AdminMessageKey } from '../i18n';
import { at } from '../i18n';
import { useCan } from '../lib/admin-member';
import { ADMIN_PATHS } from '../lib/paths';
import { AdminIcon, type AdminIconName } from './admin-icon';

type NavItem = {
  to: string;
  label: AdminMessageKey;
  icon: AdminIconName;
  /** What the page needs: the entry shows only to members whose role holds it. */
  permission: RoutePermission;
  /** Only the exact path marks it current (the dashboard's /admin is everyone's prefix). */
  end?: boolean;
};
type NavGroup = { label: AdminMessageKey; icon: AdminIconName; items: readonly NavItem[] };

/** The console's sidebar, in its order, with Customers before Logout. */
export const ADMIN_NAV: readonly (NavItem | NavGroup)[] = [
  {
    to: ADMIN_PATHS.dashboard,
    label: 'nav.dashboard',
    icon: 'dashboard',
    end: true,
    permission: 'dashboard:read',
  },
  { to: ADMIN_PATHS.orders, label: 'nav.orders', icon: 'orders', permission: 'orders:read' },
  { to: ADMIN_PATHS.returns, label: 'nav.returns', icon: 'returns', permission: 'returns:read' },
  { to: ADMIN_PATHS.offers, label: 'nav.offers', icon: 'offers', permission: 'offers:read' },
  {
    to: ADMIN_PATHS.promotions,
    label: 'nav.promotions',
    icon: 'promotions',
    permission: 'promotions:read',
  },
  {
    label: 'nav.products',
    icon: 'products',
    items: [
      {
        to: ADMIN_PATHS.addProduct,
        label: 'nav.addProduct',
        icon: 'add',
        permission: 'products:write',
      },
      {
        to: ADMIN_PATHS.manageProducts,
        label: 'nav.manageProduct',
        icon: 'list',
        permission: 'products:read',
      },
      {
        to: ADMIN_PATHS.lowStock,
        label: 'nav.lowStock',
        icon: 'stock',
        permission: 'products:read',
      },
    ],
  },
  {
    to: ADMIN_PATHS.customers,
    label: 'nav.customers',
    icon: 'customers',
    permission: 'customers:read',
  },
  { to: ADMIN_PATHS.reports, label: 'nav.reports', icon: 'stock', permission: 'reports:read' },
  {
    to: ADMIN_PATHS.importExport,
    label: 'nav.importExport',
    icon: 'list',
    permission: 'products:export',
  },
  { to: ADMIN_PATHS.auditLog, label: 'nav.auditLog', icon: 'list', permission: 'audit:read' },
  { to: ADMIN_PATHS.staff, label: 'nav.staff', icon: 'customers', permission: 'staff:read' },
  { to: ADMIN_PATHS.devices, label: 'nav.devices', icon: 'list', permission: 'member' },
  { to: ADMIN_PATHS.security, label: 'nav.security', icon: 'lock', permission: 'member' },
];

/** Every page of the menu, flat, in its order (the way out of a page a role cannot open). */
export const ADMIN_NAV_PAGES: readonly NavItem[] = ADMIN_NAV.flatMap((entry) =>
  'items' in entry ? entry.items : [entry],
);

function Link({
  item,
  collapsed,
  onNavigate,
}: {
  item: NavItem;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const label = at(item.label);
  return (
    <NavLink
      to={item.to}
      end={item.end ?? false}
      className="admin-nav__link"
      // Collapsed, the icon stands alone: the link keeps its name for screen readers and a tooltip.
      {...(collapsed ? { 'aria-label': label, title: label } : {})}
      {...(onNavigate ? { onClick: onNavigate } : {})}
    >
      <AdminIcon name={item.icon} />
      <span className="admin-nav__text">{label}</span>
    </NavLink>
  );
}

type AdminNavProps = {
  collapsed?: boolean;
  /** Called after a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
  onLogout: () => void;
};

/** The console's navigation and Logout, used by the sidebar and the phone drawer alike. */
export function AdminNav({ collapsed = false, onNavigate, onLogout }: AdminNavProps) {
  const can = useCan();
  // Only what the member's role may open: a group shows while one of its pages does.
  const entries = ADMIN_NAV.flatMap((entry): (NavItem | NavGroup)[] => {
    if (!('items' in entry)) return can(entry.permission) ? [entry] : [];
    const items = entry.items.filter((item) => can(item.permission));
    return items.length ? [{ ...entry, items }] : [];
  });
  return (
    <nav className="admin-nav" aria-label={at('nav.label')}>
      <ul className="admin-nav__list" role="list">
        {entries.map((entry) =>
          'items' in entry ? (
            <li key={entry.label} className="admin-nav__group">
              <span className="admin-nav__group-label" aria-hidden={collapsed || undefined}>
                <AdminIcon name={entry.icon} />
                <span className="admin-nav__text">{at(entry.label)}</span>
              </span>
              <ul className="admin-nav__sublist" role="list" aria-label={at(entry.label)}>
                {entry.items.map((item) => (
                  <li key={item.to}>
                    <Link
                      item={item}
                      collapsed={collapsed}
                      {...(onNavigate ? { onNavigate } : {})}
                    />
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.to}>
              <Link item={entry} collapsed={collapsed} {...(onNavigate ? { onNavigate } : {})} />
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="admin-nav__link admin-nav__logout"
        onClick={onLogout}
        {...(collapsed ? { 'aria-label': at('nav.logout'), title: at('nav.logout') } : {})}
      >
        <AdminIcon name="logout" />
        <span className="admin-nav__text">{at('nav.logout')}</span>
      </button>
    </nav>
  );
}
