import { storage } from '@/lib/auth-storage';

/** The back office's session: the token and the `adminAuth` flag. */
const ADMIN_TOKEN_KEY = 'adminToken';
const ADMIN_AUTH_KEY = 'adminAuth';

/** The admin token, only while the `adminAuth` flag is true as well. */
export function getAdminToken(): string | null {
  const store = storage();
  if (store?.getItem(ADMIN_AUTH_KEY) !== 'true') return null;
  return store.getItem(ADMIN_TOKEN_KEY);
}

export function setAdminSession(token: string): void {
  storage()?.setItem(ADMIN_TOKEN_KEY, token);
  storage()?.setItem(ADMIN_AUTH_KEY, 'true');
}

export function clearAdminSession(): void {
  storage()?.removeItem(ADMIN_TOKEN_KEY);
  storage()?.removeItem(ADMIN_AUTH_KEY);
}
