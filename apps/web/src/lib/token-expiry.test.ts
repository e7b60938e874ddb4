import { describe, expect, it } from 'vitest';

import { isTokenUsable, msUntilUnusable, tokenClaims, tokenExpiry } from './token-expiry';

const jwt = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('token expiry', () => {
  const now = Date.UTC(2025, 0, 1);
  const nowSec = now / 1000;

  it('reads exp from a base64url payload', () => {
    expect(tokenExpiry(jwt({ exp: 1700000000, name: 'Ÿ~?>' }))).toBe(1700000000);
  });

  it.each(['', 'abc', 'a.%%%.c', jwt({ exp: 'soon' }), jwt({})])('gives null for %j', (token) => {
    expect(tokenExpiry(token)).toBeNull();
  });

  it('reads every claim, for the role the back office checks', () => {
    expect(tokenClaims(jwt({ sub: 'a1', role: 'admin', exp: 1 }))).toEqual({
      sub: 'a1',
      role: 'admin',
      exp: 1,
    });
    expect(tokenClaims('a.bnVsbA.c')).toBeNull(); // the payload `null`
    expect(tokenClaims('nope')).toBeNull();
  });

  it('refuses tokens expired or within the 300 s margin', () => {
    expect(isTokenUsable(jwt({ exp: nowSec + 301 }), now, 300)).toBe(true);
    expect(isTokenUsable(jwt({ exp: nowSec + 300 }), now, 300)).toBe(false);
    expect(isTokenUsable(jwt({ exp: nowSec - 10 }), now, 300)).toBe(false);
    expect(isTokenUsable('garbage', now, 300)).toBe(false);
  });

  it('says how long until the margin starts', () => {
    expect(msUntilUnusable(jwt({ exp: nowSec + 360 }), now, 300)).toBe(60_000);
    expect(msUntilUnusable(jwt({ exp: nowSec }), now, 300)).toBe(0);
  });
});
