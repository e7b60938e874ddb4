import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, products } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { adminProductKit, type AdminProduct } from './admin-product-test-kit';

interface Row extends AdminProduct {
  originalPrice: number | null;
  discount: number | null;
  stockState: 'in' | 'low' | 'out';
}
interface Page {
  products: Row[];
  total: number;
  categories: string[];
}

/** Manage Product's filters, sort and bulk actions, over products named "Marwa …". */
describe('Manage Product: filters, sort and bulk actions', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof adminProductKit>;
  let images: Record<string, string[]>;
  beforeAll(async () => {
    // A version read is trusted for a minute: the storefront sees a bulk change only because the
    // action says the catalogue changed.
    app = await buildTestApp({ catalog: { responseCache: true, versionTtlMs: 60_000 } });
    kit = adminProductKit(app);
    images = await kit.uploadColors(['Navy']);
  });
  afterAll(() => app.close());

  /** A product in Navy, sizes S and M with the stock given. */
  const product = (name: string, stock: [number, number], fields: Record<string, unknown> = {}) =>
    kit.addProduct({
      name,
      colors: ['Navy'],
      colorImages: images,
      sizes: ['S', 'M'],
      variants: [
        { color: 'Navy', size: 'S', stock: stock[0] },
        { color: 'Navy', size: 'M', stock: stock[1] },
      ],
      ...fields,
    });

  async function list(query: string): Promise<Page> {
    const res = await kit.call('GET', `/api/admin/products?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  }
  const names = (page: Page) => page.products.map((p) => p.name);

  async function bulk(action: string, body: object) {
    return kit.call('POST', `/api/admin/products/bulk-${action}`, body);
  }

  describe('the list', () => {
    let plenty: Row, low: Row, out: Row, kids: Row;
    beforeAll(async () => {
      plenty = (await product('Marwa Plenty Abaya', [20, 30], {
        price: 300,
        originalPrice: null,
        discount: null,
        category: 'Abayas',
        gender: 'women',
      })) as Row;
      low = (await product('Marwa Low Kaftan', [0, 9], {
        price: 100,
        originalPrice: null,
        discount: null,
        category: 'Kaftans',
        gender: 'women',
      })) as Row;
      out = (await product('Marwa Out Shirt', [0, 0], {
        price: 200,
        originalPrice: null,
        discount: null,
        category: 'Shirts',
        gender: 'men',
      })) as Row;
      kids = (await product('marwa kids tee', [6, 6], {
        price: 50,
        originalPrice: null,
        discount: null,
        category: 'Shirts',
        gender: 'kids',
      })) as Row;
    });

    it('keeps the plain call as it was: newest first, searched, with its total', async () => {
      const page = await list('q=marwa&page=1&limit=10');
      expect(names(page)).toEqual([kids, out, low, plenty].map((p) => p.name));
      expect(page.total).toBe(4);
      expect(page.products.map((p) => p.stockState)).toEqual(['in', 'out', 'low', 'in']);
    });

    it('filters by gender, category and stock state, a state following the variants', async () => {
      expect(names(await list('q=marwa&gender=women'))).toEqual([low.name, plenty.name]);
      expect(names(await list('q=marwa&category=Shirts'))).toEqual([kids.name, out.name]);
      expect(names(await list('q=marwa&stock=out'))).toEqual([out.name]);
      // One size sold out and the other at 9: low, though the total is 9.
      expect(names(await list('q=marwa&stock=low'))).toEqual([low.name]);
      expect(names(await list('q=marwa&stock=in'))).toEqual([kids.name, plenty.name]);
      const both = await list('q=marwa&gender=men&category=Shirts&stock=out');
      expect({ names: names(both), total: both.total }).toEqual({ names: [out.name], total: 1 });
      expect((await list('q=marwa')).categories).toEqual(
        expect.arrayContaining(['Abayas', 'Kaftans', 'Shirts']),
      );
    });

    it('sorts by name, price and stock, and pages the sorted list', async () => {
      expect(names(await list('q=marwa&sort=name'))).toEqual(
        [kids, low, out, plenty].map((p) => p.name),
      );
      expect(names(await list('q=marwa&sort=price-asc'))).toEqual(
        [kids, low, out, plenty].map((p) => p.name),
      );
      expect(names(await list('q=marwa&sort=price-desc'))).toEqual(
        [plenty, out, low, kids].map((p) => p.name),
      );
      expect(names(await list('q=marwa&sort=stock-asc'))).toEqual(
        [out, low, kids, plenty].map((p) => p.name),
      );
      const second = await list('q=marwa&sort=stock-desc&page=2&limit=2');
      expect({ names: names(second), total: second.total }).toEqual({
        names: [low.name, out.name],
        total: 4,
      });
    });

    it('refuses filters it does not know and values past their maxima', async () => {
      for (const query of [
        'stock=some',
        'sort=colour',
        'gender=aliens',
        `category=${'x'.repeat(101)}`,
        'limit=101',
      ]) {
        const res = await kit.call('GET', `/api/admin/products?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json()).toMatchObject({ success: false });
      }
    });
  });

  describe('bulk actions', () => {
    const auditOf = (objectIds: string[]) =>
      app.db
        .select()
        .from(adminAuditLog)
        .where(inArray(adminAuditLog.objectId, objectIds))
        .orderBy(desc(adminAuditLog.createdAt));
    const lastBulk = async (action: string) =>
      (
        await app.db
          .select()
          .from(adminAuditLog)
          .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.objectType, 'bulk')))
          .orderBy(desc(adminAuditLog.createdAt))
          .limit(1)
      )[0];
    const shown = async (productid: string) =>
      (await app.inject({ url: `/api/catalog/products/${productid}` })).json<{
        product: { price: number; originalPrice: number | null; discount: number | null };
      }>().product;

    it('sets a discount: the price follows from the original price, at once on the storefront', async () => {
      const a = await product('Noor Discount A', [5, 5], {
        price: 149.5,
        originalPrice: 199,
        discount: 25,
      });
      const b = await product('Noor Discount B', [5, 5], {
        price: 12.25,
        originalPrice: null,
        discount: null,
      });
      const c = await product('Noor Discount C', [5, 5], {
        price: 80,
        originalPrice: null,
        discount: null,
      });
      // The storefront has the old prices cached.
      expect((await shown(b.productid)).price).toBe(12.25);

      // A is 25 % off now: 20 % off its original price raises it, which the owner confirms.
      const res = await bulk('discount', {
        ids: [a._id, b._id, c.productid],
        discount: 20,
        allowIncrease: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().products).toHaveLength(3);
      // 20 % off 199 = 159.20; off 12.25 = 9.80 (2.45 off); off 80 = 64.
      expect(await shown(a.productid)).toMatchObject({
        price: 159.2,
        originalPrice: 199,
        discount: 20,
      });
      expect(await shown(b.productid)).toMatchObject({
        price: 9.8,
        originalPrice: 12.25,
        discount: 20,
      });
      expect(await shown(c.productid)).toMatchObject({
        price: 64,
        originalPrice: 80,
        discount: 20,
      });

      const run = await lastBulk('bulk.discount');
      expect(run?.changes).toEqual({
        ids: expect.arrayContaining([a.productid, b.productid, c.productid]),
        count: 3,
        discount: 20,
        raised: 1,
      });
      // Filed under each product's row id, as its own edits are; money in fils, as they are.
      const records = await auditOf([a._id, b._id]);
      expect(records.map((r) => [r.objectId, r.action, r.changes])).toEqual(
        expect.arrayContaining([
          [
            a._id,
            'product.update',
            { price: { from: 14_950, to: 15_920 }, discount: { from: 25, to: 20 } },
          ],
          [
            b._id,
            'product.update',
            {
              price: { from: 1_225, to: 980 },
              originalPrice: { from: null, to: 1_225 },
              discount: { from: null, to: 20 },
            },
          ],
        ]),
      );
      expect(records.every((r) => r.adminUsername !== 'system')).toBe(true);
    });

    it('moves prices by a percent, rounded to the fils, the original price with them', async () => {
      const a = await product('Noor Price A', [5, 5], {
        price: 149.5,
        originalPrice: 199,
        discount: 25,
      });
      const b = await product('Noor Price B', [5, 5], {
        price: 0.25,
        originalPrice: null,
        discount: null,
      });
      const up = await bulk('price', { ids: [a._id], percent: 10 });
      expect(up.statusCode, up.body).toBe(200);
      expect(await shown(a.productid)).toMatchObject({
        price: 164.45,
        originalPrice: 218.9,
        discount: 25,
      });
      // −15 % of 0.25 is 3.75 fils, rounded away from zero: 0.21. −99 % never goes under 0.01.
      await bulk('price', { ids: [b._id], percent: -15 });
      expect((await shown(b.productid)).price).toBe(0.21);
      await bulk('price', { ids: [b._id], percent: -99 });
      expect((await shown(b.productid)).price).toBe(0.01);
      expect((await lastBulk('bulk.price'))?.changes).toEqual({
        ids: [b.productid],
        count: 1,
        percent: -99,
      });
    });

    it('refuses a price past the form maximum and changes none of the products', async () => {
      const cheap = await product('Noor Cap Cheap', [5, 5], {
        price: 10,
        originalPrice: null,
        discount: null,
      });
      const dear = await product('Noor Cap Dear', [5, 5], {
        price: 90_000,
        originalPrice: null,
        discount: null,
      });
      const res = await bulk('price', { ids: [cheap._id, dear._id], percent: 20 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'PRICE_TOO_HIGH' });
      expect((await shown(cheap.productid)).price).toBe(10);
    });

    it('refuses the whole action when one id is unknown, changing and recording nothing', async () => {
      const known = await product('Noor Unknown Known', [5, 5], {
        price: 40,
        originalPrice: null,
        discount: null,
      });
      for (const [action, body] of [
        ['discount', { discount: 30 }],
        ['price', { percent: 10 }],
        ['delete', {}],
      ] as const) {
        const res = await bulk(action, { ids: [known._id, 'SS-999999'], ...body });
        expect(res.statusCode, action).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'PRODUCTS_NOT_FOUND' });
      }
      expect(await shown(known.productid)).toMatchObject({ price: 40, discount: null });
      // Its history holds only its creation.
      expect((await auditOf([known._id, known.productid])).map((r) => r.action)).toEqual([
        'product.create',
      ]);
    });

    it('refuses more than 100 ids, no ids, a discount of 100 and a change of 0', async () => {
      const ids = Array.from({ length: 101 }, (_, i) => `SS-${String(i).padStart(6, '0')}`);
      const cases: Array<[string, object]> = [
        ['delete', { ids }],
        ['delete', { ids: [] }],
        ['discount', { ids: ['SS-000001'], discount: 100 }],
        ['discount', { ids: ['SS-000001'], discount: 12.5 }],
        ['price', { ids: ['SS-000001'], percent: 0 }],
        ['price', { ids: ['SS-000001'], percent: -100 }],
        ['price', { ids: ['SS-000001'], percent: 5, extra: true }],
      ];
      for (const [action, body] of cases) {
        const res = await bulk(action, body);
        expect(res.statusCode, `${action} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      }
      const shopper = await app.inject({
        method: 'POST',
        url: '/api/admin/products/bulk-delete',
        headers: await kit.shopper(),
        payload: { ids: ['SS-000001'] },
      });
      expect(shopper.statusCode).toBe(403);
    });

    it('deletes the chosen products in one go, each and the run in the audit log', async () => {
      const doomed = [
        await product('Noor Delete A', [5, 5]),
        await product('Noor Delete B', [5, 5]),
        await product('Noor Delete C', [5, 5]),
      ];
      const kept = await product('Noor Delete Kept', [5, 5]);
      const res = await bulk('delete', { ids: doomed.map((p) => p._id) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, deleted: 3 });
      const left = await app.db
        .select({ productid: products.productid })
        .from(products)
        .where(
          inArray(
            products.productid,
            [...doomed, kept].map((p) => p.productid),
          ),
        );
      expect(left).toEqual([{ productid: kept.productid }]);
      expect(
        (await app.inject({ url: `/api/catalog/products/${doomed[0]!.productid}` })).statusCode,
      ).toBe(404);
      const records = await auditOf(doomed.map((p) => p._id));
      // Newest first: each product's deletion above its creation.
      expect(records.map((r) => r.action)).toEqual([
        'product.delete',
        'product.delete',
        'product.delete',
        'product.create',
        'product.create',
        'product.create',
      ]);
      expect(records[0]?.changes).toMatchObject({
        name: { from: expect.stringMatching(/^Noor Delete/) },
      });
      expect((await lastBulk('bulk.delete'))?.changes).toEqual({
        ids: expect.arrayContaining(doomed.map((p) => p.productid)),
        count: 3,
      });
    });
  });
});
