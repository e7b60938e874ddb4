import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../auth/test-users';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';
import { cartCalls, line } from './cart-test-kit';

describe('adding to the bag', () => {
  let app: FastifyInstance;
  let ids: Map<string, string>;
  let call: ReturnType<typeof cartCalls>;
  beforeAll(async () => {
    // Many shoppers register from one test client: lift the per-client sign-up limit.
    app = await buildTestApp({ rateLimitMultiplier: 100 });
    call = cartCalls(app);
    ids = await seedProducts(app, [
      fixtureProduct({ productid: 'CA-1', name: 'Oxford Shirt', priceFils: 4000, stock: 5 }),
      fixtureProduct({ productid: 'CA-2', name: 'Sold Out Tee', stock: 0 }),
      fixtureProduct({ productid: 'CA-3', name: 'Big Coat', priceFils: 20000, stock: 50 }),
    ]);
  });
  afterAll(() => app.close());

  const id = (code: string) => ids.get(code) ?? '';

  it('starts empty with zero totals', async () => {
    const { token } = await registerShopper(app);
    const res = await call.get(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      carts: [],
      items: [],
      totals: {
        totalItems: 0,
        totalCostwithoutVAT: 0,
        VAT_Price: 0,
        added_Shipping_Price: 0,
        totalCostwithVAT: 0,
        goodsWithVat: 0,
        vatIncluded: 0,
        vatRounding: 0,
        discount: 0,
      },
      // Beside the original fields: no promotion, no code, nothing to reach for free shipping.
      promotions: [],
      code: null,
      freeShippingGap: null,
    });
  });

  it('adds a line with the chosen colour image and server prices, ignoring a body userid', async () => {
    const a = await registerShopper(app);
    const b = await registerShopper(app);
    const res = await call.post(a.token, 'addCartProduct', {
      ...line(id('CA-1'), 2, 'White', 'L'),
      userid: b.user._id,
      price: 1,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Product added to cart', capped: false });
    expect(body.cart.carts).toEqual([
      { productid: id('CA-1'), quantity: 2, selections: { color: 'White', size: 'L' } },
    ]);
    const [item] = body.cart.items;
    expect(item).toMatchObject({
      _id: id('CA-1'),
      name: 'Oxford Shirt',
      brand: 'Test Brand',
      price: 40,
      originalPrice: 129,
      priceWithVat: 42,
      originalPriceWithVat: 135.45,
      lineTotalWithVat: 84,
      quantity: 2,
      stock: 5,
      selections: { color: 'White', size: 'L' },
    });
    expect(item.lineId).toEqual(expect.any(String));
    expect(item.defaultImg).toMatch(/test\/CA-1-white-1\.webp$/);
    // 80.00 + 5 % VAT = 84.00, below 100 so AED 10 shipping is added.
    expect(body.cart.totals).toEqual({
      totalItems: 2,
      totalCostwithoutVAT: 80,
      VAT_Price: 4,
      added_Shipping_Price: 10,
      totalCostwithVAT: 94,
      goodsWithVat: 84,
      vatIncluded: 4.48, // 4.00 on the goods and 0.48 inside the shipping fee
      vatRounding: 0,
      discount: 0,
    });
    // AED 84.00 of goods with VAT: 16.00 more makes shipping free.
    expect(body.cart.freeShippingGap).toBe(16);
    expect((await call.get(b.token)).json().carts).toEqual([]);
  });

  it('accepts the product code and the product spelling of colour and size in any case', async () => {
    const { token } = await registerShopper(app);
    const res = await call.post(token, 'addCartProduct', line('CA-3', 1, ' navy ', 'm'));
    expect(res.statusCode).toBe(200);
    // 200.00 + VAT is above 100: shipping is free.
    expect(res.json().cart).toMatchObject({
      carts: [{ productid: id('CA-3'), selections: { color: 'Navy', size: 'M' } }],
      totals: { totalCostwithVAT: 210, added_Shipping_Price: 0 },
    });
  });

  it('merges the same product and selections, capping the sum at stock', async () => {
    const { token } = await registerShopper(app);
    await call.post(token, 'addCartProduct', line(id('CA-1'), 3));
    const merged = await call.post(token, 'addCartProduct', line(id('CA-1'), 1));
    expect(merged.json()).toMatchObject({ capped: false, cart: { carts: [{ quantity: 4 }] } });
    const capped = await call.post(token, 'addCartProduct', line(id('CA-1'), 4));
    expect(capped.statusCode).toBe(200);
    expect(capped.json()).toMatchObject({ capped: true, cart: { carts: [{ quantity: 5 }] } });
  });

  it('keeps separate lines for another colour or size, oldest first', async () => {
    const { token } = await registerShopper(app);
    await call.post(token, 'addCartProduct', line(id('CA-3'), 1, 'Navy', 'M'));
    await call.post(token, 'addCartProduct', line(id('CA-3'), 2, 'Navy', 'S'));
    await call.post(token, 'addCartProduct', line(id('CA-3'), 3, 'White', 'M'));
    const body = (await call.get(token)).json();
    expect(body.carts.map((c: { quantity: number }) => c.quantity)).toEqual([1, 2, 3]);
    expect(body.totals.totalItems).toBe(6);
    expect(body.items[0].defaultImg).toMatch(/CA-3-navy-1\.webp$/);
    expect(body.items[2].defaultImg).toMatch(/CA-3-white-1\.webp$/);
  });

  it('caps concurrent adds of one line at stock', async () => {
    const { token } = await registerShopper(app);
    const adds = await Promise.all(
      [1, 2, 3, 4].map(() => call.post(token, 'addCartProduct', line(id('CA-1'), 2))),
    );
    expect(adds.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await call.get(token)).json().carts).toEqual([
      expect.objectContaining({ quantity: 5 }),
    ]);
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['unknown product', line('NOPE-1'), 404, 'Product not found'],
    ['unknown uuid', line('00000000-0000-4000-8000-000000000000'), 404, 'Product not found'],
    ['no product', { ...line('x'), productid: '' }, 400, 'Product id is required'],
    ['no colour', line('CA-1', 1, ''), 400, 'Please select a color'],
    ['no size', line('CA-1', 1, 'Navy', ''), 400, 'Please select a size'],
    ['no selections', { productid: 'CA-1', quantity: 1 }, 400, 'Please select a size'],
    [
      'colour not offered',
      line('CA-1', 1, 'Red'),
      400,
      'That colour is not available for this product',
    ],
    [
      'size not offered',
      line('CA-1', 1, 'Navy', 'XXL'),
      400,
      'That size is not available for this product',
    ],
    ['zero quantity', line('CA-1', 0), 400, 'Quantity must be a whole number of at least 1'],
    [
      'fractional quantity',
      line('CA-1', 1.5),
      400,
      'Quantity must be a whole number of at least 1',
    ],
    ['negative quantity', line('CA-1', -1), 400, 'Quantity must be a whole number of at least 1'],
  ])('refuses %s', async (_name, payload, status, error) => {
    const { token } = await registerShopper(app);
    const res = await call.post(token, 'addCartProduct', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error });
    expect((await call.get(token)).json().carts).toEqual([]);
  });

  it('refuses an out-of-stock product and a quantity above stock with 409', async () => {
    const { token } = await registerShopper(app);
    const out = await call.post(token, 'addCartProduct', line(id('CA-2')));
    expect(out.statusCode).toBe(409);
    expect(out.json()).toEqual({
      success: false,
      error: "Sorry, 'Sold Out Tee' is out of stock.",
      code: 'OUT_OF_STOCK',
    });
    const above = await call.post(token, 'addCartProduct', line(id('CA-1'), 6));
    expect(above.statusCode).toBe(409);
    expect(above.json()).toEqual({
      success: false,
      error: 'Only 5 items available in stock.',
      code: 'INSUFFICIENT_STOCK',
    });
    expect((await call.get(token)).json().carts).toEqual([]);
  });
});
