import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate } from '@/lib/router';

import { useToast } from '@/components/ui/toast';
import { clearAdminSession, getAdminToken, setAdminSession } from './admin-storage';
import { msUntilUnusable, tokenClaims } from '@/lib/token-expiry';
import { at } from '../i18n';
import { adminApi } from './admin-api';
import { adminKeys } from './query-keys';
import { ADMIN_PATHS } from './paths';

type AdminSession = {
  /** The stored admin token while it is usable; null when signed out. */
  token: string | null;
  /** Stores the token and the adminAuth flag (after POST admin/login). */
  signIn: (token: string) => void;
  /** Logout: forgets the session and goes to /admin/login. */
  signOut: () => void;
};

const AdminSessionContext = createContext<AdminSession | null>(null);
// setTimeout fires at once past 2^31-1 ms; longer waits are re-armed by the next page load.
const MAX_TIMER_MS = 2_147_483_647;

type Stored = { token: string | null; expired: boolean };

/**
 * The stored token, kept only while it is an admin token not past its expiry claim
 * (`exp`). `expired` tells an expiry (announced) from a token that never was an admin's
 * (a shopper's, a damaged one: dropped quietly; the server refuses them anyway).
 */
function readStored(): Stored {
  const token = getAdminToken();
  if (!token) return { token: null, expired: false };
  if (tokenClaims(token)?.role !== 'admin') return { token: null, expired: false };
  const wait = msUntilUnusable(token, Date.now(), 0);
  if (wait === null) return { token: null, expired: false };
  return wait > 0 ? { token, expired: false } : { token: null, expired: true };
}

/**
 * The admin's session for the whole console. An expired token (found at start, reached while a
 * page is open, or answered with a 401 by any admin call) signs the admin out with 'Session
 * expired. Please login again.' and goes to /admin/login.
 */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [stored] = useState(readStored);
  const [token, setToken] = useState<string | null>(stored.token);

  const forget = useCallback(() => {
    clearAdminSession();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    setToken(null);
  }, [queryClient]);

  const expire = useCallback(() => {
    forget();
    toast(at('session.expired'), 'warning');
    navigate(ADMIN_PATHS.login, { replace: true });
  }, [forget, toast, navigate]);

  // Found at start: an expiry is announced; anything else unusable is just forgotten.
  useEffect(() => {
    if (stored.expired) expire();
    else if (!stored.token && getAdminToken()) clearAdminSession();
  }, [stored, expire]);

  useEffect(() => {
    adminApi.configure({ onUnauthorized: expire });
    return () => adminApi.reset();
  }, [expire]);

  useEffect(() => {
    if (!token) return;
    const wait = msUntilUnusable(token, Date.now(), 0);
    if (wait === null || wait > MAX_TIMER_MS) return;
    const timer = window.setTimeout(expire, wait);
    return () => window.clearTimeout(timer);
  }, [token, expire]);

  const signIn = useCallback((next: string) => {
    setAdminSession(next);
    setToken(next);
  }, []);

  const signOut = useCallback(() => {
    forget();
    navigate(ADMIN_PATHS.login, { replace: true });
  }, [forget, navigate]);

  const value = useMemo(() => ({ token, signIn, signOut }), [token, signIn, signOut]);
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>;
}

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error('useAdminSession must be used inside <AdminSessionProvider>');
  return session;
}
