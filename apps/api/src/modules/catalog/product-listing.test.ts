import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productColors, products, productVariants } from '#db/schema';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { catalogTestApp } from './catalog-test-data';

/** The storefront's first page of a search, as a shopper gets it. */
async function searched(app: FastifyInstance, q: string) {
  const res = await app.inject({ url: `/api/catalog/products?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return {
    total: body.total as number,
    items: body.items as { productid: string; price: number; colors: string[] }[],
    colors: (body.facets.colors as { name: string }[]).map((c) => c.name),
  };
}

describe('the in-memory product listing follows every change to a listed product', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Response cache off: every request picks its scope from the listing.
    app = await catalogTestApp(false);
  });
  afterAll(() => app.close());

  it('lists a product added, edited, recoloured and deleted since the last page', async () => {
    expect((await searched(app, 'Harbour Linen')).total).toBe(0);
    const ids = await seedProducts(app, [
      fixtureProduct({ productid: 'PL-1', name: 'Harbour Linen Shirt', priceFils: 9900 }),
    ]);
    const id = ids.get('PL-1') as string;
    expect((await searched(app, 'harbour linen')).items.map((p) => p.productid)).toEqual(['PL-1']);

    await app.db
      .update(products)
      .set({ name: 'Harbour Linen Overshirt', priceFils: 14950, gender: 'women' })
      .where(eq(products.id, id));
    const edited = await searched(app, 'overshirt');
    expect(edited.items.map((p) => [p.productid, p.price])).toEqual([['PL-1', 149.5]]);
    expect(
      (await app.inject({ url: '/api/catalog/products?gender=women&q=harbour' })).json().total,
    ).toBe(1);
    expect(
      (await app.inject({ url: '/api/catalog/products?gender=men&q=harbour' })).json().total,
    ).toBe(0);

    await app.db
      .update(productColors)
      .set({ name: 'Sand' })
      .where(and(eq(productColors.productId, id), eq(productColors.name, 'Navy')));
    expect((await searched(app, 'overshirt')).colors).toEqual(['Sand', 'White']);
    expect(
      (await app.inject({ url: '/api/catalog/products?q=overshirt&color=Sand' })).json().total,
    ).toBe(1);

    await app.db.delete(products).where(eq(products.id, id));
    expect((await searched(app, 'harbour')).total).toBe(0);
  });

  it('keeps its scope sets through a stock change, which lists nothing new', async () => {
    const ids = await seedProducts(app, [fixtureProduct({ productid: 'PL-2', stock: 5 })]);
    await searched(app, 'linen');
    const generation = app.catalogCache.listing.generation;
    const id = ids.get('PL-2') as string;
    await app.db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - 1` })
      .where(and(eq(productVariants.productId, id), eq(productVariants.color, 'Navy')));
    const page = await app.inject({ url: '/api/catalog/products/PL-2' });
    // 2 colours × 3 sizes of 5, less one of each Navy size: the sum, kept by the database.
    expect(page.json().product.stock).toBe(27);
    await searched(app, 'linen');
    expect(app.catalogCache.listing.generation).toBe(generation);
  });

  it('re-lists a product whose size sells out, and the size filter and facet follow', async () => {
    const ids = await seedProducts(app, [
      fixtureProduct({ productid: 'PL-5', name: 'Dhow Kandura', stock: 2 }),
    ]);
    const id = ids.get('PL-5') as string;
    const withL = async () =>
      (await app.inject({ url: '/api/catalog/products?q=dhow&size=L' })).json();
    const before = await withL();
    expect(before.total).toBe(1);
    expect(before.facets.sizes).toEqual([
      { name: 'S', count: 1 },
      { name: 'M', count: 1 },
      { name: 'L', count: 1 },
    ]);
    const generation = app.catalogCache.listing.generation;
    await app.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(and(eq(productVariants.productId, id), eq(productVariants.size, 'L')));
    const after = await withL();
    expect(after.total).toBe(0);
    expect(app.catalogCache.listing.generation).toBeGreaterThan(generation);
    const all = (await app.inject({ url: '/api/catalog/products?q=dhow' })).json();
    expect(all.facets.sizes.map((f: { name: string }) => f.name)).toEqual(['S', 'M']);
    expect(all.items[0].inStock).toBe(true);
  });

  it('sees a change whose transaction was still open while the listing was read', async () => {
    const ids = await seedProducts(app, [
      fixtureProduct({ productid: 'PL-3', name: 'Corniche Polo', priceFils: 5000 }),
      fixtureProduct({ productid: 'PL-4' }),
    ]);
    expect((await searched(app, 'corniche')).total).toBe(1);
    let commit = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let updated = () => {};
    const isUpdated = new Promise<void>((resolve) => {
      updated = resolve;
    });
    const writer = app.db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ name: 'Marina Polo' })
        .where(eq(products.id, ids.get('PL-3') as string));
      updated();
      await committed;
    });
    await isUpdated;
    // A stock change commits while the writer is open, so the next page reads the listing again:
    // on PostgreSQL that read runs inside the writer's open transaction and sees the old name;
    // the embedded database runs one transaction at a time, so there it waits for the commit.
    setTimeout(commit, 300);
    await app.db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + 1` })
      .where(eq(productVariants.productId, ids.get('PL-4') as string));
    const during = await searched(app, 'polo');
    await writer;
    expect(during.items.map((p) => p.productid)).toEqual(['PL-3']);
    expect((await searched(app, 'marina')).items.map((p) => p.productid)).toEqual(['PL-3']);
    expect((await searched(app, 'corniche')).total).toBe(0);
  });
});
