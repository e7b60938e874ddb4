import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { png } from '#test/images';
import { startS3Server, type TestS3Server } from '#test/s3-server';
import { adminProductKit } from '../catalog/admin-product-test-kit';
import { offersKit, photo } from '../offers/offers-test-kit';

// The S3 SDK is loaded only by a store configured with a bucket: this is that store, whole.
describe('a store whose media is in an S3 bucket', () => {
  let s3: TestS3Server;
  let app: FastifyInstance;
  let reader: S3Client;
  let scratch: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    scratch = await mkdtemp(path.join(tmpdir(), 'store-s3-uploads-'));
    app = await buildTestApp({
      media: {
        dir: path.join(scratch, 'media'),
        uploadTmpDir: path.join(scratch, 'uploads'),
        baseUrl: 'https://cdn.example.ae',
        s3: s3.config,
      },
    });
    reader = new S3Client({
      region: s3.config.region,
      endpoint: s3.config.endpoint,
      forcePathStyle: true,
      credentials: s3.config.credentials,
    });
  });
  afterAll(async () => {
    reader.destroy();
    await app.close();
    await s3.close();
    await rm(scratch, { recursive: true, force: true });
  });

  const objectType = (key: string) =>
    reader
      .send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: key }))
      .then((object) => object.ContentType)
      .catch((err: { name?: string }) => (err.name === 'NoSuchKey' ? null : Promise.reject(err)));

  it('puts an uploaded product photo in the bucket in every width, and deletes it from there', async () => {
    const kit = adminProductKit(app);
    const [uploaded] = await kit.upload({
      Teal: [{ name: 'teal.png', data: await png(300, 375) }],
    });
    const key = uploaded?.keys[0] as string;
    expect(uploaded?.urls[0]).toBe(`https://cdn.example.ae/${key}`);
    const widths = [key, key.replace('.webp', '-400.webp'), key.replace('.webp', '-1600.webp')];
    for (const stored of widths) expect(await objectType(stored)).toBe('image/webp');
    // A shared link's picture is made from the bucket's WebP (decision 54).
    const shared = await app.inject({ url: `/share-image/${key.replace(/\.webp$/, '.jpg')}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['content-type']).toBe('image/jpeg');
    expect(shared.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');

    const res = await kit.call('DELETE', '/api/delete-image', { imagePath: key });
    expect(res.statusCode, res.body).toBe(200);
    for (const stored of widths) expect(await objectType(stored)).toBeNull();
  });

  it('puts an offer banner in the bucket too, and removes it with the offer', async () => {
    const kit = offersKit(app);
    const [product] = await kit.products(1);
    const res = await kit.upload({
      title: 'Bucket Sale',
      description: 'Stored where every instance sees it',
      productIds: JSON.stringify([product?.productid]),
      offerImage: await photo(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { s3Key, imageUrl, offer } = res.json();
    expect(imageUrl).toBe(`https://cdn.example.ae/${s3Key}`);
    const widths = [s3Key, s3Key.replace('.webp', '-800.webp')];
    for (const stored of widths) expect(await objectType(stored)).toBe('image/webp');

    expect((await kit.remove(offer._id)).statusCode).toBe(200);
    for (const stored of widths) expect(await objectType(stored)).toBeNull();
  });
});
