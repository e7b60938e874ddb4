import { createContext, useContext } from 'react';

import type { User } from '@store/domain/contract';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type AuthContextValue = {
  status: AuthStatus;
  user: User | null;
  /** True while Logout's redirect to / is under way: the guarded page it leaves yields to it. */
  loggedOut: boolean;
  /** Stores the token and loads its user; rejects (and forgets the token) when that fails. */
  signIn: (token: string) => Promise<User>;
  /** Clears token and user and goes to /. */
  logout: () => void;
  /** Replaces the user after a profile change. */
  setUser: (user: User) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
