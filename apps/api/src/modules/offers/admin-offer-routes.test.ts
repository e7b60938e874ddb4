import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../auth/test-users';
import { buildTestApp } from '#test/helper';
import { pngBomb } from '#test/images';
import { offersKit, photo } from './offers-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof offersKit>;
let products: Awaited<ReturnType<typeof kit.products>>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = offersKit(app);
  products = await kit.products(3);
});
afterAll(() => app.close());

/** Every file under the media store's offers folder, temporary ones included. */
const uploadedFiles = () => {
  const dir = path.join(app.config.media.dir, 'offers');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
};
const p = (i: number) => {
  const product = products[i];
  if (!product) throw new Error(`no product ${i}`);
  return product;
};

async function created(overrides: Record<string, string> = {}) {
  const res = await kit.upload({
    title: 'Summer Sale',
    description: 'Light fabrics for hot days',
    discountText: 'Up to 40% OFF',
    productIds: JSON.stringify([p(0).productid, p(1).id]),
    offerImage: await photo(),
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('the offer calls are for admins only', () => {
  it.each([
    ['GET', '/api/admin/offers'],
    ['POST', '/api/admin/upload/offer'],
    ['PUT', '/api/admin/offers/update-offer'],
    ['POST', '/api/admin/offers/delete-offer'],
  ] as const)('%s %s: 401 without a token, 403 with a shopper’s', async (method, url) => {
    expect((await app.inject({ method, url })).statusCode).toBe(401);
    const s = await registerShopper(app);
    expect((await app.inject({ method, url, headers: bearer(s.token) })).statusCode).toBe(403);
  });
});

describe('POST admin/upload/offer', () => {
  it('creates the offer with a WebP banner and shows it on the storefront at once', async () => {
    // The storefront has read (and cached) the offers before the change.
    const before = await app.inject({ method: 'GET', url: '/api/api/offers' });
    const count = before.json().offers.length;
    const body = await created();
    expect(body).toMatchObject({
      success: true,
      s3Key: expect.stringMatching(/^offers\/\d{4}\/\d{2}\/[0-9a-f]{20}\.webp$/),
      offer: {
        title: 'Summer Sale',
        description: 'Light fabrics for hot days',
        discountText: 'Up to 40% OFF',
        productIds: [p(0).id, p(1).id],
        products: [
          { _id: p(0).id, productid: p(0).productid, name: p(0).name },
          { _id: p(1).id, productid: p(1).productid, name: p(1).name },
        ],
      },
    });
    expect(body.imageUrl).toBe(`/media/${body.s3Key}`);
    for (const [url, width] of [
      [body.imageUrl, 1600],
      [body.imageUrl.replace(/\.webp$/, '-800.webp'), 800],
    ] as const) {
      const image = await app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width,
        height: (width * 2) / 5,
      });
    }
    const storefront = await app.inject({ method: 'GET', url: '/api/api/offers' });
    expect(storefront.json().offers).toHaveLength(count + 1);
    expect(storefront.json().offers[0]).toMatchObject({
      _id: body.offer._id,
      imageUrl: body.imageUrl,
    });
    const page = await app.inject({ method: 'GET', url: `/api/catalog/offers/${body.offer._id}` });
    expect(page.json().offer.title).toBe('Summer Sale');
    const listed = (await kit.list()).json();
    expect(listed.success).toBe(true);
    expect(listed.offers[0]).toEqual(body.offer);
  });

  it('says an offer takes one image when two are sent, and stores neither', async () => {
    const before = uploadedFiles();
    const res = await kit.upload({
      title: 'Two banners',
      description: 'One too many',
      productIds: JSON.stringify([p(0).productid]),
      offerImage: await photo(),
      anotherImage: await photo(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'Only one image can be uploaded here',
      code: 'TOO_MANY_FILES',
    });
    expect(uploadedFiles()).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no image', { offerImage: undefined }, 'Please select an image for the offer.'],
    [
      'an empty file input',
      { offerImage: { bytes: Buffer.alloc(0), filename: '', type: 'application/octet-stream' } },
      'Please select an image for the offer.',
    ],
    ['no title', { title: ' ' }, 'Title is required'],
    ['no description', { description: '' }, 'Description is required'],
    ['a blank product id', { productIds: '["  "]' }, 'Please enter a Product ID.'],
    ['a repeated product id', { productIds: 'DUP' }, 'Product ID already added.'],
    ['the same product twice by code and id', { productIds: 'SAME' }, 'Product ID already added.'],
    ['an unknown product', { productIds: '["NO-SUCH-1"]' }, 'No product has the ID NO-SUCH-1.'],
    [
      'a text file called .png',
      { offerImage: { bytes: Buffer.from('hello'), filename: 'a.png', type: 'image/png' } },
      'a.png is not a valid image file',
    ],
    [
      'an SVG',
      {
        offerImage: {
          bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
          filename: 'logo.svg',
          type: 'image/svg+xml',
        },
      },
      'logo.svg is not a valid image file',
    ],
  ])('refuses %s with 400, storing nothing', async (_name, change, error) => {
    const filesBefore = uploadedFiles();
    const productIds =
      change.productIds === 'DUP'
        ? JSON.stringify([p(0).productid, p(0).productid])
        : change.productIds === 'SAME'
          ? JSON.stringify([p(0).productid.toLowerCase(), p(0).id])
          : change.productIds;
    const fields = {
      title: 'T',
      description: 'D',
      productIds: JSON.stringify([p(0).productid]),
      offerImage: await photo(40, 20),
      ...change,
      ...(productIds === undefined ? {} : { productIds }),
    };
    const res = await kit.upload(
      Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as never,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error });
    expect(uploadedFiles()).toEqual(filesBefore);
  });

  it('refuses a banner over 120 megapixels from its header, as the product upload does', async () => {
    const before = uploadedFiles();
    const res = await kit.upload({
      title: 'Huge',
      description: 'A canvas of 16000x16000',
      productIds: JSON.stringify([p(0).productid]),
      offerImage: { bytes: pngBomb(16_000, 16_000), filename: 'huge.png', type: 'image/png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'huge.png is too large to process (more than 120 megapixels)',
      code: 'IMAGE_TOO_MANY_PIXELS',
    });
    expect(uploadedFiles()).toEqual(before);
  });

  it('with isUpdate stores only the image, for update-offer to use', async () => {
    const before = (await kit.list()).json().offers.length;
    const res = await kit.upload({ isUpdate: 'true', offerImage: await photo() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      imageUrl: expect.stringMatching(/^\/media\/offers\/.+\.webp$/),
      s3Key: expect.stringMatching(/^offers\/.+\.webp$/),
    });
    expect((await kit.list()).json().offers).toHaveLength(before);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/upload/offer',
      headers: await kit.auth(),
      payload: { title: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT admin/offers/update-offer and POST admin/offers/delete-offer', () => {
  it('rewrites the fields and products, and swaps the image for a newly uploaded one', async () => {
    const { offer, s3Key: oldKey } = await created();
    const upload = (await kit.upload({ isUpdate: 'true', offerImage: await photo() })).json();
    const res = await kit.update({
      offerId: offer._id,
      title: 'Eid Edit',
      description: 'Festive picks',
      discountText: '',
      productIds: JSON.stringify([p(2).productid]),
      imageUrl: upload.imageUrl,
      s3Key: upload.s3Key,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      offer: {
        _id: offer._id,
        title: 'Eid Edit',
        discountText: '',
        productIds: [p(2).id],
        s3Key: upload.s3Key,
        imageUrl: upload.imageUrl,
      },
    });
    // The replaced banner and its variant are gone; the new one stays.
    const files = uploadedFiles();
    expect(files).not.toContain(path.basename(oldKey));
    expect(files).not.toContain(path.basename(oldKey).replace('.webp', '-800.webp'));
    expect(files).toContain(path.basename(upload.s3Key));
    const storefront = await app.inject({ method: 'GET', url: `/api/catalog/offers/${offer._id}` });
    expect(storefront.json().offer).toMatchObject({ title: 'Eid Edit', productIds: [p(2).id] });
  });

  it('keeps the image when none is sent, and refuses a key it did not store', async () => {
    const { offer, s3Key } = await created();
    const same = await kit.update({ offerId: offer._id, title: 'A', description: 'B' });
    expect(same.json().offer).toMatchObject({ s3Key, productIds: [] });
    for (const key of [
      'seed/offer-summer.webp',
      'offers/../../secret.webp',
      `offers/${offer._id}.webp`,
    ]) {
      const res = await kit.update({
        offerId: offer._id,
        title: 'A',
        description: 'B',
        s3Key: key,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Failed to upload new image.');
    }
  });

  it('404 for an unknown offer; 400 for bad fields', async () => {
    for (const offerId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await kit.update({ offerId, title: 'A', description: 'B' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Offer not found.');
    }
    const bad = await kit.update({ title: 'A', description: 'B' });
    expect(bad.json()).toMatchObject({ success: false, error: 'Offer id is required' });
  });

  it('deletes the offer and its banner; the storefront no longer shows it', async () => {
    const { offer, s3Key } = await created();
    const res = await kit.remove(offer._id);
    expect(res.json()).toEqual({ success: true, message: 'Offer deleted' });
    expect(uploadedFiles()).not.toContain(path.basename(s3Key));
    const page = await app.inject({ method: 'GET', url: `/api/catalog/offers/${offer._id}` });
    expect(page.statusCode).toBe(404);
    const ids = (await kit.list()).json().offers.map((o: { _id: string }) => o._id);
    expect(ids).not.toContain(offer._id);
    expect((await kit.remove(offer._id)).statusCode).toBe(404);
    expect((await kit.remove('')).statusCode).toBe(400);
  });
});
