/** Where the browser keeps sign-in tokens. The auth feature reads and writes them through here. */
const TOKEN_KEY = 'token';
/** Every key that holds a token, customer or admin; all are cleared when a session expires. */
const TOKEN_KEYS = [TOKEN_KEY, 'adminToken'] as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

export function getStoredToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function setStoredToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function removeStoredTokens(): void {
  const store = storage();
  for (const key of TOKEN_KEYS) store?.removeItem(key);
}

/** The back office's session (admin spec section 4): the token and the `adminAuth` flag. */
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
