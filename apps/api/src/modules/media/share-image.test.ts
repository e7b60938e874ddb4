import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';
import { png } from '#test/images';

const PAGE =
  '<!doctype html><html lang="en"><head><title>Souq Style</title>' +
  '<script type="module" src="/assets/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const ORIGIN = 'https://souqstyle.example';

describe("a shared link's picture (og:image) as JPEG", () => {
  let app: FastifyInstance;
  let dir: string;
  let productId: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'store-share-image-'));
    await mkdir(path.join(dir, 'dist'));
    await writeFile(path.join(dir, 'dist', 'index.html'), PAGE);
    app = await buildTestApp({ webDistDir: path.join(dir, 'dist'), publicOrigin: ORIGIN });
    const ids = await seedProducts(app, [fixtureProduct({ productid: 'SH-ABAYA' })]);
    productId = ids.get('SH-ABAYA') as string;
    // The product's first image, stored as the upload stores it: WebP, 800 px wide.
    const webp = await sharp(await png(800, 1000, '#1f3a5f'))
      .webp()
      .toBuffer();
    await app.mediaStorage.put('test/SH-ABAYA-navy-1.webp', webp, 'image/webp');
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("gives a shared product link a JPEG of the product's picture, at its size", async () => {
    const page = await app.inject({ url: `/product/view/${productId}` });
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1];
    expect(image).toBe(`${ORIGIN}/share-image/test/SH-ABAYA-navy-1.jpg`);

    const res = await app.inject({ url: new URL(image as string).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 1000 });
    // Under WhatsApp's 300 KB for a preview picture.
    expect(res.rawPayload.length).toBeLessThan(300 * 1024);
    const { dominant } = await sharp(res.rawPayload).stats();
    expect(dominant).toMatchObject({
      r: expect.closeTo(0x1f, -1.2),
      b: expect.closeTo(0x5f, -1.2),
    });
  });

  it('answers the same picture again from its cache, and HEAD without a body', async () => {
    const url = '/share-image/test/SH-ABAYA-navy-1.jpg';
    const [first, second] = await Promise.all([app.inject({ url }), app.inject({ url })]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.body).toBe('');
  });

  it.each([
    ['an image that is not stored', '/share-image/test/SH-ABAYA-navy-9.jpg'],
    ['a name that is not a picture', '/share-image/test/SH-ABAYA-navy-1.png'],
    ['a path out of the media folder', '/share-image/..%2F..%2Fetc%2Fpasswd.jpg'],
    ['a hidden file', '/share-image/test/.secret.jpg'],
  ])('answers 404 for %s', async (_what, url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'Image not found' });
  });
});
