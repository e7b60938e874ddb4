import { useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { useAuth } from '../hooks/use-auth';
import { AuthLoading } from './auth-loading';

/** Where a guarded page sends a guest, so sign-in can bring them back. */
export type FromState = { from?: { pathname: string; search?: string; hash?: string } };

/** Renders `children` for a signed-in shopper; a guest goes to /login, remembering this page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, loggedOut } = useAuth();
  const location = useLocation();
  // Whether this page was open while signed in: only then is a Logout leaving it for /.
  const [openWhileSignedIn, setOpenWhileSignedIn] = useState(status === 'authenticated');
  if (status === 'authenticated' && !openWhileSignedIn) setOpenWhileSignedIn(true);
  if (status === 'loading') return <AuthLoading />;
  // Logout's own redirect to / must win over this one; a page reached later (Back) is a guest's.
  if (loggedOut && openWhileSignedIn) return null;
  if (status === 'unauthenticated') {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}

/** The page a guard sent the shopper from, as a path; `fallback` when they came on their own. */
export function returnPath(state: unknown, fallback: string): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname?.startsWith('/') || from.pathname.startsWith('//')) return fallback;
  if (from.pathname === '/login' || from.pathname === '/register') return fallback;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
