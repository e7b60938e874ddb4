import type { FastifyInstance } from 'fastify';
import type { DemoProduct } from '#seed/demo-types';
import { fixtureProduct } from '#test/fixtures';
import { buildTestApp } from '#test/helper';

/** Test apps see every catalogue change at once (no version TTL) with the response cache on. */
export const catalogTestApp = (responseCache = true): Promise<FastifyInstance> =>
  buildTestApp({ catalog: { responseCache, versionTtlMs: 0 } });

const colour = (productid: string, ...names: string[]) =>
  names.map((name) => ({
    name,
    imageKeys: [`test/${productid}-${name.toLowerCase()}-1.webp`],
  }));

function product(
  productid: string,
  fields: Partial<DemoProduct> & { colours: string[]; price: number },
): DemoProduct {
  const { colours, price, ...rest } = fields;
  return fixtureProduct({
    productid,
    colors: colour(productid, ...colours),
    priceFils: price * 100,
    originalPriceFils: rest.discount ? Math.round((price * 100) / (1 - rest.discount / 100)) : null,
    ...rest,
  });
}

/**
 * A small catalogue where every filter, facet and hostile search has one answer. P1 is the
 * newest, P8 the oldest.
 */
export const catalogue: DemoProduct[] = [
  product('P1', {
    name: 'Linen Shirt',
    brand: 'Noor',
    gender: 'men',
    category: 'Shirts',
    subcategory: 'Casual',
    colours: ['Navy', 'White'],
    price: 100,
    discount: 20,
    createdDaysAgo: 1,
  }),
  product('P2', {
    name: 'Oxford 100% Cotton',
    brand: 'Dune',
    gender: 'men',
    category: 'Shirts',
    subcategory: 'Formal',
    colours: ['Black'],
    price: 150,
    discount: null,
    createdDaysAgo: 2,
  }),
  product('P3', {
    name: 'Graphic_Tee',
    brand: 'Palm',
    gender: 'men',
    category: 'T-Shirts',
    subcategory: null,
    colours: ['White'],
    price: 50,
    discount: 45,
    createdDaysAgo: 3,
  }),
  product('P4', {
    name: "Maxi 'Sunset' Dress",
    brand: 'Noor',
    gender: 'women',
    category: 'Dresses',
    subcategory: 'Maxi',
    colours: ['Red'],
    price: 300,
    discount: 10,
    createdDaysAgo: 4,
  }),
  product('P5', {
    name: 'Midi Dress 🌸',
    brand: 'Layla',
    gender: 'women',
    category: 'Dresses',
    subcategory: 'Midi',
    colours: ['Navy'],
    price: 200,
    discount: 35,
    createdDaysAgo: 5,
  }),
  product('P6', {
    name: 'Leather Tote',
    brand: 'Dune',
    gender: 'others',
    category: 'Accessories',
    subcategory: 'Bags',
    colours: ['Brown'],
    price: 80,
    discount: null,
    createdDaysAgo: 6,
  }),
  product('P7', {
    name: 'Kids Tee \\ Back',
    brand: 'Palm',
    gender: 'kids',
    category: 'T-Shirts',
    subcategory: null,
    colours: ['Yellow'],
    price: 40,
    discount: null,
    createdDaysAgo: 7,
  }),
  product('P8', {
    name: 'Silk Blouse',
    brand: 'Zahra',
    gender: 'women',
    category: 'Tops',
    subcategory: 'Blouses',
    colours: ['Green'],
    price: 120,
    discount: 50,
    createdDaysAgo: 8,
  }),
];

/** The productids of a listing, in order. */
export const productids = (body: { items: { productid: string }[] }) =>
  body.items.map((p) => p.productid);
