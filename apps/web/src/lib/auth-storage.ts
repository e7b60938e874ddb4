/** Where the browser keeps sign-in tokens. The auth feature reads and writes them through here. */
const TOKEN_KEY = 'token';
/** Every key that holds a token, customer or admin; all are cleared when a session expires. */
const TOKEN_KEYS = [TOKEN_KEY, 'adminToken'] as const;

/** localStorage, or null where the browser refuses it; admin/lib keeps its session through it. */
export function storage(): Storage | null {
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
