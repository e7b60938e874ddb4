import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '#db/schema';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';
import { bearer, registerShopper } from '../auth/test-users';
import { clearCart, listCartLines } from './cart-repository';
import { cartCalls, line } from './cart-test-kit';

describe('changing the bag', () => {
  let app: FastifyInstance;
  let ids: Map<string, string>;
  let call: ReturnType<typeof cartCalls>;
  beforeAll(async () => {
    // Many shoppers register from one test client: lift the per-client sign-up limit.
    app = await buildTestApp({ rateLimitMultiplier: 100 });
    call = cartCalls(app);
    ids = await seedProducts(app, [
      fixtureProduct({ productid: 'CE-1', name: 'Chino', stock: 4 }),
      fixtureProduct({ productid: 'CE-2', name: 'Polo', stock: 9 }),
    ]);
  });
  afterAll(() => app.close());

  const id = (code: string) => ids.get(code) ?? '';
  const quantities = async (token: string) =>
    (await call.get(token)).json().carts.map((c: { quantity: number }) => c.quantity);

  /** A shopper with CE-1 Navy/M x1, CE-1 White/S x2 and CE-2 Navy/M x3. */
  async function filledShopper() {
    const shopper = await registerShopper(app);
    await call.post(shopper.token, 'addCartProduct', line(id('CE-1'), 1));
    await call.post(shopper.token, 'addCartProduct', line(id('CE-1'), 2, 'White', 'S'));
    await call.post(shopper.token, 'addCartProduct', line(id('CE-2'), 3));
    return shopper;
  }

  it('removes one line by product and selections', async () => {
    const { token } = await filledShopper();
    const res = await call.post(token, 'removeCart', {
      productid: id('CE-1'),
      selections: { color: 'white', size: 's' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Product removed from cart.' });
    expect(res.json().cart.carts.map((c: { quantity: number }) => c.quantity)).toEqual([1, 3]);
  });

  it('removes every line of a product without selections, and again without error', async () => {
    const { token } = await filledShopper();
    await call.post(token, 'removeCart', { productid: 'CE-1' });
    const again = await call.post(token, 'removeCart', { productid: 'CE-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().cart.carts).toEqual([
      { productid: id('CE-2'), quantity: 3, selections: { color: 'Navy', size: 'M' } },
    ]);
  });

  it('updates one line, or every line of a product, within stock', async () => {
    const { token } = await filledShopper();
    const one = await call.post(token, 'updateQuantity', { ...line(id('CE-1'), 4) });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ success: true, cart: { totals: { totalItems: 9 } } });
    await call.post(token, 'updateQuantity', { productid: id('CE-1'), quantity: '3' });
    expect(await quantities(token)).toEqual([3, 3, 3]);
  });

  it('refuses quantities above stock or below 1 and leaves the line alone', async () => {
    const { token } = await filledShopper();
    const above = await call.post(token, 'updateQuantity', line(id('CE-1'), 5));
    expect(above.statusCode).toBe(409);
    expect(above.json()).toEqual({
      success: false,
      error: 'Only 4 items in stock',
      code: 'INSUFFICIENT_STOCK',
    });
    for (const quantity of [0, -1, 1.5, 'two']) {
      const res = await call.post(token, 'updateQuantity', line(id('CE-1'), quantity as number));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Quantity must be a whole number of at least 1');
    }
    expect(await quantities(token)).toEqual([1, 2, 3]);
  });

  it('refuses in Arabic, with the stock filled in, when the shopper reads Arabic', async () => {
    const { token } = await filledShopper();
    const above = await app.inject({
      method: 'POST',
      url: '/api/cart/updateQuantity',
      headers: { ...bearer(token), cookie: 'lang=ar' },
      payload: line(id('CE-1'), 5),
    });
    expect(above.statusCode).toBe(409);
    expect(above.json()).toEqual({
      success: false,
      error: 'يتوفر 4 قطع فقط في المخزون',
      code: 'INSUFFICIENT_STOCK',
    });
    expect(above.headers.vary).toContain('Accept-Language');
  });

  it('answers 404 for a line not in the bag or an unknown product', async () => {
    const { token } = await filledShopper();
    const missing = await call.post(token, 'updateQuantity', line(id('CE-2'), 1, 'White', 'L'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Product not found in cart' });
    for (const path of ['updateQuantity', 'removeCart']) {
      const res = await call.post(token, path, line('NOPE-9'));
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Product not found');
    }
  });

  it('validates remove and update bodies', async () => {
    const { token } = await registerShopper(app);
    const noId = await call.post(token, 'removeCart', {});
    expect(noId.json()).toMatchObject({ error: 'Product id is required', code: 'VALIDATION' });
    const noColor = await call.post(token, 'removeCart', {
      productid: id('CE-1'),
      selections: { size: 'M' },
    });
    expect(noColor.statusCode).toBe(400);
    expect(noColor.json().error).toBe('Please select a color');
  });

  it('refuses an update to a product that has sold out', async () => {
    const seeded = await seedProducts(app, [
      fixtureProduct({ productid: 'CE-9', name: 'Last One', stock: 1 }),
    ]);
    const productId = seeded.get('CE-9') ?? '';
    const { token } = await registerShopper(app);
    await call.post(token, 'addCartProduct', line(productId));
    // Every colour and size sold out.
    await app.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.productId, productId));
    const res = await call.post(token, 'updateQuantity', line(productId));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      error: "Sorry, 'Last One' is out of stock.",
    });
    // The line stays in the bag for the shopper to remove; checkout refuses it.
    expect(await quantities(token)).toEqual([1]);
  });

  it('clears the bag', async () => {
    const { token } = await filledShopper();
    const res = await app.inject({ method: 'GET', url: '/api/cart/clear', headers: bearer(token) });
    expect(res.json()).toEqual({ success: true });
    expect(await quantities(token)).toEqual([]);
  });

  it("only ever touches the token's shopper", async () => {
    const a = await filledShopper();
    const b = await registerShopper(app);
    await call.post(b.token, 'removeCart', { productid: id('CE-1'), userid: a.user._id });
    await call.post(b.token, 'updateQuantity', { ...line(id('CE-2'), 1), userid: a.user._id });
    await app.inject({ method: 'GET', url: '/api/cart/clear', headers: bearer(b.token) });
    expect(await quantities(a.token)).toEqual([1, 2, 3]);
  });

  it('needs a shopper token: 401 without one, 403 for an admin', async () => {
    const admin = await app.tokens.sign({
      userId: '00000000-0000-4000-8000-000000000001',
      role: 'admin',
    });
    const calls = [
      { method: 'GET', url: '/api/cart/' },
      { method: 'GET', url: '/api/cart' },
      { method: 'GET', url: '/api/cart/clear' },
      { method: 'POST', url: '/api/cart/addCartProduct', payload: line(id('CE-1')) },
      { method: 'POST', url: '/api/cart/removeCart', payload: { productid: id('CE-1') } },
      { method: 'POST', url: '/api/cart/updateQuantity', payload: line(id('CE-1')) },
    ] as const;
    for (const c of calls) {
      expect((await app.inject(c)).statusCode).toBe(401);
      expect((await app.inject({ ...c, headers: bearer(admin) })).statusCode).toBe(403);
    }
  });

  it('gives checkout the lines in order and empties the bag inside its transaction', async () => {
    const { token, user } = await filledShopper();
    const lines = await app.db.transaction(async (tx) => {
      const read = await listCartLines(tx, user._id);
      await clearCart(tx, user._id);
      return read;
    });
    expect(lines).toEqual([
      expect.objectContaining({ productId: id('CE-1'), color: 'Navy', size: 'M', quantity: 1 }),
      expect.objectContaining({ productId: id('CE-1'), color: 'White', size: 'S', quantity: 2 }),
      expect.objectContaining({ productId: id('CE-2'), color: 'Navy', size: 'M', quantity: 3 }),
    ]);
    expect(await quantities(token)).toEqual([]);
    expect(await listCartLines(app.db, user._id)).toEqual([]);
  });
});
