import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '#test/s3-server';
import { createDiskStorage } from './disk-storage';
import type { MediaStorage } from './media-storage';
import { createS3Storage } from './s3-storage';

interface Driver {
  storage: MediaStorage;
  /** What a browser or CDN would be told to cache, where the driver sets it. */
  cacheControl?: (key: string) => Promise<string | undefined>;
  close: () => Promise<void>;
}

async function diskDriver(): Promise<Driver> {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-media-'));
  return {
    storage: createDiskStorage(dir),
    close: () => rm(dir, { recursive: true, force: true }),
  };
}

async function s3Driver(): Promise<Driver> {
  const server: TestS3Server = await startS3Server();
  const storage = await createS3Storage(server.config);
  return {
    storage,
    cacheControl: async (key) =>
      (await storage.client.send(new HeadObjectCommand({ Bucket: 'store-media', Key: key })))
        .CacheControl,
    close: async () => {
      storage.client.destroy();
      await server.close();
    },
  };
}

const webp = (text: string) => Buffer.from(`RIFF----WEBPVP8 ${text}`);

// One suite, two drivers: whatever the disk does, S3 must do the same.
describe.each([
  ['disk', diskDriver],
  ['s3', s3Driver],
])('media storage on %s', (kind, start) => {
  let driver: Driver;
  let storage: MediaStorage;
  beforeAll(async () => {
    driver = await start();
    storage = driver.storage;
  });
  afterAll(() => driver.close());

  it('names its kind', () => {
    expect(storage.kind).toBe(kind);
  });

  it('stores, reads back and replaces bytes under a key', async () => {
    const key = 'products/2026/11/a1b2c3.webp';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, webp('first'), 'image/webp');
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.get(key))?.toString()).toBe(webp('first').toString());
    await storage.put(key, webp('second'), 'image/webp');
    expect((await storage.get(key))?.toString()).toBe(webp('second').toString());
  });

  it('keeps keys apart, including a key that is a prefix of another', async () => {
    await storage.put('products/x/a.webp', webp('a'), 'image/webp');
    await storage.put('products/x/a-400.webp', webp('a400'), 'image/webp');
    expect((await storage.get('products/x/a.webp'))?.toString()).toContain('a');
    expect((await storage.get('products/x/a-400.webp'))?.toString()).toContain('a400');
  });

  it('deletes many keys at once and ignores ones already gone', async () => {
    const keys = ['products/d/1.webp', 'products/d/1-400.webp', 'products/d/1-1600.webp'];
    for (const key of keys) await storage.put(key, webp(key), 'image/webp');
    await storage.delete([...keys, 'products/d/never-there.webp']);
    for (const key of keys) expect(await storage.exists(key)).toBe(false);
    await storage.delete([]);
  });

  it('sends binary bytes unchanged', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    await storage.put('products/bin/all-bytes.webp', bytes, 'image/webp');
    expect((await storage.get('products/bin/all-bytes.webp'))?.equals(bytes)).toBe(true);
  });

  it.each([
    '../escape.webp',
    'products/../../escape.webp',
    '/absolute.webp',
    'products/a.svg',
    'products//a.webp',
    '',
  ])('refuses the key %j for every operation', async (key) => {
    await expect(storage.put(key, webp('x'), 'image/webp')).rejects.toThrow('Not a media key');
    await expect(storage.get(key)).rejects.toThrow('Not a media key');
    await expect(storage.exists(key)).rejects.toThrow('Not a media key');
    await expect(storage.delete([key])).rejects.toThrow('Not a media key');
  });
});

describe('S3 storage', () => {
  it('marks objects as cacheable for a year', async () => {
    const driver = await s3Driver();
    try {
      await driver.storage.put('products/c/cached.webp', webp('c'), 'image/webp');
      expect(await driver.cacheControl?.('products/c/cached.webp')).toBe(
        'public, max-age=31536000, immutable',
      );
    } finally {
      await driver.close();
    }
  });
});

describe('disk storage', () => {
  it('never leaves a partial file behind', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'store-media-'));
    try {
      const storage = createDiskStorage(dir);
      // A folder where the file should go makes the final rename fail after the write.
      await mkdir(path.join(dir, 'products/p/taken.webp'), { recursive: true });
      await expect(storage.put('products/p/taken.webp', webp('a'), 'image/webp')).rejects.toThrow();
      expect(await readdir(path.join(dir, 'products/p'))).toEqual(['taken.webp']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
