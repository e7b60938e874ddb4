import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { offersKit, photo } from '../offers/offers-test-kit';
import { adminProductKit } from './admin-product-test-kit';
import { catalogTestApp } from './catalog-test-data';

interface Listed {
  productid: string;
  name: string;
  nameAr: string | null;
}

describe('Arabic product content and search', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof adminProductKit>;
  beforeAll(async () => {
    app = await catalogTestApp();
    kit = adminProductKit(app);
    await seedProducts(app, [
      fixtureProduct({
        productid: 'AR-1',
        name: 'Classic Nida Open Abaya',
        nameAr: 'عباية نِدا مفتوحة كلاسيكية',
        descriptionAr: 'عباية منسدلة بقصة أنيقة.',
        gender: 'women',
        category: 'Abayas',
      }),
      fixtureProduct({
        productid: 'AR-2',
        name: 'Pleated Chiffon Robe',
        nameAr: 'عبايـة شيفون بطيات',
        gender: 'women',
        category: 'Abayas',
      }),
      fixtureProduct({ productid: 'AR-3', name: 'Linen Camp Shirt', nameAr: 'قميص كتان' }),
      fixtureProduct({ productid: 'AR-4', name: 'Oxford Shirt' }),
      fixtureProduct({ productid: 'AR-5', name: 'Two-Piece Set', nameAr: 'طقم الكندورة' }),
    ]);
  });
  afterAll(() => app.close());

  const search = async (q: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/catalog/products?q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode).toBe(200);
    return res
      .json<{ items: Listed[] }>()
      .items.map((p) => p.productid)
      .sort();
  };
  const suggest = async (q: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/catalog/suggest?q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode).toBe(200);
    return res
      .json<{ items: { name: string }[] }>()
      .items.map((p) => p.name)
      .sort();
  };

  it('finds the abayas for both spellings of abaya, in the listing and in suggest', async () => {
    expect(await search('عبايه')).toEqual(['AR-1', 'AR-2']);
    expect(await search('عباية')).toEqual(['AR-1', 'AR-2']);
    expect(await search('عَبَايَة')).toEqual(['AR-1', 'AR-2']);
    expect(await suggest('عبايه')).toEqual(['Classic Nida Open Abaya', 'Pleated Chiffon Robe']);
  });

  it('finds the abayas when the shopper writes the article: العباية, والعباية (decision 52)', async () => {
    expect(await search('العباية')).toEqual(['AR-1', 'AR-2']);
    expect(await search('العبايه')).toEqual(['AR-1', 'AR-2']);
    expect(await search('والعباية')).toEqual(['AR-1', 'AR-2']);
    expect(await search('العباية المفتوحة')).toEqual(['AR-1']);
    expect(await suggest('العباية')).toEqual(['Classic Nida Open Abaya', 'Pleated Chiffon Robe']);
    // A misspelt word is offered the catalogue's word read without its article too.
    expect(await search('كندورا')).toEqual(['AR-5']);
    // 'ال' alone and a three-letter word keep their letters: nothing is found for them.
    expect(await search('ال')).toEqual([]);
  });

  it('still finds by the English name, and an Arabic word only where it is written', async () => {
    expect(await search('nida')).toEqual(['AR-1']);
    expect(await search('abaya')).toEqual(['AR-1', 'AR-2']);
    expect(await search('قميص')).toEqual(['AR-3']);
  });

  it('answers the Arabic beside the English, null when the shop wrote none', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/catalog/products/AR-1' });
    expect(res.json()).toMatchObject({
      product: {
        name: 'Classic Nida Open Abaya',
        nameAr: 'عباية نِدا مفتوحة كلاسيكية',
        descriptionAr: 'عباية منسدلة بقصة أنيقة.',
      },
    });
    const plain = await app.inject({ method: 'GET', url: '/api/catalog/products/AR-4' });
    expect(plain.json()).toMatchObject({ product: { nameAr: null, descriptionAr: null } });
  });

  it('takes the Arabic on create and update, keeps it when left out and clears it when blank', async () => {
    const created = await kit.addProduct({ nameAr: 'قفطان مطرز', descriptionAr: 'قفطان فاخر.' });
    expect(created).toMatchObject({ nameAr: 'قفطان مطرز', descriptionAr: 'قفطان فاخر.' });
    expect(await search('قفطان')).toEqual([created.productid]);

    const body = await kit.productBody();
    const update = (extra: Record<string, unknown>) =>
      kit.call('PUT', '/api/admin/products/update-product', {
        _id: created._id,
        ...body,
        ...extra,
      });
    const kept = await update({});
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ product: { nameAr: 'قفطان مطرز' } });

    const renamed = await update({ nameAr: 'جلابية مطرزة', descriptionAr: '' });
    expect(renamed.json()).toMatchObject({
      product: { nameAr: 'جلابية مطرزة', descriptionAr: null },
    });
    expect(await search('قفطان')).toEqual([]);
    expect(await search('جلابيه')).toEqual([created.productid]);
  });

  it('refuses an Arabic name over 200 characters with a message naming it', async () => {
    const res = await kit.call(
      'POST',
      '/api/admin/products/addProduct',
      await kit.productBody({ nameAr: 'ع'.repeat(201) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { nameAr: 'Arabic name is too long' } });
  });

  it("takes an offer's Arabic title and description and answers them on every offer call", async () => {
    const offers = offersKit(app);
    const created = await offers.upload({
      title: 'Eid sale',
      description: 'Up to half off abayas',
      titleAr: 'تخفيضات العيد',
      descriptionAr: 'خصم يصل إلى النصف على العبايات',
      discountText: '50% OFF',
      productIds: '[]',
      offerImage: await photo(),
    });
    expect(created.statusCode).toBe(201);
    const offer = created.json<{ offer: { _id: string } }>().offer;
    expect(created.json()).toMatchObject({
      offer: { titleAr: 'تخفيضات العيد', descriptionAr: 'خصم يصل إلى النصف على العبايات' },
    });
    const list = await app.inject({ method: 'GET', url: '/api/api/offers' });
    expect(list.json<{ offers: unknown[] }>().offers).toContainEqual(
      expect.objectContaining({ _id: offer._id, titleAr: 'تخفيضات العيد' }),
    );
    const page = await app.inject({ method: 'GET', url: `/api/catalog/offers/${offer._id}` });
    expect(page.json()).toMatchObject({ offer: { titleAr: 'تخفيضات العيد' } });
  });
});
