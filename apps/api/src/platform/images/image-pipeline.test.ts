import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasGpsTag, PDF, phoneJpeg, png, pngBomb, SVG } from '#test/images';
import { createDiskStorage } from '../storage/disk-storage';
import type { MediaStorage } from '../storage/media-storage';
import { storeImageFile } from './image-pipeline';

let dir = '';
let storage: MediaStorage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'store-pipeline-'));
  storage = createDiskStorage(path.join(dir, 'media'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function fileOf(name: string, bytes: Buffer) {
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return file;
}

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(path.join(dir, 'media'), { recursive: true })).filter((f) =>
      f.endsWith('.webp'),
    );
  } catch {
    return [];
  }
}

async function metaOf(key: string) {
  const bytes = await storage.get(key);
  if (!bytes) throw new Error(`${key} was not stored`);
  return sharp(bytes).metadata();
}

describe('storeImageFile', () => {
  it('stores a phone photo upright, as WebP in three widths, without its location', async () => {
    const photo = await phoneJpeg(2400, 1800);
    expect(hasGpsTag((await sharp(photo).metadata()).exif)).toBe(true);

    const stored = await storeImageFile(storage, await fileOf('IMG_0001.jpg', photo), {
      prefix: 'products',
      fileName: 'IMG_0001.jpg',
      now: new Date('2026-11-22T10:00:00Z'),
    });

    expect(stored.key).toMatch(/^products\/2026\/11\/[0-9a-f]{20}\.webp$/);
    expect(stored.keys).toEqual([
      stored.key,
      stored.key.replace('.webp', '-400.webp'),
      stored.key.replace('.webp', '-1600.webp'),
    ]);
    // EXIF orientation 6 turns the 2400x1800 landscape sensor image into a portrait photo.
    const sizes = [];
    for (const key of stored.keys) {
      const meta = await metaOf(key);
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect((await storage.get(key))?.includes('home-of-the-shop-owner')).toBe(false);
      sizes.push([meta.width, meta.height]);
    }
    expect(sizes).toEqual([
      [800, 1067],
      [400, 533],
      [1600, 2133],
    ]);
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 800, height: 1067 });
  });

  it('never enlarges a small image', async () => {
    const stored = await storeImageFile(storage, await fileOf('small.png', await png(300, 200)), {
      prefix: 'products',
      fileName: 'small.png',
    });
    for (const key of stored.keys) {
      const meta = await metaOf(key);
      expect([meta.width, meta.height]).toEqual([300, 200]);
    }
  });

  it.each([
    ['a PDF renamed to .jpg', 'brochure.jpg', PDF],
    ['an SVG with a script', 'logo.svg', SVG],
    ['a truncated JPEG', 'cut.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70])],
  ])('refuses %s and stores nothing', async (_kind, name, bytes) => {
    const before = await storedFiles();
    await expect(
      storeImageFile(storage, await fileOf(name, bytes), { prefix: 'products', fileName: name }),
    ).rejects.toMatchObject({ status: 400, message: `${name} is not a valid image file` });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = pngBomb(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200);
    const started = performance.now();
    await expect(
      storeImageFile(storage, await fileOf('bomb.png', bomb), {
        prefix: 'products',
        fileName: 'bomb.png',
      }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'bomb.png is too large to process (more than 120 megapixels)',
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('stores other variant sets under another prefix (offer banners)', async () => {
    const stored = await storeImageFile(storage, await fileOf('banner.png', await png(2000, 800)), {
      prefix: 'offers',
      fileName: 'banner.png',
      variants: [{ width: 1600, main: true }, { width: 800 }],
    });
    expect(stored.key).toMatch(/^offers\//);
    expect(stored.keys).toEqual([stored.key, stored.key.replace('.webp', '-800.webp')]);
    expect((await metaOf(stored.key)).width).toBe(1600);
    expect((await metaOf(stored.keys[1] as string)).width).toBe(800);
  });
});
