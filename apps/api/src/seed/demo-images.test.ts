import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOffers, demoProducts } from './demo-catalogue';
import { variantKey } from '@store/domain';
import { createDiskStorage } from '#platform/storage/disk-storage';
import { demoImageJobs, jobOutputs, renderImageJobs } from './demo-images';
import type { ImageJob } from './demo-images';

const jobs = demoImageJobs();

describe('demo image jobs', () => {
  it('cover exactly the catalogue and offer image keys, once each', () => {
    const expected = [
      ...demoProducts.flatMap((p) => p.colors.flatMap((c) => c.imageKeys)),
      ...demoOffers.map((o) => o.imageKey),
    ];
    const keys = jobs.map((j) => j.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...expected].sort());
  });

  it('are portrait 4:5 products and wide banners', () => {
    const banners = new Set(demoOffers.map((o) => o.imageKey));
    for (const job of jobs) {
      const size = banners.has(job.key) ? [1600, 640] : [800, 1000];
      expect([job.width, job.height]).toEqual(size);
      expect(job.svg).toContain(`width="${size[0]}" height="${size[1]}"`);
    }
  });

  it('name the half-size variants after their width', () => {
    expect(variantKey('seed/dm-0001-navy-1.webp', 400)).toBe('seed/dm-0001-navy-1-400.webp');
    const banner = jobs.find((j) => j.width === 1600) as ImageJob;
    expect(jobOutputs(banner)[1]).toEqual({
      key: banner.key.replace(/\.webp$/, '-800.webp'),
      width: 800,
      height: 320,
    });
  });

  it('are all valid SVG that librsvg can draw', async () => {
    // A tiny density keeps this fast while still parsing every drawing.
    for (const job of jobs) {
      const info = await sharp(Buffer.from(job.svg), { density: 3.6 }).raw().toBuffer();
      expect(info.length).toBeGreaterThan(0);
    }
  });
});

describe('renderImageJobs', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'demo-images-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const subset = [
    ...jobs.slice(0, 3),
    jobs.find((j) => j.key.includes('-2.webp') && j.key.startsWith('seed/dm-0050')),
    jobs.find((j) => j.width === 1600),
  ].filter((j): j is ImageJob => j !== undefined);

  it('writes full-size and half-size WebP files, then skips them', async () => {
    expect(subset).toHaveLength(5);
    const first = await renderImageJobs(createDiskStorage(dir), subset, { concurrency: 2 });
    expect(first).toMatchObject({ written: 10, skipped: 0 });

    for (const output of subset.flatMap(jobOutputs)) {
      const meta = await sharp(join(dir, output.key)).metadata();
      expect([meta.format, meta.width, meta.height], output.key).toEqual([
        'webp',
        output.width,
        output.height,
      ]);
    }
    expect((await readdir(join(dir, 'seed'))).some((f) => f.endsWith('.tmp'))).toBe(false);

    const second = await renderImageJobs(createDiskStorage(dir), subset);
    expect(second).toMatchObject({ written: 0, skipped: 10 });
  });

  it('only fills in what is missing', async () => {
    const job = subset[0] as ImageJob;
    await rm(join(dir, variantKey(job.key, 400)));
    expect(await renderImageJobs(createDiskStorage(dir), [job])).toMatchObject({
      written: 1,
      skipped: 1,
    });
  });

  it('refuses keys that would escape the media folder', async () => {
    const job = subset[0] as ImageJob;
    await expect(
      renderImageJobs(createDiskStorage(dir), [{ ...job, key: '../outside.webp' }]),
    ).rejects.toThrow(/Not a media key/);
  });
});
