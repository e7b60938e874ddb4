import type { PermissionDeclaration, RoutePermission } from '@store/domain';
import type { ReactNode } from 'react';
import { Link, Navigate } from '@/lib/router';

import { at } from '../i18n';
import { useAdminMember, useCan } from '../lib/admin-member';
import { ADMIN_NAV_PAGES } from './admin-nav';
import { PageHeader } from './page-header';
import { LoadingState } from './states';

/**
 * A console page that needs `permission`: a member whose role lacks it is told so plainly, with
 * the permission's name and a link to the first page they can open (never a blank page or a 403).
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: RoutePermission;
  children: ReactNode;
}) {
  const member = useAdminMember();
  const can = useCan();
  if (member.isPending) return <LoadingState />;
  if (can(permission)) return children;
  const first = ADMIN_NAV_PAGES.find((page) => can(page.permission));
  return (
    <div className="admin-page" data-testid="forbidden-page">
      <PageHeader
        title={at('forbidden.title')}
        description={at('forbidden.text', { permission })}
      />
      {first ? (
        <Link className="button button--primary" to={first.to}>
          {at('forbidden.back')}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * A button or link that needs `permission` (any of a list, as the server's call declares it):
 * shown only to a member whose role has it, so nobody is offered what the server would refuse.
 * Nothing shows while the member is loading; the server's guard decides in any case.
 */
export function Permitted({
  permission,
  children,
}: {
  permission: PermissionDeclaration;
  children: ReactNode;
}) {
  return useCan()(permission) ? children : null;
}

/**
 * /admin: the dashboard for a member who may read it; anyone else goes straight to the first
 * page of the menu their role opens (a Fulfilment member to Manage Orders).
 */
export function HomePage({ dashboard }: { dashboard: ReactNode }) {
  const member = useAdminMember();
  const can = useCan();
  if (member.isPending) return <LoadingState />;
  if (can('dashboard:read')) return dashboard;
  const first = ADMIN_NAV_PAGES.find((page) => can(page.permission));
  return <Navigate to={first?.to ?? '/admin/devices'} replace />;
}
