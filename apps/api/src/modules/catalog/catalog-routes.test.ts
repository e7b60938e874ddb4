import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerProducts, offers } from '#db/schema';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';

describe('catalogue reads', () => {
  let app: FastifyInstance;
  let ids: Map<string, string>;
  beforeAll(async () => {
    app = await buildTestApp();
    ids = await seedProducts(app, [
      fixtureProduct({
        productid: 'CT-1',
        name: 'Oxford Shirt',
        priceFils: 14950,
        createdDaysAgo: 1,
      }),
      fixtureProduct({
        productid: 'CT-2',
        gender: 'women',
        category: 'Dresses',
        subcategory: 'Maxi',
        priceFils: 29900,
        createdDaysAgo: 2,
      }),
      fixtureProduct({
        productid: 'CT-3',
        gender: 'women',
        category: 'Dresses',
        subcategory: 'Midi',
        priceFils: 19900,
        originalPriceFils: null,
        discount: null,
        createdDaysAgo: 3,
      }),
      fixtureProduct({
        productid: 'CT-4',
        gender: 'kids',
        category: 'T-Shirts',
        subcategory: null,
        stock: 0,
        createdDaysAgo: 4,
      }),
      fixtureProduct({
        productid: 'CT-5',
        gender: 'others',
        category: 'Accessories',
        subcategory: 'Bags',
        sizes: ['One Size'],
        createdDaysAgo: 5,
      }),
    ]);
    const [offer] = await app.db
      .insert(offers)
      .values({
        title: 'Summer Sale',
        description: 'Up to 50% off',
        discountText: 'Up to 50% OFF',
        imageKey: 'seed/offer-summer.webp',
      })
      .returning();
    await app.db
      .insert(offerProducts)
      .values({ offerId: offer!.id, productId: ids.get('CT-2')!, position: 0 });
  });
  afterAll(() => app.close());

  it('GET /api/api/products/ returns every product with the original fields', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/api/products/' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(5);
    const shirt = list.find((p: { productid: string }) => p.productid === 'CT-1');
    expect(shirt).toMatchObject({
      _id: ids.get('CT-1'),
      name: 'Oxford Shirt',
      brand: 'Test Brand',
      price: 149.5,
      originalPrice: 129,
      discount: 23,
      // The fixture holds 10 of each of its 2 colours × 3 sizes: stock is their sum.
      stock: 60,
      inStock: true,
      sizes: ['S', 'M', 'L'],
      colors: ['Navy', 'White'],
      colorImages: {
        Navy: ['/media/test/CT-1-navy-1.webp', '/media/test/CT-1-navy-2.webp'],
        White: ['/media/test/CT-1-white-1.webp'],
      },
      defaultImg: '/media/test/CT-1-navy-1.webp',
      category: 'Shirts',
      subcategory: 'Casual',
      gender: 'men',
      description: 'A test product.',
    });
    expect(shirt.variants).toHaveLength(6);
    expect(shirt.variants[0]).toEqual({ color: 'Navy', size: 'S', sku: 'CT-1-NAVY-S', stock: 10 });
  });

  it('GET /api/api/offers returns the offers with their product ids', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/api/offers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      offers: [
        expect.objectContaining({
          title: 'Summer Sale',
          discountText: 'Up to 50% OFF',
          imageUrl: '/media/seed/offer-summer.webp',
          productIds: [ids.get('CT-2')],
        }),
      ],
    });
  });

  it('pages the catalogue newest first', async () => {
    const first = (await app.inject({ url: '/api/catalog/products?limit=2' })).json();
    expect(first).toMatchObject({ success: true, total: 5, page: 1, limit: 2 });
    expect(first.items.map((p: { productid: string }) => p.productid)).toEqual(['CT-1', 'CT-2']);
    const third = (await app.inject({ url: '/api/catalog/products?limit=2&page=3' })).json();
    expect(third.items.map((p: { productid: string }) => p.productid)).toEqual(['CT-5']);
  });

  it('scopes by gender and category, ignoring case', async () => {
    const res = (
      await app.inject({
        url: '/api/catalog/products?gender=Women&category=dresses&sort=price-asc',
      })
    ).json();
    expect(res.total).toBe(2);
    expect(res.items.map((p: { productid: string }) => p.productid)).toEqual(['CT-3', 'CT-2']);
  });

  it.each([
    ['limit=61', 'Limit must be at most 60'],
    ['limit=0', 'Limit must be 1 or more'],
    ['page=0', 'Page must be 1 or more'],
    ['page=1.5', 'Page must be a whole number'],
    ['sort=cheapest', 'Unknown sort order'],
  ])('refuses %s with a clear message', async (query, message) => {
    const res = await app.inject({ url: `/api/catalog/products?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });

  it('GET /api/catalog/nav lists gender and category pairs that have products', async () => {
    const res = (await app.inject({ url: '/api/catalog/nav' })).json();
    expect(res.success).toBe(true);
    expect(res.pairs).toEqual(
      expect.arrayContaining([
        { gender: 'women', category: 'Dresses', subcategories: ['Maxi', 'Midi'], count: 2 },
        { gender: 'men', category: 'Shirts', subcategories: ['Casual'], count: 1 },
        { gender: 'kids', category: 'T-Shirts', subcategories: [], count: 1 },
        { gender: 'others', category: 'Accessories', subcategories: ['Bags'], count: 1 },
      ]),
    );
    expect(res.pairs[0]).toMatchObject({ gender: 'women', category: 'Dresses' });
  });
});
