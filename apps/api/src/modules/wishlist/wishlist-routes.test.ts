import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';
import { bearer, registerShopper } from '../auth/test-users';

describe('wishlist', () => {
  let app: FastifyInstance;
  let ids: Map<string, string>;
  beforeAll(async () => {
    // Many shoppers register from one test client: lift the per-client sign-up limit.
    app = await buildTestApp({ rateLimitMultiplier: 100 });
    ids = await seedProducts(app, [
      fixtureProduct({ productid: 'WL-1', name: 'Silk Scarf' }),
      fixtureProduct({ productid: 'WL-2', name: 'Wool Hat' }),
    ]);
  });
  afterAll(() => app.close());

  const id = (code: string) => ids.get(code) ?? '';
  const get = (token: string) =>
    app.inject({ method: 'GET', url: '/api/wishlist', headers: bearer(token) });
  const post = (token: string, path: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `/api/wishlist/${path}`, headers: bearer(token), payload });

  it('starts empty', async () => {
    const { token } = await registerShopper(app);
    expect((await get(token)).json()).toEqual({ success: true, wishlist: [], items: [] });
  });

  it('adds by _id or product code, newest first, with the catalogue product JSON', async () => {
    const { token } = await registerShopper(app);
    const first = await post(token, 'addWishlist', { productid: id('WL-1') });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: 'Added to wishlist',
      wishlist: [{ productid: id('WL-1') }],
    });
    await post(token, 'addWishlist', { productid: 'WL-2' });
    const body = (await get(token)).json();
    expect(body.wishlist).toEqual([{ productid: id('WL-2') }, { productid: id('WL-1') }]);
    const detail = await app.inject({ method: 'GET', url: `/api/catalog/products/${id('WL-2')}` });
    // Exactly the JSON the product page reads.
    expect(body.items[0]).toEqual(detail.json().product);
    expect(body.items[1]).toMatchObject({
      _id: id('WL-1'),
      name: 'Silk Scarf',
      colors: ['Navy', 'White'],
    });
  });

  it('keeps one entry when a product is added twice, even at once', async () => {
    const { token } = await registerShopper(app);
    await post(token, 'addWishlist', { productid: id('WL-1') });
    await Promise.all([1, 2, 3].map(() => post(token, 'addWishlist', { productid: id('WL-1') })));
    expect((await get(token)).json().wishlist).toEqual([{ productid: id('WL-1') }]);
  });

  it('removes, and removing again still succeeds', async () => {
    const { token } = await registerShopper(app);
    await post(token, 'addWishlist', { productid: id('WL-1') });
    await post(token, 'addWishlist', { productid: id('WL-2') });
    const res = await post(token, 'removeWishlist', { productid: id('WL-1') });
    expect(res.json()).toEqual({
      success: true,
      message: 'Removed from wishlist',
      wishlist: [{ productid: id('WL-2') }],
    });
    expect((await post(token, 'removeWishlist', { productid: id('WL-1') })).statusCode).toBe(200);
  });

  it('validates the product id and refuses unknown products', async () => {
    const { token } = await registerShopper(app);
    for (const path of ['addWishlist', 'removeWishlist']) {
      const empty = await post(token, path, { productid: ' ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ error: 'Product id is required', code: 'VALIDATION' });
      const unknown = await post(token, path, { productid: 'NOPE-1' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe('Product not found');
    }
  });

  it('keeps shoppers apart whatever userid the body names', async () => {
    const a = await registerShopper(app);
    const b = await registerShopper(app);
    await post(a.token, 'addWishlist', { productid: id('WL-1') });
    await post(b.token, 'removeWishlist', { productid: id('WL-1'), userid: a.user._id });
    await post(b.token, 'addWishlist', { productid: id('WL-2'), userid: a.user._id });
    expect((await get(a.token)).json().wishlist).toEqual([{ productid: id('WL-1') }]);
    expect((await get(b.token)).json().wishlist).toEqual([{ productid: id('WL-2') }]);
  });

  it('drops entries of a deleted product', async () => {
    const { token } = await registerShopper(app);
    const seeded = await seedProducts(app, [fixtureProduct({ productid: 'WL-9' })]);
    await post(token, 'addWishlist', { productid: 'WL-9' });
    await app.db.delete(products).where(eq(products.id, seeded.get('WL-9') ?? ''));
    expect((await get(token)).json()).toMatchObject({ wishlist: [], items: [] });
  });

  it('needs a shopper token: 401 without one, 403 for an admin', async () => {
    const admin = await app.tokens.sign({
      userId: '00000000-0000-4000-8000-000000000001',
      role: 'admin',
    });
    const calls = [
      { method: 'GET', url: '/api/wishlist' },
      { method: 'POST', url: '/api/wishlist/addWishlist', payload: { productid: id('WL-1') } },
      { method: 'POST', url: '/api/wishlist/removeWishlist', payload: { productid: id('WL-1') } },
    ] as const;
    for (const c of calls) {
      expect((await app.inject(c)).statusCode).toBe(401);
      expect((await app.inject({ ...c, headers: bearer(admin) })).statusCode).toBe(403);
    }
  });
});
