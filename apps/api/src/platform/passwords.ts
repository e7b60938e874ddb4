import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's scrypt minimum (N=2^17, r=8, p=1): about 128 MiB and a few hundred ms per hash. */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { N, r, p, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Returns a self-describing string so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, N, r, p, keyLength);
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), +n, +r, +p, expected.length);
  return timingSafeEqual(actual, expected);
}

// Unknown accounts are checked against this hash so they cost the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

/** verifyPassword, or the same work against a dummy hash when there is no stored hash: false. */
export async function verifyPasswordOrDummy(
  password: string,
  stored: string | null | undefined,
): Promise<boolean> {
  if (stored) return verifyPassword(password, stored);
  await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-real-password')));
  return false;
}
