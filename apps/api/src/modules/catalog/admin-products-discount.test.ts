import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { importExportKit } from '../import-export/import-export-test-kit';
import { adminProductKit, type AdminProduct } from './admin-product-test-kit';

interface Listed {
  productid: string;
  discount: number | null;
}

describe('an empty discount is worked out from the two prices', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof adminProductKit>;
  beforeAll(async () => {
    app = await buildTestApp();
    kit = adminProductKit(app);
  });
  afterAll(() => app.close());

  const listed = async (query: string) =>
    (await app.inject({ url: `/api/catalog/products?q=zephyr&${query}` })).json<{
      items: Listed[];
    }>().items;

  it('on save, so the discount filter and sort agree with the card', async () => {
    // 140 of 200 is 30 % off; 25 % typed by the owner on the other; the third has no original price.
    const computed = await kit.addProduct({
      name: 'Zephyr Kaftan',
      price: 140,
      originalPrice: 200,
      discount: '',
    });
    const typed = await kit.addProduct({ name: 'Zephyr Abaya', price: 150, discount: 25 });
    const none = await kit.addProduct({
      name: 'Zephyr Shayla',
      originalPrice: '',
      discount: '',
    });
    const byId = (p: AdminProduct) => p.productid;

    const thirtyUp = await listed('minDiscount=30');
    expect(thirtyUp.map((p) => [p.productid, p.discount])).toEqual([[computed.productid, 30]]);
    const sorted = await listed('sort=discount');
    expect(sorted.map((p) => p.productid)).toEqual([computed, typed, none].map(byId));
    expect(sorted.map((p) => p.discount)).toEqual([30, 25, null]);
  });

  it('on update, when the owner empties the discount', async () => {
    const product = await kit.addProduct({ name: 'Zephyr Jalabiya', price: 120, discount: 5 });
    const body = await kit.productBody({
      name: 'Zephyr Jalabiya',
      price: 120,
      originalPrice: 180,
      discount: '',
    });
    const res = await kit.call('PUT', '/api/admin/products/update-product', {
      ...body,
      productid: product.productid,
    });
    expect(res.statusCode, res.body).toBe(200);
    // 60 of 180 is 33.33 % off, shown as 33 %.
    expect(res.json<{ product: Listed }>().product.discount).toBe(33);
  });

  it('for products saved before, by migration 0025 (rounded half away from zero)', async () => {
    const product = await kit.addProduct({ name: 'Zephyr Bisht', price: 199, originalPrice: 200 });
    // Saved before the fix: no discount although the original price is higher. 1 of 200 is 0.5 %.
    await app.db
      .update(products)
      .set({ discount: null })
      .where(eq(products.productid, product.productid));
    const migration = await readFile(
      new URL('../../../drizzle/0025_owner_fixes.sql', import.meta.url),
      'utf8',
    );
    // Its first statement: the rest of 0025 rebuilds the order search's index.
    const [update] = migration.split('--> statement-breakpoint');
    await app.db.execute(sql.raw(update ?? ''));
    const [row] = await app.db
      .select({ discount: products.discount })
      .from(products)
      .where(eq(products.productid, product.productid));
    expect(row?.discount).toBe(1);
  });
});

describe('a discount left as it was is worked out again when a price changes', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof importExportKit>;
  beforeAll(async () => {
    app = await buildTestApp();
    kit = importExportKit(app);
  });
  afterAll(() => app.close());

  const storedDiscount = async (productid: string) =>
    (
      await app.db
        .select({ discount: products.discount })
        .from(products)
        .where(eq(products.productid, productid))
    )[0]?.discount;

  it('by a CSV import that changes the price from 199 to 189 of 249 (20 % → 24 %)', async () => {
    const product = await kit.products.addProduct({
      name: 'Quill Abaya',
      price: 199,
      originalPrice: 249,
      discount: '',
    });
    expect(await storedDiscount(product.productid)).toBe(20);
    const rows = (await kit.exportProducts()).rows.filter((r) => r.productid === product.productid);
    expect(rows[0]).toMatchObject({ price: '199.00', discount: '20' });
    const res = await kit.importCsv(kit.csvOf(rows.map((r) => ({ ...r, price: '189.00' }))));
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedDiscount(product.productid)).toBe(24);
  });

  it('by the product form saved with the discount it loaded; a discount typed is kept', async () => {
    const product = await kit.products.addProduct({
      name: 'Quill Kaftan',
      price: 199,
      originalPrice: 249,
      discount: 20,
    });
    const save = async (overrides: Record<string, unknown>) => {
      const body = await kit.products.productBody({ name: 'Quill Kaftan', ...overrides });
      const res = await kit.products.call('PUT', '/api/admin/products/update-product', {
        ...body,
        productid: product.productid,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ product: Listed }>().product.discount;
    };
    expect(await save({ price: 189, originalPrice: 249, discount: 20 })).toBe(24);
    expect(await save({ price: 179, originalPrice: 249, discount: 40 })).toBe(40);
    expect(await save({ price: 169, originalPrice: 249, discount: 40 })).toBe(40);
  });
});
