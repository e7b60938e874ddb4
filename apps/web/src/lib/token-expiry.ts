/** The claims of a JWT, read without checking its signature (the server does that); null if unreadable. */
export function tokenClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return typeof claims === 'object' && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The `exp` claim of a JWT in seconds, or null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/** A token already expired or within `marginSeconds` of expiry is not used. */
export function isTokenUsable(token: string, nowMs: number, marginSeconds: number): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp - marginSeconds > nowMs / 1000;
}

/** Milliseconds until the token enters its margin (0 when already there, null when unknown). */
export function msUntilUnusable(
  token: string,
  nowMs: number,
  marginSeconds: number,
): number | null {
  const exp = tokenExpiry(token);
  return exp === null ? null : Math.max(0, (exp - marginSeconds) * 1000 - nowMs);
}
