import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '#config/env';
import { refusal } from '#platform/errors';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | undefined;
}

export interface GoogleVerifier {
  /** The identity in a Google ID token whose signature, audience, issuer and expiry all check out. */
  verify(idToken: string): Promise<GoogleIdentity>;
}

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export const googleLoginFailed = () => refusal('unauthenticated', 'GOOGLE_TOKEN_INVALID');

export function createGoogleVerifier(google: NonNullable<Config['google']>): GoogleVerifier {
  // jose caches the keys and refetches on an unknown `kid`, so Google's key rotation just works.
  const keys = createRemoteJWKSet(new URL(google.jwksUrl));
  return {
    async verify(idToken) {
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          algorithms: ['RS256'],
          issuer: GOOGLE_ISSUERS,
          audience: google.clientId,
          requiredClaims: ['sub', 'exp', 'email'],
        }));
      } catch {
        throw googleLoginFailed();
      }
      const { sub, email, name } = payload;
      if (typeof sub !== 'string' || typeof email !== 'string') throw googleLoginFailed();
      if (payload.email_verified !== true) {
        throw refusal('unauthenticated', 'GOOGLE_EMAIL_UNVERIFIED');
      }
      return { sub, email: email.toLowerCase(), name: typeof name === 'string' ? name : undefined };
    },
  };
}
