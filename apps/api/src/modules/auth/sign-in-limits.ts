import { createHmac } from 'node:crypto';
import { AppError } from '#platform/errors';
import type { RateHit, RateLimiter } from '#platform/rate-limit';
import type { AuthDeps, SignInClients } from './auth-deps';
import * as repo from './auth-repository';

/** How long a successful sign-in vouches for the address it came from. */
const KNOWN_CLIENT_DAYS = 90;

/** The shopper sign-in's per-account bucket; a known client's bucket adds its key. */
export const shopperAccountBucket = (email: string) => `login:account:${email}`;
/** The back office sign-in's per-account bucket (usernames match in any letter case). */
export const adminAccountBucket = (username: string) =>
  `admin-login:account:${username.toLowerCase()}`;

/** The client's address as stored: keyed with the server secret, so the table holds no IPs. */
export function signInClientKey(jwtSecret: string, ip: string): string {
  return createHmac('sha256', jwtSecret).update(`sign-in-client:${ip}`).digest('base64url');
}

/**
 * The per-account bucket a sign-in from `ip` counts in. A client that signed in to this account
 * successfully in the last 90 days has a bucket of its own, so guesses from elsewhere exhaust the
 * account's shared bucket (`base`) without locking the owner out (decision 10). An unknown
 * account always counts in the shared bucket.
 */
export async function accountBucket(
  deps: SignInClients,
  base: string,
  account: repo.SignInAccount | undefined,
  ip: string,
): Promise<string> {
  if (!account) return base;
  const key = signInClientKey(deps.jwtSecret, ip);
  const since = new Date(Date.now() - KNOWN_CLIENT_DAYS * 24 * 60 * 60 * 1000);
  const known = await repo.isKnownSignInClient(deps.db, account, key, since);
  return known ? `${base}:${key}` : base;
}

/** Records a successful sign-in from `ip`, which from now on has an allowance of its own. */
export async function rememberSignInClient(
  deps: SignInClients,
  account: repo.SignInAccount,
  ip: string,
): Promise<void> {
  await repo.rememberSignInClient(deps.db, account, signInClientKey(deps.jwtSecret, ip));
}

/**
 * Lifts a shopper's sign-in lock after they proved the account is theirs (the right password, a
 * reset code): the shared bucket that locks new addresses, and this client's own.
 */
export async function liftShopperLock(
  deps: Pick<AuthDeps, 'rateLimit' | 'jwtSecret'>,
  email: string,
  ip: string,
): Promise<void> {
  const base = shopperAccountBucket(email);
  await deps.rateLimit.clear(base);
  await deps.rateLimit.clear(`${base}:${signInClientKey(deps.jwtSecret, ip)}`);
}

/**
 * Runs a sign-in whose `hits` were counted first (so attempts in flight count) and takes them
 * back unless it failed on a wrong name or password (or another of `failureCodes`, such as a
 * wrong second-step code): a success, or a server too busy to check, does not use up the
 * allowance of the person signing in.
 */
export async function countOnlyFailures<T>(
  limit: RateLimiter,
  hits: RateHit[],
  attempt: () => Promise<T>,
  failureCodes: readonly string[] = ['INVALID_CREDENTIALS'],
): Promise<T> {
  let result: T;
  try {
    result = await attempt();
  } catch (err) {
    const wrongCredentials =
      err instanceof AppError && err.code !== undefined && failureCodes.includes(err.code);
    if (!wrongCredentials) await limit.refund(...hits);
    throw err;
  }
  await limit.refund(...hits);
  return result;
}
