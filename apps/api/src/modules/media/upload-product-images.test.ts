import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from '#test/files';
import { buildTestApp } from '#test/helper';
import { hasGpsTag, PDF, phoneJpeg, png, SVG } from '#test/images';
import { multipartForm, type FormPart } from '#test/multipart';
import { adminProductKit } from '../catalog/admin-product-test-kit';

const MB = 1024 * 1024;

describe('POST /api/upload-product-images', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof adminProductKit>;
  beforeAll(async () => {
    app = await buildTestApp();
    kit = adminProductKit(app);
  });
  afterAll(() => app.close());

  const stored = () => filesUnder(path.join(app.config.media.dir, 'products'));
  const waiting = () => filesUnder(app.config.media.uploadTmpDir);

  async function send(parts: FormPart[], headers: Record<string, string> = {}) {
    const form = multipartForm(parts);
    return app.inject({
      method: 'POST',
      url: '/api/upload-product-images',
      headers: { ...(await kit.admin()), ...form.headers, ...headers },
      payload: form.payload,
    });
  }

  const fields = (
    colorImages: Record<string, string[]>,
    productName = 'Linen Shirt',
  ): FormPart[] => [
    { name: 'productName', value: productName },
    { name: 'colorImages', value: JSON.stringify(colorImages) },
  ];
  const file = (filename: string, data: Buffer, contentType = 'image/jpeg'): FormPart => ({
    name: 'images',
    filename,
    contentType,
    data,
  });

  it('stores each colour’s files as WebP and answers their keys in the order asked', async () => {
    const photo = await phoneJpeg(1200, 900);
    const res = await send([
      ...fields({ Navy: ['n1.jpg', 'n2.png'], White: ['w1.png'] }),
      {
        name: 'imageOrder',
        value: JSON.stringify({
          Navy: [
            { name: 'n2.png', order: 0, isNew: true },
            { name: 'n1.jpg', order: 1, isNew: true },
          ],
        }),
      },
      file('n1.jpg', photo),
      file('w1.png', await png(300, 400, '#ffffff'), 'image/png'),
      file('n2.png', await png(500, 600), 'image/png'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      success: boolean;
      paths: { color: string; keys: string[]; urls: string[] }[];
    }>();
    expect(body.success).toBe(true);
    expect(body.paths.map((p) => [p.color, p.keys.length])).toEqual([
      ['Navy', 2],
      ['White', 1],
    ]);
    const [n2, n1] = body.paths[0]?.keys ?? [];
    expect(body.paths[0]?.urls).toEqual([`/media/${n2}`, `/media/${n1}`]);

    // n2 first as imageOrder asked, at its own size (never enlarged).
    const first = await sharp(
      (await app.mediaStorage.get(n2 as string)) ?? Buffer.alloc(0),
    ).metadata();
    expect([first.format, first.width, first.height]).toEqual(['webp', 500, 600]);
    // The phone photo: upright (its EXIF says rotate), 800 wide, no GPS or other metadata.
    const photoOut = await sharp(
      (await app.mediaStorage.get(n1 as string)) ?? Buffer.alloc(0),
    ).metadata();
    expect(hasGpsTag((await sharp(photo).metadata()).exif)).toBe(true);
    expect([photoOut.width, photoOut.height, photoOut.exif]).toEqual([800, 1067, undefined]);
    // Card, page and zoom files for each of the three images.
    expect(await stored()).toHaveLength(9);
    expect(await waiting()).toEqual([]);
    const served = await app.inject({ url: `/media/${n1?.replace('.webp', '-400.webp')}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  describe('refusals that leave nothing stored', () => {
    let before: string[] = [];
    beforeAll(async () => {
      before = await stored();
    });

    it.each<[string, () => Promise<FormPart[]>, number, string]>([
      [
        'a PDF renamed .jpg',
        async () => [
          ...fields({ Navy: ['ok.png', 'brochure.jpg'] }),
          file('ok.png', await png(100, 100)),
          file('brochure.jpg', PDF),
        ],
        400,
        'brochure.jpg is not a valid image file',
      ],
      [
        'an SVG',
        async () => [...fields({ Navy: ['logo.svg'] }), file('logo.svg', SVG, 'image/svg+xml')],
        400,
        'logo.svg is not a valid image file',
      ],
      [
        'a file of 101 MB',
        async () => {
          const big = Buffer.alloc(101 * MB);
          (await png(10, 10)).copy(big);
          return [
            ...fields({ Navy: ['ok.png', 'huge.png'] }),
            file('ok.png', await png(50, 50)),
            file('huge.png', big),
          ];
        },
        413,
        'huge.png is too large (max 100MB)',
      ],
      [
        'no product name',
        async () => [...fields({ Navy: ['a.png'] }, ' '), file('a.png', await png(50, 50))],
        400,
        'Product name is required',
      ],
      [
        'a file no colour lists',
        async () => [
          ...fields({ Navy: ['a.png'] }),
          file('a.png', await png(50, 50)),
          file('b.png', await png(50, 50)),
        ],
        400,
        'b.png is not listed under a color',
      ],
      ['no files at all', async () => fields({ Navy: [] }), 400, 'No new images to upload'],
      [
        'a file in another field',
        async () => [
          ...fields({ Navy: [] }),
          { name: 'avatar', filename: 'a.png', data: await png(5, 5) },
        ],
        400,
        'Unexpected file field avatar',
      ],
    ])('%s', async (_case, parts, status, error) => {
      const res = await send(await parts());
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ success: false, error });
      expect(await stored()).toEqual(before);
      expect(await waiting()).toEqual([]);
    });
  });

  it('refuses a request that declares more than 500 MB before reading it', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const headers = {
      ...(await kit.admin()),
      ...multipartForm([]).headers,
      'content-length': String(600 * MB),
    };
    const closed: boolean[] = [];
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, method: 'POST', path: '/api/upload-product-images', headers },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          // The server hangs up instead of waiting for the bytes it will never read.
          res.socket.on('close', () => closed.push(true));
        },
      );
      req.on('error', reject);
      // Only the first bytes are sent: the answer must not wait for the other 600 MB.
      req.write('--x\r\n');
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      error: 'Total upload size (600.00 MB) exceeds limit (500MB)',
    });
    await expect.poll(() => closed).toEqual([true]);
  });

  it('is for the back office only', async () => {
    const form = multipartForm([...fields({ Navy: ['a.png'] }), file('a.png', await png(20, 20))]);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/upload-product-images',
      headers: form.headers,
      payload: form.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await app.inject({
      method: 'POST',
      url: '/api/upload-product-images',
      headers: { ...(await kit.shopper()), ...form.headers },
      payload: form.payload,
    });
    expect(shopper.statusCode).toBe(403);
  });
});
