import { useState } from 'react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@/lib/router';

import { useAuth } from '../hooks/use-auth';
import { AuthLoading } from './auth-loading';

/** Where a guarded page sends a guest, so sign-in can bring them back. */
export type FromState = { from?: { pathname: string; search?: string; hash?: string } };

/** Whether the browser's current history entry is another than the one this render shows. */
function historyMovedOn(renderedKey: string): boolean {
  if (typeof window === 'undefined') return false;
  const state = window.history.state as { key?: unknown } | null;
  return (typeof state?.key === 'string' ? state.key : 'default') !== renderedKey;
}

/** Renders `children` for a signed-in shopper; a guest goes to /login, remembering this page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, loggedOut } = useAuth();
  const location = useLocation();
  // Whether this page was open while signed in: only then is a Logout leaving it for /.
  const [openWhileSignedIn, setOpenWhileSignedIn] = useState(status === 'authenticated');
  if (status === 'authenticated' && !openWhileSignedIn) setOpenWhileSignedIn(true);
  if (status === 'loading') return <AuthLoading />;
  // Logout's own redirect to / must win over this one while it is under way.
  if (loggedOut && openWhileSignedIn) return null;
  if (status === 'unauthenticated') {
    // The browser already left this page and the page it went to is still rendering: React may
    // show this one a moment longer, and a redirect from here would replace where the shopper went.
    if (historyMovedOn(location.key)) return null;
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
