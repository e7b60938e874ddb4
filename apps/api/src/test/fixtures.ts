import type { FastifyInstance } from 'fastify';
import type { DemoProduct } from '#seed/demo-catalogue';
import { insertProducts } from '#seed/insert-catalogue';

let counter = 0;

/**
 * A small valid product; tests override what they assert on. Unless `variants` is given, every
 * colour × size holds `stock`, so a test buys any one of them as it bought the product's single
 * count before variants (the product's `stock` is then their sum; stockOfVariant reads one).
 */
export function fixtureProduct(overrides: Partial<DemoProduct> = {}): DemoProduct {
  counter += 1;
  const productid = overrides.productid ?? `TS-${String(counter).padStart(4, '0')}`;
  const product: DemoProduct = {
    productid,
    name: `Linen Shirt ${counter}`,
    brand: 'Test Brand',
    description: 'A test product.',
    gender: 'men',
    category: 'Shirts',
    subcategory: 'Casual',
    priceFils: 9900,
    originalPriceFils: 12900,
    discount: 23,
    stock: 10,
    sizes: ['S', 'M', 'L'],
    colors: [
      {
        name: 'Navy',
        imageKeys: [`test/${productid}-navy-1.webp`, `test/${productid}-navy-2.webp`],
      },
      { name: 'White', imageKeys: [`test/${productid}-white-1.webp`] },
    ],
    createdDaysAgo: counter,
    ...overrides,
  };
  return { ...product, variants: overrides.variants ?? everyCellHolds(product) };
}

function everyCellHolds(p: DemoProduct) {
  return p.colors.flatMap((c) => p.sizes.map((size) => ({ color: c.name, size, stock: p.stock })));
}

export async function seedProducts(app: FastifyInstance, items: DemoProduct[], now = new Date()) {
  return app.db.transaction((tx) => insertProducts(tx, items, now));
}
