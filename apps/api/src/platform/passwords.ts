import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { HashKind, ScryptJob } from './password-pool';

/** OWASP's scrypt minimum (N=2^17, r=8, p=1): about 128 MiB and a few hundred ms per hash. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;
const MAX_MEMORY = 256 * 1024 * 1024;

/** Where a hash is computed: the app's password pool, or Node's shared threadpool. */
export type Derive = (job: ScryptJob, kind?: HashKind) => Promise<Buffer>;

/**
 * scrypt on Node's shared libuv threadpool, where file reads wait behind it. Only for work that
 * runs before the server takes requests (seeding accounts at start) and PASSWORD_HASH_THREADS=0.
 */
export const deriveOnSharedThreads: Derive = ({ password, salt, keyLength, options }) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });

const job = (
  password: string,
  salt: Uint8Array,
  N: number,
  r: number,
  p: number,
  length: number,
) => ({
  password: password.normalize('NFKC'),
  salt,
  keyLength: length,
  options: { N, r, p, maxmem: MAX_MEMORY },
});

export interface PasswordHasher {
  /** A self-describing string, so parameters can be raised later without breaking old hashes. */
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** verify, or the same work against a dummy hash when there is no stored hash: false. */
  verifyOrDummy(password: string, stored: string | null | undefined): Promise<boolean>;
  /**
   * Resolves at once when a hash of this kind (a check unless told) would start in time;
   * otherwise rejects with the pool's 503 BUSY after the same wait a queued hash would have had
   * (decision 25), before the caller's database work.
   */
  admit(kind?: HashKind): Promise<void>;
}

/** Hashing and checking passwords with scrypt, computed by `derive`. */
export function passwordHasher(
  derive: Derive,
  room: { hasRoom(kind?: HashKind): boolean; refuse(kind?: HashKind): Promise<never> } = {
    hasRoom: () => true,
    refuse: () => Promise.reject(new Error('unreachable')),
  },
  /** scrypt's N as a power of two for new hashes; OWASP's minimum unless a test run lowers it. */
  costLog2: number = Math.log2(SCRYPT_PARAMS.N),
): PasswordHasher {
  const hashAs = async (kind: HashKind, password: string) => {
    const { r, p, keyLength, saltLength } = SCRYPT_PARAMS;
    const N = 2 ** costLog2;
    const salt = randomBytes(saltLength);
    const key = await derive(job(password, salt, N, r, p, keyLength), kind);
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  };
  const verify = async (password: string, stored: string) => {
    const [scheme, n, r, p, salt, key] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
    const expected = Buffer.from(key, 'base64');
    const saltBytes = Buffer.from(salt, 'base64');
    const actual = await derive(job(password, saltBytes, +n, +r, +p, expected.length), 'check');
    return timingSafeEqual(actual, expected);
  };
  // Unknown accounts are checked against this hash so they cost the same time as a wrong password.
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hashAs('new', password),
    verify,
    admit: (kind) => (room.hasRoom(kind) ? Promise.resolve() : room.refuse(kind)),
    async verifyOrDummy(password, stored) {
      if (stored) return verify(password, stored);
      if (!dummyHash) {
        dummyHash = hashAs('check', 'not-a-real-password');
        // A dummy hash the pool was too busy to make is made again next time.
        dummyHash.catch(() => {
          dummyHash = undefined;
        });
      }
      await verify(password, await dummyHash);
      return false;
    },
  };
}

/** Hashing on Node's shared threadpool, for start-up work; requests use `app.passwords`. */
export const startupPasswords = (costLog2?: number) =>
  passwordHasher(deriveOnSharedThreads, undefined, costLog2);
const shared = startupPasswords();
export const hashPassword = shared.hash;
export const verifyPassword = shared.verify;
