import { CATALOG_TEXT_MAX_CHARS } from '@store/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoProduct } from '#seed/demo-types';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { catalogTestApp } from './catalog-test-data';

const colours = (productid: string, ...names: string[]) =>
  names.map((name) => ({ name, imageKeys: [`test/${productid}-${name.toLowerCase()}-1.webp`] }));

/** A product whose searched fields are all given here, so each query has one answer. */
function product(productid: string, fields: Partial<DemoProduct> & { colours: string[] }) {
  const { colours: names, ...rest } = fields;
  return fixtureProduct({
    productid,
    brand: 'Noor',
    gender: 'women',
    category: 'Dresses',
    subcategory: null,
    colors: colours(productid, ...names),
    ...rest,
  });
}

describe('the storefront search: every word, misspellings below exact matches', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await catalogTestApp();
    await seedProducts(app, [
      // Newest first: S1 is the newest, so 'newest' alone would put a close match on top.
      product('S1', {
        name: 'Caftan Maxi',
        colours: ['Sand'],
        priceFils: 9_000,
        createdDaysAgo: 1,
      }),
      product('S2', {
        name: 'Crepe Abaya',
        nameAr: 'عباية كريب سوداء',
        category: 'Abayas',
        subcategory: 'Closed',
        colours: ['Black'],
        priceFils: 30_000,
        createdDaysAgo: 2,
      }),
      product('S3', {
        name: 'Nida Abaya',
        nameAr: 'عباية ندى',
        category: 'Abayas',
        subcategory: 'Open Front',
        colours: ['Navy'],
        priceFils: 25_000,
        createdDaysAgo: 3,
      }),
      product('S4', {
        name: 'Linen Shirt',
        gender: 'men',
        category: 'Shirts',
        colours: ['Black'],
        priceFils: 10_000,
        createdDaysAgo: 4,
      }),
      product('S5', {
        name: 'Silk Kaftan',
        colours: ['Ivory'],
        priceFils: 40_000,
        createdDaysAgo: 5,
      }),
    ]);
  });
  afterAll(() => app.close());

  interface Page {
    items: { productid: string }[];
    total: number;
  }
  const search = async (q: string, more = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/catalog/products?q=${encodeURIComponent(q)}${more}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<Page>();
    return { ids: body.items.map((p) => p.productid), total: body.total };
  };
  const suggest = async (q: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/catalog/suggest?q=${encodeURIComponent(q)}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ items: { name: string }[]; total: number }>();
  };

  it('finds products that have every word, in any searched field and any order', async () => {
    // 'black' is S2's colour and S4's; 'abaya' is S2's name and S3's: only S2 has both.
    expect(await search('black abaya')).toEqual({ ids: ['S2'], total: 1 });
    expect(await search('ABAYA  Black')).toEqual({ ids: ['S2'], total: 1 });
    // The subcategory and the category are searched too.
    expect(await search('open abaya')).toEqual({ ids: ['S3'], total: 1 });
    expect(await search('shirts black')).toEqual({ ids: ['S4'], total: 1 });
    expect(await search('black')).toEqual({ ids: ['S2', 'S4'], total: 2 });
  });

  it('finds a misspelt word by its trigram similarity to the catalogue words', async () => {
    expect((await search('kaftn')).ids).toEqual(['S5']);
    expect((await search('abya')).ids).toEqual(['S2', 'S3']);
    expect((await search('blak abya')).ids).toEqual(['S2']);
  });

  it('ranks close spellings below exact matches, in the default order and in a sort', async () => {
    // 'caftan' is close to 'kaftan' (S1, the newest), 'kaftan' is S5's own word.
    expect(await search('kaftan')).toEqual({ ids: ['S5', 'S1'], total: 2 });
    // S1 is cheaper, but a close spelling stays below the exact match in every sort.
    expect((await search('kaftan', '&sort=price-asc')).ids).toEqual(['S5', 'S1']);
    const dropdown = await suggest('kaftan');
    expect(dropdown.items.map((p) => p.name)).toEqual(['Silk Kaftan', 'Caftan Maxi']);
    expect(dropdown.total).toBe(2);
  });

  it('searches Arabic names normalised, several words and a misspelling', async () => {
    expect((await search('عبايه سوداء')).ids).toEqual(['S2']);
    expect((await search('عباية')).ids).toEqual(['S2', 'S3']);
    // 'عبايا' is a common misspelling of 'عباية' (folded 'عبايه').
    expect((await search('عبايا')).ids).toEqual(['S2', 'S3']);
  });

  it('answers an empty page, and an empty dropdown with its count, when nothing matches', async () => {
    expect(await search('zzqqxx')).toEqual({ ids: [], total: 0 });
    expect(await search('black qqzzxx')).toEqual({ ids: [], total: 0 });
    expect(await suggest('zzqqxx')).toEqual({ success: true, items: [], total: 0 });
  });

  it('finds a word a product was renamed to, misspelt, at once', async () => {
    await app.db.execute(
      sql`UPDATE products SET name = 'Embroidered Jalabiya' WHERE productid = 'S4'`,
    );
    expect((await search('jalabia')).ids).toEqual(['S4']);
  });

  it.each(['/api/catalog/products', '/api/catalog/suggest'])(
    'refuses a search text over the maximum on %s and answers what the limit is',
    async (path) => {
      const res = await app.inject({
        method: 'GET',
        url: `${path}?q=${'a'.repeat(CATALOG_TEXT_MAX_CHARS + 1)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        error: `Search text must be at most ${CATALOG_TEXT_MAX_CHARS} characters`,
      });
      const atMost = await app.inject({
        method: 'GET',
        url: `${path}?q=${'black '.repeat(CATALOG_TEXT_MAX_CHARS / 6)}`,
      });
      expect(atMost.statusCode).toBe(200);
    },
  );
});
