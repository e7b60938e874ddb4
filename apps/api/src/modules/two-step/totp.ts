import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, six digits, a 30-second step. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** A code of the step before or after the server's own is accepted: clocks drift a little. */
const WINDOW_STEPS = 1;
/** The name an authenticator app lists the account under. */
export const TOTP_ISSUER = 'Souq Style';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });

/** A new secret, 160 bits as RFC 4226 recommends, in base32 (what apps accept typed in). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address the QR code carries. */
export function totpUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/** The code an app shows at `at` (tests type it as a member would). */
export function totpCodeAt(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/**
 * The time step `code` belongs to, within one step either side of `now`, or null when it is not
 * a code of this secret then. The caller refuses a step at or before the last one used.
 */
export function matchedStep(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: WINDOW_STEPS });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}
