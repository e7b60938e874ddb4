import type { ReactNode } from 'react';
import { Navigate } from '@/lib/router';

import { useAdminSession } from '../lib/admin-session';
import { ADMIN_PATHS } from '../lib/paths';

/** Every admin page but login: without a usable admin token and the flag, go to /admin/login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { token } = useAdminSession();
  if (!token) return <Navigate to={ADMIN_PATHS.login} replace />;
  return children;
}
