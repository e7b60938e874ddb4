import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createPasswordPool, type PasswordPool } from './password-pool';
import {
  deriveOnSharedThreads,
  hashPassword,
  passwordHasher,
  SCRYPT_PARAMS,
  verifyPassword,
} from './passwords';

describe('password hashing', () => {
  it('stores a salted scrypt hash with OWASP parameters and verifies it', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$8\\$1\\$`));
    expect(SCRYPT_PARAMS.N).toBeGreaterThanOrEqual(2 ** 17);
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('correct horsE', a)).toBe(false);
  });

  it('refuses malformed stored values', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
});

describe('the password pool', () => {
  let pool: PasswordPool | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('makes the same hashes as the shared threadpool, in both directions', async () => {
    pool = createPasswordPool({ threads: 2, maxWaitMs: 60_000, maxQueue: 8 });
    const pooled = passwordHasher(pool.derive);
    const fromPool = await pooled.hash('pässwörd');
    expect(await verifyPassword('pässwörd', fromPool)).toBe(true);
    expect(await pooled.verify('pässwörd', await hashPassword('pässwörd'))).toBe(true);
    expect(await pooled.verify('password', fromPool)).toBe(false);
    expect(await pooled.verifyOrDummy('pässwörd', null)).toBe(false);
  }, 60_000);

  it("leaves Node's shared threads to file reads while hashes run", async () => {
    // Eight hashes are asked for before the file: on the shared threadpool (4 threads) the read
    // would wait for two of them to finish; on the pool's own threads it does not wait at all.
    pool = createPasswordPool({ threads: 2, maxWaitMs: 60_000, maxQueue: 8 });
    const order: string[] = [];
    const hasher = passwordHasher(pool.derive);
    const hashes = Array.from({ length: 8 }, () =>
      hasher.hash('secret123').then(() => order.push('hash')),
    );
    await readFile(import.meta.filename).then(() => order.push('file'));
    await Promise.all(hashes);
    expect(order[0]).toBe('file');
  }, 120_000);

  it('the shared threadpool, for comparison, makes that file read wait', async () => {
    const order: string[] = [];
    const hasher = passwordHasher(deriveOnSharedThreads);
    const hashes = Array.from({ length: 8 }, () =>
      hasher.hash('secret123').then(() => order.push('hash')),
    );
    await readFile(import.meta.filename).then(() => order.push('file'));
    await Promise.all(hashes);
    expect(order.indexOf('file')).toBeGreaterThan(0);
  }, 120_000);

  it('answers 503 BUSY past the bound, after the wait, also when the queue is full', async () => {
    pool = createPasswordPool({
      threads: 1,
      maxWaitMs: 50,
      maxQueue: 1,
      newWaitMs: 50,
      newQueue: 1,
    });
    const hasher = passwordHasher(pool.derive);
    const results = await Promise.allSettled([1, 2, 3].map(() => hasher.hash('secret123')));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected']);
    for (const r of results.slice(1)) {
      expect(r.status === 'rejected' && r.reason).toMatchObject({
        status: 503,
        code: 'BUSY',
        message: 'Sign-in is busy right now. Please try again in a moment.',
      });
    }
  }, 60_000);

  it('admits a hash only while one asked for now would start within the wait', async () => {
    // A hash takes ~400 ms; with a 1 s wait and one thread, two may wait behind the running one.
    pool = createPasswordPool({ threads: 1, maxWaitMs: 1000, maxQueue: 64 });
    const hasher = passwordHasher(pool.derive, pool);
    const stored = await hashPassword('secret123');
    await expect(hasher.admit()).resolves.toBeUndefined();
    const hashes = [1, 2, 3].map(() => hasher.verify('secret123', stored).catch(() => 'busy'));
    expect(pool.hasRoom()).toBe(false);
    const started = Date.now();
    await expect(hasher.admit()).rejects.toMatchObject({ status: 503, code: 'BUSY' });
    // Refused after the same wait a queued hash gets, so retrying at once is no busy loop.
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    await Promise.all(hashes);
    expect(pool.hasRoom()).toBe(true);
  }, 60_000);

  it('lets a new password wait longer than a sign-in, and serves sign-ins first', async () => {
    // One thread, a hash ~400 ms: the last of eight new passwords starts after about 2.8 s, past
    // a sign-in's 2.5 s wait, and still gets its hash; a sign-in asked for after them goes next.
    pool = createPasswordPool({ threads: 1, maxWaitMs: 2500, maxQueue: 8, newWaitMs: 60_000 });
    const hasher = passwordHasher(pool.derive, pool);
    const stored = await hashPassword('secret123');
    const done: string[] = [];
    const news = Array.from({ length: 8 }, (_, i) =>
      hasher.hash(`new password ${i}`).then(() => done.push(`new ${i}`)),
    );
    expect(pool.hasRoom('new')).toBe(true);
    const check = hasher.verify('secret123', stored).then((ok) => done.push(`check ${ok}`));
    await Promise.all([...news, check]);
    expect(done.slice(0, 2)).toEqual(['new 0', 'check true']);
    expect(done).toHaveLength(9);
  }, 120_000);

  it('bounds the wait of new passwords by their own queue', async () => {
    // Two may wait behind the running one; the fourth is refused after the 5 s wait.
    pool = createPasswordPool({
      threads: 1,
      maxWaitMs: 50,
      maxQueue: 1,
      newWaitMs: 5000,
      newQueue: 2,
    });
    const hasher = passwordHasher(pool.derive, pool);
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => hasher.hash('secret123')));
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
  }, 60_000);

  it('ends its workers on close, and refuses work afterwards', async () => {
    const closing = createPasswordPool({ threads: 2, maxWaitMs: 60_000, maxQueue: 8 });
    const running = passwordHasher(closing.derive).hash('secret123');
    await closing.close();
    await expect(running).rejects.toThrow();
    await expect(passwordHasher(closing.derive).hash('x')).rejects.toThrow('closed');
  }, 60_000);
});
