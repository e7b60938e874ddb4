import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerProducts, offers } from '#db/schema';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { catalogTestApp, catalogue, productids } from './catalog-test-data';

describe('product detail, suggest and offer pages', () => {
  let app: FastifyInstance;
  let ids: Map<string, string>;
  beforeAll(async () => {
    app = await catalogTestApp();
    // Ten more dresses so the dropdown has more than 8 matches; no discount, so offers skip them.
    const extra = Array.from({ length: 10 }, (_, i) =>
      fixtureProduct({
        productid: `D${i}`,
        name: `Wrap Dress ${i}`,
        discount: null,
        originalPriceFils: null,
        createdDaysAgo: 20 + i,
      }),
    );
    ids = await seedProducts(app, [...catalogue, ...extra]);
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ url });

  it.each(['_id', 'productid'])('finds a product by its %s', async (which) => {
    const key = which === '_id' ? ids.get('P5')! : 'P5';
    const res = await get(`/api/catalog/products/${encodeURIComponent(key)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      product: expect.objectContaining({
        _id: ids.get('P5'),
        productid: 'P5',
        name: 'Midi Dress 🌸',
        brand: 'Layla',
        price: 200,
        discount: 35,
        colors: ['Navy'],
        colorImages: { Navy: ['/media/test/P5-navy-1.webp'] },
        defaultImg: '/media/test/P5-navy-1.webp',
      }),
    });
  });

  it.each([
    '00000000-0000-4000-8000-000000000000',
    'NOPE-1',
    "P5' OR '1'='1",
    '%25',
    'x'.repeat(99),
  ])('answers 404 for the unknown id %s', async (id) => {
    const res = await get(`/api/catalog/products/${encodeURIComponent(id)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'Product not found' });
  });

  it('suggests at most 8 matches, newest first, with image, brand, name and price', async () => {
    const body = (await get('/api/catalog/suggest?q=DRESS')).json();
    expect(body.success).toBe(true);
    expect(body.items).toHaveLength(8);
    expect(body.items[0]).toEqual({
      _id: ids.get('P4'),
      name: "Maxi 'Sunset' Dress",
      nameAr: null,
      brand: 'Noor',
      price: 300,
      priceWithVat: 315,
      image: '/media/test/P4-red-1.webp',
      inStock: true,
      badges: [],
    });
    expect(body.items.map((i: { name: string }) => i.name).slice(1, 3)).toEqual([
      'Midi Dress 🌸',
      'Wrap Dress 0',
    ]);
  });

  it.each([
    ['', []],
    ['%20%20', []],
    ['%25', ['Oxford 100% Cotton']],
    ['_', ['Graphic_Tee']],
    ['%F0%9F%8C%B8', ['Midi Dress 🌸']],
    ['zzz', []],
  ])('suggests for q=%s', async (q, names) => {
    const body = (await get(`/api/catalog/suggest?q=${q}`)).json();
    expect(body.items.map((i: { name: string }) => i.name)).toEqual(names);
  });

  it('refuses a search text over 100 characters', async () => {
    const res = await get(`/api/catalog/suggest?q=${'a'.repeat(5000)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Search text must be at most 100 characters' });
  });

  async function offer(discountText: string, listed: string[]) {
    const [row] = await app.db
      .insert(offers)
      .values({ title: 'Sale', description: 'Big sale', discountText, imageKey: 'seed/o.webp' })
      .returning();
    if (listed.length) {
      await app.db
        .insert(offerProducts)
        .values(
          listed.map((p, position) => ({ offerId: row!.id, productId: ids.get(p)!, position })),
        );
    }
    return row!.id;
  }

  it.each([
    // Listed products plus discounts above 0 and up to N, biggest first, each once.
    ['Up to 35% OFF', ['P2', 'P1'], 'discount', 35, ['P5', 'P1', 'P4', 'P2']],
    ['Flat 20% off', [], 'discount', 20, ['P1', 'P4']],
    ['12.5% off selected lines', ['P8'], 'discount', 12.5, ['P8', 'P4']],
    ['New arrivals', ['P3', 'P6'], 'related', null, ['P3', 'P6']],
    ['', [], 'related', null, []],
  ])('offer %j with %j lists its products', async (text, listed, heading, limit, expected) => {
    const id = await offer(text, listed);
    const res = await get(`/api/catalog/offers/${id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      offer: {
        _id: id,
        title: 'Sale',
        description: 'Big sale',
        discountText: text,
        imageUrl: '/media/seed/o.webp',
        link: null,
        productIds: listed.map((p) => ids.get(p)),
      },
      heading,
      limit,
    });
    expect(productids(body)).toEqual(expected);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])(
    'answers 404 for the offer %s',
    async (id) => {
      const res = await get(`/api/catalog/offers/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: 'Offer not found.' });
    },
  );
});
