import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { png } from '#test/images';
import { bearer } from '../auth/test-users';
import { checkoutKit } from '../checkout/checkout-test-kit';
import { adminProductKit } from '../catalog/admin-product-test-kit';

describe('DELETE /api/delete-image', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof adminProductKit>;
  beforeAll(async () => {
    app = await buildTestApp();
    kit = adminProductKit(app);
  });
  afterAll(() => app.close());

  const remove = (imagePath: unknown) => kit.call('DELETE', '/api/delete-image', { imagePath });
  const variants = (key: string) => [
    key,
    key.replace('.webp', '-400.webp'),
    key.replace('.webp', '-1600.webp'),
  ];

  it('deletes an uploaded image no product uses, by key or by its URL', async () => {
    const [first, second] = (await kit.uploadColors(['Olive'], 2)).Olive as string[];
    for (const path of [first as string, `/media/${second}`]) {
      const res = await remove(path);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Image deleted successfully' });
    }
    for (const key of [first, second]) {
      for (const file of variants(key as string)) {
        expect(await app.mediaStorage.exists(file)).toBe(false);
      }
    }
    expect((await remove(first)).json()).toMatchObject({
      success: false,
      error: 'Image not found!',
    });
  });

  it('keeps images a product or a past order shows', async () => {
    const product = await kit.addProduct();
    const shown = (product.colorImages.Sand as string[])[1] as string;
    const inUse = await remove(shown);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('IMAGE_IN_USE');

    const shop = checkoutKit(app);
    const buyer = await shop.shopper();
    await shop.fill(buyer.userId, product._id, 1, 'Navy');
    await shop.addOrder(buyer.token, { addressId: buyer.addressId, paymentMethod: 'COD' });
    await kit.call('DELETE', '/api/admin/products/delete-product', { productId: product._id });
    const ordered = await app.inject({ url: '/api/order', headers: bearer(buyer.token) });
    const picture = ordered.json().orders[0].items[0].defaultImg as string;
    expect((await remove(picture)).statusCode).toBe(409);
    expect((await app.inject({ url: picture })).statusCode).toBe(200);
  });

  it.each<[unknown, number, string]>([
    ['../../var/db/secret.webp', 400, 'Invalid image path!'],
    ['/media/../../../etc/passwd', 400, 'Invalid image path!'],
    ['products/..%2f..%2fsecret.webp', 400, 'Invalid image path!'],
    ['https://evil.example.com/products/a.webp', 400, 'Invalid image path!'],
    ['products/a.svg', 400, 'Invalid image path!'],
    ['', 400, 'Invalid image path!'],
    [{ $ne: null }, 400, 'Invalid image path!'],
    ['products/2026/11/0123456789abcdef0123.webp', 404, 'Image not found!'],
  ])('answers %j with %i %s', async (imagePath, status, error) => {
    const res = await remove(imagePath);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error });
  });

  it('is for the back office only, unlike the original unauthenticated call', async () => {
    const [key] = (await kit.uploadColors(['Teal'])).Teal as string[];
    const payload = { imagePath: key };
    const anonymous = await app.inject({ method: 'DELETE', url: '/api/delete-image', payload });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await app.inject({
      method: 'DELETE',
      url: '/api/delete-image',
      headers: await kit.shopper(),
      payload,
    });
    expect(shopper.statusCode).toBe(403);
    expect(await app.mediaStorage.exists(key as string)).toBe(true);
  });

  it('never touches files outside the media store', async () => {
    await app.mediaStorage.put('products/keep/a.webp', await png(4, 4), 'image/webp');
    expect((await remove('products/keep/../keep/a.webp')).statusCode).toBe(400);
    expect(await app.mediaStorage.exists('products/keep/a.webp')).toBe(true);
  });
});
