import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '#test/fixtures';
import { catalogTestApp, catalogue, productids } from './catalog-test-data';

describe('GET /api/catalog/products', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await catalogTestApp();
    await seedProducts(app, catalogue);
  });
  afterAll(() => app.close());

  const list = async (query: string) => {
    const res = await app.inject({ url: `/api/catalog/products?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it.each([
    ['', ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8']],
    ['gender=MEN', ['P1', 'P2', 'P3']],
    ['gender=women&category=DRESSES', ['P4', 'P5']],
    ['gender=Women&category=dresses&subcategory=midi', ['P5']],
    ['category=Accessories', ['P6']],
    ['category=t-shirts', ['P3', 'P7']],
    ['brand=noor', ['P1', 'P4']],
    ['brand=Noor&brand=DUNE', ['P1', 'P2', 'P4', 'P6']],
    ['color=navy', ['P1', 'P5']],
    ['color=Navy&color=black', ['P1', 'P2', 'P5']],
    ['color=White', ['P1', 'P3']],
    // The bound is on shown prices, VAT included: P1's 100.00 shows as 105.00.
    ['maxPrice=105', ['P1', 'P3', 'P6', 'P7']],
    ['maxPrice=104.99', ['P3', 'P6', 'P7']],
    ['maxPrice=100', ['P3', 'P6', 'P7']],
    ['maxPrice=0', []],
    ['minDiscount=20', ['P1', 'P3', 'P5', 'P8']],
    ['minDiscount=50', ['P8']],
    // No discount counts as 0 percent.
    ['minDiscount=0', ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8']],
    ['gender=men&brand=noor&color=white&maxPrice=105&minDiscount=20', ['P1']],
    ['gender=nobody', []],
  ])('filters ?%s', async (query, expected) => {
    const body = await list(query);
    expect(productids(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it.each([
    ['newest', ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8']],
    ['price-asc', ['P7', 'P3', 'P6', 'P1', 'P8', 'P2', 'P5', 'P4']],
    ['price-desc', ['P4', 'P5', 'P2', 'P8', 'P1', 'P6', 'P3', 'P7']],
    // Products without a discount come last, newest... in id order among themselves.
    ['discount', ['P8', 'P3', 'P5', 'P1', 'P4']],
  ])('sorts by %s', async (sort, expected) => {
    const ids = productids(await list(`sort=${sort}`));
    expect(ids.slice(0, expected.length)).toEqual(expected);
  });

  it('pages with the total of the refined list', async () => {
    const second = await list('limit=3&page=2');
    expect(second).toMatchObject({ success: true, total: 8, page: 2, limit: 3 });
    expect(productids(second)).toEqual(['P4', 'P5', 'P6']);
    const past = await list('brand=noor&limit=3&page=5');
    expect(past).toMatchObject({ total: 2, page: 5, items: [] });
  });

  it('describes the browsed scope in facets', async () => {
    const { facets } = await list('gender=women&category=dresses');
    expect(facets).toEqual({
      categories: [
        { name: 'Dresses', count: 2 },
        { name: 'Tops', count: 1 },
      ],
      subcategories: [
        { name: 'Maxi', count: 1 },
        { name: 'Midi', count: 1 },
      ],
      brands: [
        { name: 'Layla', count: 1 },
        { name: 'Noor', count: 1 },
      ],
      colors: [
        { name: 'Navy', count: 1 },
        { name: 'Red', count: 1 },
      ],
      // Products per size in stock (every size of both dresses is).
      sizes: [
        { name: 'S', count: 2 },
        { name: 'M', count: 2 },
        { name: 'L', count: 2 },
      ],
      discounts: [10, 20, 30],
      // Shown prices: 200.00 and 300.00 with VAT.
      price: { min: 210, max: 315 },
    });
  });

  it('keeps facets on the scope when refinements narrow the items', async () => {
    const plain = await list('gender=men');
    const refined = await list('gender=men&brand=dune&color=black&maxPrice=157.5&minDiscount=0');
    expect(refined.facets).toEqual(plain.facets);
    expect(productids(refined)).toEqual(['P2']);
    expect(plain.facets).toMatchObject({
      categories: [
        { name: 'Shirts', count: 2 },
        { name: 'T-Shirts', count: 1 },
      ],
      brands: [
        { name: 'Dune', count: 1 },
        { name: 'Noor', count: 1 },
        { name: 'Palm', count: 1 },
      ],
      colors: [
        { name: 'White', count: 2 },
        { name: 'Black', count: 1 },
        { name: 'Navy', count: 1 },
      ],
      discounts: [10, 20, 30, 40],
      price: { min: 52.5, max: 157.5 },
    });
  });

  it('gives empty facets for an empty scope', async () => {
    expect((await list('q=nothing-matches')).facets).toEqual({
      categories: [],
      subcategories: [],
      brands: [],
      colors: [],
      sizes: [],
      discounts: [],
      price: { min: 0, max: 0 },
    });
  });

  it.each([
    ['linen', ['P1']],
    ['LINEN shirt', ['P1']],
    ['noor', ['P1', 'P4']],
    ['accessories', ['P6']],
    ['women', ['P4', 'P5', 'P8']],
    ['%', ['P2']],
    ['100%', ['P2']],
    ['_', ['P3']],
    ["'", ['P4']],
    ["'sunset'", ['P4']],
    ['\\', ['P7']],
    ['🌸', ['P5']],
    ['%%', []],
    // Its words 'or' and '1' are both in 'Oxford 100% Cotton' (decision 46); nothing injected.
    ["' OR 1=1 --", ['P2']],
    ['"; DROP TABLE products; --', []],
  ])('searches %j by its words, each a case-insensitive substring', async (q, expected) => {
    const body = await list(`q=${encodeURIComponent(q)}`);
    expect(productids(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('combines search with scope and refinements', async () => {
    expect(productids(await list('q=dress&brand=layla'))).toEqual(['P5']);
    // 'Shirts' is P2's category, and search covers categories.
    expect(productids(await list('q=shirt&gender=men'))).toEqual(['P1', 'P2', 'P3']);
  });

  it.each([
    [`q=${'x'.repeat(5000)}`, 'Search text must be at most 100 characters'],
    [`brand=${'b'.repeat(101)}`, 'Brand is too long'],
    ['maxPrice=cheap', 'Maximum price must be a number'],
    ['maxPrice=-5', 'Maximum price must be 0 or more'],
    ['minDiscount=101', 'Minimum discount must be between 0 and 100'],
    ['limit=61', 'Limit must be at most 60'],
  ])('refuses %s', async (query, message) => {
    const res = await app.inject({ url: `/api/catalog/products?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });
});
