import { errors, jwtVerify, SignJWT } from 'jose';
import { refusal } from './errors';
import { Lru } from './lru';

export type Role = 'customer' | 'admin';

/** Whom a token is for. */
export interface TokenSubject {
  userId: string;
  role: Role;
  /** A back-office token's signed-in device (admin_sessions), which can be ended on its own. */
  sessionId?: string;
}

export interface TokenClaims extends TokenSubject {
  /** The account's session version when the token was signed (0 for tokens that predate it). */
  sessionVersion: number;
}

/** Shoppers stay signed in for a week; the back office signs in again every working day. */
export const TOKEN_LIFETIME_SECONDS: Record<Role, number> = {
  customer: 7 * 24 * 60 * 60,
  admin: 12 * 60 * 60,
};

const ISSUER = 'souq-style';
/** Verified tokens remembered per process (about 300 bytes each); the least used go first. */
const VERIFIED_TOKENS_KEPT = 10_000;
// The allow-list is what stops `alg: none` and key-confusion tokens: nothing else is verified.
const ALGORITHMS = ['HS256'];

export const sessionExpired = () => refusal('unauthenticated', 'TokenExpired');
/** A token from before the account's last password change: the browser signs in again. */
export const sessionEnded = sessionExpired;
export const unauthorized = () => refusal('unauthenticated', 'UNAUTHORIZED');

export interface Tokens {
  /** A token for the account at its current session version (looked up when signing). */
  sign(subject: TokenSubject): Promise<string>;
  /** The claims of a valid token; an AppError 401 (TokenExpired or UNAUTHORIZED) otherwise. */
  verify(token: string): Promise<TokenClaims>;
}

/**
 * Signs and checks tokens. `sessionVersionOf` gives the account's current session version (the
 * `sv` claim); verify checks the signature and claims only, the auth guard compares the version.
 */
export function createTokens(
  secret: string,
  sessionVersionOf: (subject: TokenSubject) => Promise<number | undefined>,
  now: () => Date = () => new Date(),
): Tokens {
  const key = new TextEncoder().encode(secret);
  // A shopper sends the same token with every call: its signature and claims are checked once,
  // and afterwards only its expiry (the one check that changes with time).
  const verified = new Lru<TokenClaims & { exp: number }>(VERIFIED_TOKENS_KEPT);
  return {
    async sign({ userId, role, sessionId }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      // An account that does not exist signs at 0; the guard refuses its token all the same.
      const sv = (await sessionVersionOf({ userId, role })) ?? 0;
      return new SignJWT({ role, sv, ...(sessionId ? { sid: sessionId } : {}) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS[role])
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        // jose's own rule: expired once `exp` is not after the current second.
        if (known.exp <= Math.floor(now().getTime() / 1000)) throw sessionExpired();
        const { exp: _exp, ...claims } = known;
        return claims;
      }
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          algorithms: ALGORITHMS,
          issuer: ISSUER,
          requiredClaims: ['sub', 'exp'],
          currentDate: now(),
        }));
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw sessionExpired();
        throw unauthorized();
      }
      const { role, sv = 0, sid } = payload;
      if ((role !== 'customer' && role !== 'admin') || !payload.sub) throw unauthorized();
      if (typeof sv !== 'number' || !Number.isSafeInteger(sv)) throw unauthorized();
      if (sid !== undefined && typeof sid !== 'string') throw unauthorized();
      const claims: TokenClaims = {
        userId: payload.sub,
        role,
        sessionVersion: sv,
        ...(sid ? { sessionId: sid } : {}),
      };
      if (typeof payload.exp === 'number') verified.set(token, { ...claims, exp: payload.exp });
      return claims;
    },
  };
}
