import { TOKEN_REFRESH_MARGIN_SECONDS } from '@store/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

import { useToast } from '@/components/ui/toast';
import { t } from '@/i18n';
import { ApiError, configureApiClient, isTokenExpiredError } from '@/lib/api-client';
import { getStoredToken, removeStoredTokens, setStoredToken } from '@/lib/auth-storage';
import { fetchCurrentUser } from '../api';
import { AuthContext } from '../hooks/use-auth';
import type { AuthContextValue, AuthStatus } from '../hooks/use-auth';
import type { User } from '@store/domain/contract';
import { isTokenUsable, msUntilUnusable } from '@/lib/token-expiry';

/**
 * `navigate` must be stable (the router's own); the provider sits outside the router. It resolves
 * once the router has moved to the page (the page itself may render a moment later).
 */
type AuthProviderProps = { navigate: (to: string) => Promise<void> | void; children: ReactNode };
type State = { status: AuthStatus; user: User | null; loggedOut: boolean };

const SIGNED_OUT: State = { status: 'unauthenticated', user: null, loggedOut: false };
// setTimeout fires at once past 2^31-1 ms; longer waits are re-armed by the next page load.
const MAX_TIMER_MS = 2_147_483_647;

/** The authentication states (loading, signed in, signed out), for the whole app. */
export function AuthProvider({ navigate, children }: AuthProviderProps) {
  const [state, setState] = useState<State>({ status: 'loading', user: null, loggedOut: false });
  const toast = useToast();
  const queryClient = useQueryClient();

  const signOut = useCallback(() => {
    removeStoredTokens();
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'catalog' });
    setState(SIGNED_OUT);
  }, [queryClient]);

  const expire = useCallback(
    (message: string) => {
      signOut();
      toast(message, 'warning');
      navigate('/login');
    },
    [signOut, toast, navigate],
  );

  // Start-up: a stored token is used only while it is more than the margin away from expiry.
  useEffect(() => {
    const token = getStoredToken();
    if (!token) {
      // Nothing to clear: a back-office session in this browser is not the shopper's to end.
      setState(SIGNED_OUT);
      return;
    }
    if (!isTokenUsable(token, Date.now(), TOKEN_REFRESH_MARGIN_SECONDS)) {
      removeStoredTokens();
      setState(SIGNED_OUT);
      return;
    }
    let cancelled = false;
    fetchCurrentUser().then(
      (user) => !cancelled && setState({ status: 'authenticated', user, loggedOut: false }),
      (error: unknown) => {
        if (cancelled) return;
        if (isTokenExpiredError(error)) return expire(t('session.expired'));
        // A network failure keeps the token for the next visit; a refusal does not.
        if (!(error instanceof ApiError && error.kind === 'network')) removeStoredTokens();
        setState(SIGNED_OUT);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [expire]);

  // Signed in: sign out with the warning when the token reaches its margin.
  useEffect(() => {
    if (state.status !== 'authenticated') return;
    const token = getStoredToken();
    const wait = token ? msUntilUnusable(token, Date.now(), TOKEN_REFRESH_MARGIN_SECONDS) : null;
    if (wait === null || wait > MAX_TIMER_MS) return;
    const timer = window.setTimeout(() => expire(t('session.expired')), wait);
    return () => window.clearTimeout(timer);
  }, [state.status, expire]);

  // A write met an expired token: the client already removed it; say so and go to /login.
  useEffect(() => {
    configureApiClient({ onSessionExpired: expire });
  }, [expire]);

  const signIn = useCallback(async (token: string) => {
    setStoredToken(token);
    try {
      const user = await fetchCurrentUser();
      setState({ status: 'authenticated', user, loggedOut: false });
      return user;
    } catch (error) {
      removeStoredTokens();
      setState(SIGNED_OUT);
      throw error;
    }
  }, []);

  const logout = useCallback(() => {
    signOut();
    setState({ ...SIGNED_OUT, loggedOut: true });
    // Once its redirect has landed, a guarded page reached again (Back) is a guest's.
    void Promise.resolve(navigate('/')).then(() =>
      setState((s) => (s.loggedOut ? { ...s, loggedOut: false } : s)),
    );
  }, [signOut, navigate]);

  const setUser = useCallback(
    (user: User) => setState((s) => ({ ...s, status: 'authenticated', user })),
    [],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, logout, setUser }),
    [state, signIn, logout, setUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
