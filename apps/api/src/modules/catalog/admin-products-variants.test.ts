import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';
import { productsOffTheirSum } from '#test/stock-sum';
import { registerShopper } from '../auth/test-users';
import { cartCalls, line } from '../cart/cart-test-kit';
import { adminProductKit, specClient, type AdminProduct } from './admin-product-test-kit';

type Variant = { color: string; size: string; sku: string; stock: number };
type Product = AdminProduct & { variants: Variant[]; sizes: string[] };

describe('variants through the back office', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof adminProductKit>;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimitMultiplier: 100 });
    kit = adminProductKit(app);
  });
  afterAll(async () => {
    expect(await productsOffTheirSum(app)).toEqual([]);
    await app.close();
  });

  const stocks = (p: Product) => p.variants.map((v) => v.stock);
  const update = async (p: Product, change: Record<string, unknown>) =>
    kit.call('PUT', '/api/admin/products/update-product', { ...specClient(p), ...change });

  it('spreads a stock sent alone over the variants in order, with default SKUs', async () => {
    const p = (await kit.addProduct({ stock: 10 })) as Product;
    expect(p.variants.map((v) => [v.color, v.size])).toEqual([
      ['Navy', 'S'],
      ['Navy', 'M'],
      ['Navy', 'L'],
      ['Sand', 'S'],
      ['Sand', 'M'],
      ['Sand', 'L'],
    ]);
    expect(stocks(p)).toEqual([2, 2, 2, 2, 1, 1]);
    expect(p.stock).toBe(10);
    expect(p.variants[0]?.sku).toBe(`${p.productid}-NAVY-S`);
  });

  it('adds or takes a change of the stock sent alone in order, never below 0', async () => {
    const p = (await kit.addProduct({ stock: 10 })) as Product;
    const down = await update(p, { stock: 4 });
    expect(down.statusCode, down.body).toBe(200);
    expect(stocks(down.json().product)).toEqual([0, 0, 0, 2, 1, 1]);
    const up = await update(down.json().product, { stock: 9, stockWas: 4 });
    expect(stocks(up.json().product)).toEqual([1, 1, 1, 3, 2, 1]);
    expect(up.json().product.stock).toBe(9);
  });

  it('takes stock and SKU per variant, and a colour added starts at 0 while one removed goes', async () => {
    const p = (await kit.addProduct({ stock: 0, sizes: ['M'] })) as Product;
    const set = await update(p, {
      variants: [
        { color: 'Navy', size: 'M', sku: 'HP-NAVY-M', stock: 7 },
        { color: 'sand', size: 'm', stock: 3 },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    const saved = set.json().product as Product;
    expect(saved.variants).toEqual([
      { color: 'Navy', size: 'M', sku: 'HP-NAVY-M', stock: 7 },
      { color: 'Sand', size: 'M', sku: `${p.productid}-SAND-M`, stock: 3 },
    ]);
    expect(saved.stock).toBe(10);
    const images = await kit.uploadColors(['Olive'], 1);
    // The stock field left as loaded: only the colours change.
    const recoloured = await update(saved, {
      stock: 10,
      stockWas: 10,
      colors: ['Navy', 'Olive'],
      colorImages: { Navy: saved.colorImages.Navy, Olive: images.Olive },
    });
    expect(recoloured.statusCode, recoloured.body).toBe(200);
    expect(recoloured.json().product.variants).toEqual([
      { color: 'Navy', size: 'M', sku: 'HP-NAVY-M', stock: 7 },
      { color: 'Olive', size: 'M', sku: `${p.productid}-OLIVE-M`, stock: 0 },
    ]);
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    [
      'an unknown colour',
      { variants: [{ color: 'Purple', size: 'M', stock: 1 }] },
      400,
      "Color 'Purple' is not one of this product's colors",
    ],
    [
      'an unknown size',
      { variants: [{ color: 'Navy', size: 'XXL', stock: 1 }] },
      400,
      "Size 'XXL' is not one of this product's sizes",
    ],
    [
      'an over-long SKU',
      { variants: [{ color: 'Navy', size: 'M', sku: 'S'.repeat(65), stock: 1 }] },
      400,
      'SKU must be at most 64 characters',
    ],
  ])('refuses %s and changes nothing', async (_name, change, status, error) => {
    const p = (await kit.addProduct({ stock: 6 })) as Product;
    const res = await update(p, change);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBe(error);
    const again = await kit.call('GET', `/api/admin/products/${p._id}`);
    expect(again.json().product.variants).toEqual(p.variants);
  });

  it('refuses a SKU another product has with 409 naming it', async () => {
    const a = (await kit.addProduct({ stock: 1 })) as Product;
    const b = (await kit.addProduct({ stock: 1 })) as Product;
    const taken = a.variants[0]?.sku ?? '';
    const res = await update(b, { variants: [{ color: 'Navy', size: 'S', sku: taken, stock: 1 }] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SKU_TAKEN',
      error: `SKU '${taken}' is already used by another variant`,
    });
  });

  it('the bag caps at the chosen variant with the stock messages', async () => {
    const ids = await seedProducts(app, [
      fixtureProduct({
        productid: 'VR-1',
        name: 'Split Stock Tee',
        variants: [
          { color: 'Navy', size: 'M', stock: 3 },
          { color: 'White', size: 'M', stock: 0 },
        ],
      }),
    ]);
    const id = ids.get('VR-1') ?? '';
    const call = cartCalls(app);
    const { token } = await registerShopper(app);
    const soldOut = await call.post(token, 'addCartProduct', line(id, 1, 'White', 'M'));
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error).toBe("Sorry, 'Split Stock Tee' is out of stock.");
    const tooMany = await call.post(token, 'addCartProduct', line(id, 4, 'Navy', 'M'));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error).toBe('Only 3 items available in stock.');
    const fits = await call.post(token, 'addCartProduct', line(id, 3, 'Navy', 'M'));
    expect(fits.statusCode, fits.body).toBe(200);
    const bag = await call.get(token);
    expect(bag.json().items[0]).toMatchObject({
      stock: 3,
      selections: { color: 'Navy', size: 'M' },
    });
  });

  it('lists low variants across the store, lowest first, and counts them on the dashboard', async () => {
    await kit.addProduct({ stock: 0, sizes: ['M'] });
    const res = await kit.call('GET', '/api/admin/products/low-stock?threshold=5');
    expect(res.statusCode, res.body).toBe(200);
    const { items, total } = res.json<{ items: Variant[]; total: number }>();
    expect(total).toBeGreaterThanOrEqual(2);
    expect(items[0]?.stock).toBe(0);
    const sorted = items.map((i) => i.stock);
    expect(sorted).toEqual([...sorted].sort((x, y) => x - y));
    expect(items.every((i) => i.stock <= 5)).toBe(true);
    const stats = await kit.call('GET', '/api/admin/dashboard/stats');
    expect(stats.json().stock.soldOutVariants).toBeGreaterThanOrEqual(2);
    const bad = await kit.call('GET', '/api/admin/products/low-stock?threshold=1001');
    expect(bad.statusCode).toBe(400);
  });
});
