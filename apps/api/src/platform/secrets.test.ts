import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './secrets';

describe('the token signing key generated into DATA_DIR', () => {
  let dir: string | undefined;
  afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('is one key, whole, for instances that start at the same moment on one DATA_DIR', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'store-secret-'));
    const keys = await Promise.all(
      Array.from({ length: 200 }, () => resolveJwtSecret(undefined, dir as string)),
    );
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{64}$/);
    // Only the key is left behind, readable by its owner alone.
    expect(await readdir(dir)).toEqual(['jwt-secret']);
    expect((await stat(path.join(dir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    // A restart reads the same key.
    expect(await resolveJwtSecret(undefined, dir)).toBe(keys[0]);
  });

  it('is JWT_SECRET when it is set, and nothing is written', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'store-secret-'));
    const configured = 'a-configured-secret-of-at-least-32-characters';
    expect(await resolveJwtSecret(configured, dir)).toBe(configured);
    expect(await readdir(dir)).toEqual([]);
  });
});
