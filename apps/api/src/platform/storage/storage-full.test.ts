import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductKit } from '../../modules/catalog/admin-product-test-kit';
import { offersKit } from '../../modules/offers/offers-test-kit';
import { buildTestApp } from '#test/helper';
import { STORAGE_FULL_MESSAGE } from './storage-errors';

// A real full disk, not a mock: the media folder and the uploads' temporary folder sit on a
// 4 MB tmpfs that each test fills to the byte count it needs, so the kernel answers ENOSPC.
// Mounting needs root (or CAP_SYS_ADMIN), as the machines that run this suite have.
let disk = '';
let app: FastifyInstance;
let photo: Buffer;
const FILLER = 'filler.bin';

/** Leaves exactly `bytes` free on the small disk (rounded to its blocks). */
async function leaveFree(bytes: number) {
  await rm(path.join(disk, FILLER), { force: true });
  const { bavail, bsize } = await statfs(disk);
  await writeFile(path.join(disk, FILLER), Buffer.alloc(Math.max(0, bavail * bsize - bytes)));
}

/** Every file on the small disk but the filler: what a failed request left behind. */
async function leftBehind(): Promise<string[]> {
  const entries = await readdir(disk, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name !== FILLER)
    .map((e) => path.relative(disk, path.join(e.parentPath, e.name)));
}

beforeAll(async () => {
  disk = await mkdtemp(path.join(tmpdir(), 'store-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', disk], { stdio: 'pipe' });
  } catch (err) {
    throw new Error(`This test mounts a small tmpfs and needs root: ${String(err)}`);
  }
  app = await buildTestApp({
    rateLimitMultiplier: 100,
    media: {
      dir: path.join(disk, 'media'),
      uploadTmpDir: path.join(disk, 'uploads'),
      baseUrl: '/media',
      s3: undefined,
    },
  });
  await mkdir(path.join(disk, 'uploads'), { recursive: true });
  // Noise compresses badly: its WebP variants are about as big as the photo itself (~500 KB).
  photo = await sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
});

afterAll(async () => {
  await app?.close();
  if (disk) {
    execFileSync('umount', [disk]);
    await rm(disk, { recursive: true, force: true });
  }
});

const storageFull = { success: false, error: STORAGE_FULL_MESSAGE, code: 'STORAGE_FULL' };

describe('a write that finds the disk full', () => {
  it('a product photo whose WebP does not fit: 507, and no partial file anywhere', async () => {
    // Room for the upload's temporary copy, not for the 1600 px WebP made from it.
    await leaveFree(photo.length + 64 * 1024);
    const res = await adminProductKit(app).uploadRaw({
      Sand: [{ name: 'sand.jpg', data: photo }],
    });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual(storageFull);
    expect(await leftBehind()).toEqual([]);
  });

  it('an offer banner that does not fit: the same 507, nothing left behind', async () => {
    await leaveFree(photo.length + 64 * 1024);
    const kit = offersKit(app);
    const [product] = await kit.products(1);
    const res = await kit.upload({
      title: 'Full Disk Sale',
      description: 'Nothing is saved',
      productIds: JSON.stringify([product?.productid]),
      offerImage: { bytes: photo, filename: 'banner.jpg', type: 'image/jpeg' },
    });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual(storageFull);
    expect(await leftBehind()).toEqual([]);
    expect((await kit.list()).json().offers).toEqual([]);
  });

  it('an upload that cannot even be received: 507, its temporary file removed', async () => {
    await leaveFree(64 * 1024);
    const res = await adminProductKit(app).uploadRaw({
      Sand: [{ name: 'sand.jpg', data: photo }],
    });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual(storageFull);
    expect(await leftBehind()).toEqual([]);
  });

  it('once there is room again, the same photo is stored and served whole', async () => {
    await rm(path.join(disk, FILLER), { force: true });
    const [uploaded] = await adminProductKit(app).upload({
      Sand: [{ name: 'sand.jpg', data: photo }],
    });
    const image = await app.inject({ method: 'GET', url: uploaded?.urls[0] as string });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(800);
    // The removed temporary copy gave its space back: the disk holds the WebP files and no more.
    const { blocks, bfree, bsize } = await statfs(disk);
    const files = await readdir(disk, { recursive: true, withFileTypes: true });
    let stored = 0;
    for (const f of files.filter((e) => e.isFile())) {
      stored += (await stat(path.join(f.parentPath, f.name))).size;
    }
    expect((blocks - bfree) * bsize - stored).toBeLessThan(64 * 1024);
  });
});

describe('/media serves finished images only', () => {
  it('never a write’s temporary file, even while it is on disk', async () => {
    const key = 'products/2026/11/0123456789abcdef0123.webp';
    const partial = `${key}.a1b2c3d4e5f6.tmp`;
    await mkdir(path.join(disk, 'media/products/2026/11'), { recursive: true });
    await writeFile(path.join(disk, 'media', partial), Buffer.from('RIFF half a picture'));
    try {
      expect((await app.inject({ method: 'GET', url: `/media/${partial}` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
    } finally {
      await rm(path.join(disk, 'media', partial), { force: true });
    }
  });
});
