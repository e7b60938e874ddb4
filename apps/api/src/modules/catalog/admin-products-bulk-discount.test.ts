import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, products } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { adminProductKit } from './admin-product-test-kit';

/**
 * A bulk discount is taken off the original price, so it can raise a price that is already
 * further off: such a product changes only when the owner confirms raising it.
 */
describe('POST /api/admin/products/bulk-discount and prices it would raise', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof adminProductKit>;
  beforeAll(async () => {
    app = await buildTestApp();
    kit = adminProductKit(app);
  });
  afterAll(() => app.close());

  const prices = async (productid: string) =>
    (
      await app.db
        .select({
          priceFils: products.priceFils,
          originalPriceFils: products.originalPriceFils,
          discount: products.discount,
        })
        .from(products)
        .where(eq(products.productid, productid))
    )[0];
  const runs = async () =>
    (await app.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, 'bulk.discount')))
      .length;

  it('refuses 15 % on a dress at 219.00 of 299.00 (it would be 254.15), naming it, and changes nothing', async () => {
    const dress = await kit.addProduct({
      name: 'Ruya Dress',
      price: 219,
      originalPrice: 299,
      discount: '',
    });
    const shirt = await kit.addProduct({
      name: 'Ruya Shirt',
      price: 100,
      originalPrice: null,
      discount: '',
    });
    const before = await runs();
    const res = await kit.call('POST', '/api/admin/products/bulk-discount', {
      ids: [dress.productid, shirt.productid],
      discount: 15,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'PRICE_WOULD_RISE',
      error: `A 15% discount would raise the price of 1 of the chosen products (${dress.productid}). Nothing was changed: leave them out, or confirm raising their prices.`,
      fields: { ids: dress.productid },
    });
    expect(await prices(dress.productid)).toEqual({
      priceFils: 21_900,
      originalPriceFils: 29_900,
      discount: 27,
    });
    expect(await prices(shirt.productid)).toMatchObject({ priceFils: 10_000, discount: null });
    expect(await runs()).toBe(before);

    const arabic = await app.inject({
      method: 'POST',
      url: '/api/admin/products/bulk-discount',
      headers: { ...(await kit.admin()), 'accept-language': 'ar' },
      payload: { ids: [dress.productid], discount: 15 },
    });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().error).toBe(
      `خصم 15% سيرفع سعر 1 من المنتجات المختارة (${dress.productid}). لم يتغيّر شيء: استبعِد هذه المنتجات، أو أكّد رفع أسعارها.`,
    );
  });

  it('applies it with allowIncrease, and the original payload when nothing rises', async () => {
    const dress = await kit.addProduct({
      name: 'Ruya Gown',
      price: 219,
      originalPrice: 299,
      discount: '',
    });
    const shirt = await kit.addProduct({
      name: 'Ruya Tunic',
      price: 100,
      originalPrice: null,
      discount: '',
    });
    const plain = await kit.call('POST', '/api/admin/products/bulk-discount', {
      ids: [shirt.productid],
      discount: 15,
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(await prices(shirt.productid)).toEqual({
      priceFils: 8_500,
      originalPriceFils: 10_000,
      discount: 15,
    });
    const confirmed = await kit.call('POST', '/api/admin/products/bulk-discount', {
      ids: [dress.productid],
      discount: 15,
      allowIncrease: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().products).toEqual([
      expect.objectContaining({ price: 254.15, originalPrice: 299, discount: 15 }),
    ]);
  });

  it('refuses an allowIncrease that is not true or false with 400', async () => {
    const res = await kit.call('POST', '/api/admin/products/bulk-discount', {
      ids: ['SS-000001'],
      discount: 15,
      allowIncrease: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('allowIncrease must be true or false');
  });
});
