import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, productColors, products } from '#db/schema';
import { PUBLIC_CATALOGUE } from '#platform/cache-headers';
import { seedProducts } from '#test/fixtures';
import { catalogTestApp, catalogue } from './catalog-test-data';

describe.each([
  ['on', true],
  ['off', false],
])('catalogue validators with the response cache %s', (_label, responseCache) => {
  let app: FastifyInstance;
  let ids: Map<string, string>;
  beforeAll(async () => {
    app = await catalogTestApp(responseCache);
    ids = await seedProducts(app, catalogue);
  });
  afterAll(() => app.close());

  const get = (url: string, etag?: string) =>
    app.inject({ url, headers: etag ? { 'if-none-match': etag } : {} });

  it.each([
    '/api/catalog/products?gender=men',
    '/api/catalog/suggest?q=linen',
    '/api/catalog/products/P1',
    '/api/catalog/nav',
    '/api/api/offers',
    '/api/api/products/',
  ])('%s carries an ETag and answers 304 to it', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"c\d+-[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(PUBLIC_CATALOGUE);
    const again = await get(url, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(url, `"other", W/${etag}`)).statusCode).toBe(304);
    expect((await get(url)).body).toBe(first.body);
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
  ] as const)(
    'answers Accept-Encoding %s with %s bytes of the same JSON',
    async (accept, encoding, decode) => {
      const url = '/api/catalog/products?gender=women';
      const plain = await get(url);
      for (let i = 0; i < 2; i += 1) {
        const res = await app.inject({ url, headers: { 'accept-encoding': accept } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toContain('accept-encoding');
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
      }
    },
  );

  it('gives different requests different validators', async () => {
    const men = await get('/api/catalog/products?gender=men');
    const women = await get('/api/catalog/products?gender=women');
    expect(men.headers.etag).not.toBe(women.headers.etag);
    // The same query with its parameters in another order is the same request.
    const reordered = await get('/api/catalog/products?sort=newest&gender=men');
    expect(reordered.headers.etag).toBe(men.headers.etag);
  });

  it('serves a product change at once, with a new validator', async () => {
    const url = '/api/catalog/products?gender=men';
    const before = await get(url);
    await app.db.update(products).set({ priceFils: 7700 }).where(eq(products.productid, 'P1'));
    const after = await get(url, before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().items[0]).toMatchObject({ productid: 'P1', price: 77 });
    expect(after.json().facets.price.min).toBe(52.5); // 50.00 with VAT
  });

  it('sees colour changes in filters, facets and the product page', async () => {
    await app.db
      .update(productColors)
      .set({ name: 'Teal' })
      .where(eq(productColors.productId, ids.get('P2')!));
    const teal = (await get('/api/catalog/products?color=teal')).json();
    expect(teal.items.map((p: { productid: string }) => p.productid)).toEqual(['P2']);
    expect(teal.facets.colors).toContainEqual({ name: 'Teal', count: 1 });
    expect((await get('/api/catalog/products/P2')).json().product.colors).toEqual(['Teal']);
  });

  it('sees a new offer in the offer list', async () => {
    const before = await get('/api/api/offers');
    await app.db.insert(offers).values({ title: 'Eid', description: 'Eid sale', discountText: '' });
    const after = await get('/api/api/offers', before.headers.etag as string);
    expect(after.statusCode).toBe(200);
    expect(after.json().offers.map((o: { title: string }) => o.title)).toContain('Eid');
  });

  it('never puts a validator on an error', async () => {
    const res = await get('/api/catalog/products/NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});
