import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchProducts } from '#seed/bench-catalogue';
import { insertProducts } from '#seed/insert-catalogue';
import { adminSearchText, products } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { adminProductKit, type AdminProduct } from './admin-product-test-kit';
import { likeContains } from '#db/like';
import { NEWEST } from './catalog-filters';

/** Enough of the bench catalogue that a scan would show; the 100,000 figure is in bench/. */
const BENCH_COUNT = 6_000;

interface Page {
  success: boolean;
  products: AdminProduct[];
  total: number;
  page: number;
  limit: number;
}

describe('GET /api/admin/products at scale', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof adminProductKit>;
  let ours: AdminProduct[];
  beforeAll(async () => {
    app = await buildTestApp();
    kit = adminProductKit(app);
    const old = new Date(Date.now() - 24 * 3600 * 1000);
    let batch = [];
    for (const product of benchProducts(BENCH_COUNT)) {
      batch.push(product);
      if (batch.length === 1000) {
        const chunk = batch;
        await app.db.transaction((tx) => insertProducts(tx, chunk, old));
        batch = [];
      }
    }
    await app.db.execute(sql`ANALYZE products`);
    ours = [
      await kit.addProduct({
        name: 'Qasr Embroidered Kandura',
        category: 'Kanduras',
        price: 612.25,
        originalPrice: 700,
        discount: 13,
      }),
      await kit.addProduct({
        name: 'Zephyr Knit Cardigan',
        gender: 'women',
        category: 'Knitwear',
        price: 333.33,
        originalPrice: null,
        discount: null,
      }),
    ];
  }, 240_000);
  afterAll(() => app.close());

  async function list(query: string): Promise<Page> {
    const res = await kit.call('GET', `/api/admin/products${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  }

  it('pages newest first with the total', async () => {
    const first = await list('');
    expect(first).toMatchObject({ success: true, total: BENCH_COUNT + 2, page: 1, limit: 10 });
    expect(first.products.map((p) => p.productid).slice(0, 2)).toEqual(
      [...ours].reverse().map((p) => p.productid),
    );
    const last = await list(`?page=${(BENCH_COUNT + 2) / 2}&limit=2`);
    expect(last.products).toHaveLength(2);
    const beyond = await list(`?page=${BENCH_COUNT}&limit=100`);
    expect(beyond.products).toEqual([]);
    expect(beyond.total).toBe(BENCH_COUNT + 2);

    // Consecutive pages tile the list: no product twice, none skipped.
    const a = await list('?page=3&limit=100');
    const b = await list('?page=4&limit=100');
    const seen = new Set([...a.products, ...b.products].map((p) => p._id));
    expect(seen.size).toBe(200);
  });

  it('reads a page past the middle in the order the database gives', async () => {
    const page = Math.floor((BENCH_COUNT + 2) / 100);
    const got = await list(`?page=${page}&limit=100`);
    const expected = await app.db
      .select({ productid: products.productid })
      .from(products)
      .orderBy(...NEWEST)
      .limit(100)
      .offset((page - 1) * 100);
    expect(got.products.map((p) => p.productid)).toEqual(expected.map((r) => r.productid));
  });

  it('counts a product added and deleted at once, in the total and in a search', async () => {
    const before = (await list('')).total;
    const added = await kit.addProduct({ name: 'Counted Tweed Gilet' });
    expect((await list('')).total).toBe(before + 1);
    expect((await list('?q=counted%20tweed')).total).toBe(1);
    const gone = await kit.call('DELETE', '/api/admin/products/delete-product', {
      productId: added._id,
    });
    expect(gone.statusCode).toBe(200);
    expect((await list('')).total).toBe(before);
    expect((await list('?q=counted%20tweed')).total).toBe(0);
  });

  it.each<[string, string, (p: AdminProduct & Record<string, unknown>) => boolean]>([
    ['product id', 'ss-0000', (p) => p.productid.startsWith('SS-')],
    ['name', 'EMBROIDERED kandura', (p) => p.name === 'Qasr Embroidered Kandura'],
    ['price as shown', '612.25', (p) => p.price === 612.25],
    ['price in dirhams', '333.3', (p) => p.price === 333.33],
    ['category', 'knitwear', (p) => p.category === 'Knitwear'],
  ])('searches by %s', async (_field, q, matches) => {
    const page = await list(`?q=${encodeURIComponent(q)}&limit=100`);
    expect(page.total).toBeGreaterThan(0);
    expect(page.products.length).toBe(Math.min(page.total, 100));
    for (const p of page.products)
      expect(matches(p as AdminProduct & Record<string, unknown>)).toBe(true);
  });

  it('searches by gender and discount over the bench catalogue, counted like the database does', async () => {
    for (const q of ['women', '35', 'bx-0059']) {
      const [row] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(sql`${adminSearchText(products)} LIKE ${likeContains(q)}`);
      const page = await list(`?q=${q}&limit=100`);
      expect(page.total, q).toBe(row?.n);
      expect(page.total, q).toBeGreaterThan(0);
    }
    const women = await list('?q=women&limit=100');
    expect(women.products.every((p) => JSON.stringify(p).toLowerCase().includes('women'))).toBe(
      true,
    );
  });

  it('finds nothing for text no product has', async () => {
    expect(await list('?q=zzqqxx')).toMatchObject({ products: [], total: 0 });
    expect(await list(`?q=${encodeURIComponent('%_\\')}`)).toMatchObject({ total: 0 });
  });

  it('serves a page, a deep page and a search quickly', async () => {
    for (const query of ['', `?page=${BENCH_COUNT / 100}&limit=100`, '?q=linen', '?q=ss-0']) {
      await list(query);
      const started = performance.now();
      await list(query);
      expect(performance.now() - started, query).toBeLessThan(400);
    }
  });

  it('serves a filtered and sorted page quickly', async () => {
    for (const query of [
      '?stock=low&sort=stock-asc&limit=100',
      '?gender=women&sort=name&limit=50',
      `?stock=in&sort=price-desc&page=${BENCH_COUNT / 200}&limit=100`,
      '?q=linen&category=Shirts&sort=price-asc',
    ]) {
      await list(query);
      const started = performance.now();
      await list(query);
      expect(performance.now() - started, query).toBeLessThan(400);
    }
  });

  it('uses the trigram index for a search', async () => {
    await app.db.execute(sql`SET enable_seqscan = off`);
    try {
      const plan = await app.db.execute(
        sql`EXPLAIN SELECT id FROM products WHERE ${adminSearchText(products)} LIKE ${likeContains('kandura')}`,
      );
      expect(JSON.stringify(plan)).toContain('products_admin_search_trgm_idx');
    } finally {
      await app.db.execute(sql`SET enable_seqscan = on`);
    }
  });

  it.each([
    ['?limit=101', 'Limit must be at most 100'],
    ['?page=0', 'Page must be 1 or more'],
    [`?q=${'x'.repeat(101)}`, 'Search text must be at most 100 characters'],
  ])('refuses %s', async (query, error) => {
    const res = await kit.call('GET', `/api/admin/products${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error });
  });
});
