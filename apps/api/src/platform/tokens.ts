import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from './errors';

export type Role = 'customer' | 'admin';

export interface TokenClaims {
  userId: string;
  role: Role;
}

/** Shoppers stay signed in for a week; the back office signs in again every working day. */
export const TOKEN_LIFETIME_SECONDS: Record<Role, number> = {
  customer: 7 * 24 * 60 * 60,
  admin: 12 * 60 * 60,
};

const ISSUER = 'souq-style';
// The allow-list is what stops `alg: none` and key-confusion tokens: nothing else is verified.
const ALGORITHMS = ['HS256'];

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
export const UNAUTHORIZED_MESSAGE = 'Unauthorized access. Please login again.';

export const sessionExpired = () =>
  new AppError('unauthenticated', SESSION_EXPIRED_MESSAGE, 'TokenExpired');
export const unauthorized = () =>
  new AppError('unauthenticated', UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED');

export interface Tokens {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token; an AppError 401 (TokenExpired or UNAUTHORIZED) otherwise. */
  verify(token: string): Promise<TokenClaims>;
}

export function createTokens(secret: string, now: () => Date = () => new Date()): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, role }) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS[role])
        .sign(key);
    },
    async verify(token) {
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
      const role = payload.role;
      if ((role !== 'customer' && role !== 'admin') || !payload.sub) throw unauthorized();
      return { userId: payload.sub, role };
    },
  };
}
