import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { checkoutKit } from '../checkout/checkout-test-kit';
import { adminProductKit, specClient, type AdminProduct } from './admin-product-test-kit';

const REQUIRED = 'Please fill in all required fields.';
const IMAGE_REQUIRED = 'Please upload at least one image before posting the product.';

describe('admin product writes', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof adminProductKit>;
  beforeAll(async () => {
    app = await buildTestApp();
    kit = adminProductKit(app);
  });
  afterAll(() => app.close());

  const productCount = async () => (await app.db.select({ n: count() }).from(products))[0]?.n;
  const storefront = async (url: string) => (await app.inject({ url })).json();

  it('adds a product the storefront lists and shows at once', async () => {
    // Read the catalogue first so its version is cached: the add must not wait for it to expire.
    expect((await storefront('/api/catalog/products?q=camp')).total).toBe(0);
    const body = await kit.productBody({ gender: 'Men', sizes: [], originalPrice: '' });
    const res = await kit.call('POST', '/api/admin/products/addProduct', body);
    expect(res.statusCode, res.body).toBe(201);
    const { success, message, product } = res.json<{
      success: boolean;
      message: string;
      product: AdminProduct & Record<string, unknown>;
    }>();
    expect({ success, message }).toEqual({ success: true, message: 'Product added successfully!' });
    expect(product).toMatchObject({
      name: 'Linen Camp Shirt',
      brand: 'Dune & Co',
      price: 149.5,
      originalPrice: null,
      discount: 25,
      gender: 'men',
      stock: 12,
      sizes: ['One Size'],
      colors: ['Navy', 'Sand'],
    });
    expect(product.productid).toMatch(/^SS-\d{6}$/);
    expect(Date.now() - Date.parse(product.createdAt)).toBeLessThan(60_000);
    const navy = body.colorImages.Navy as string[];
    expect(product.colorImages.Navy).toEqual(navy.map((k) => `/media/${k}`));
    expect(product.defaultImg).toBe(`/media/${navy[0]}`);

    const listed = await storefront('/api/catalog/products?q=camp');
    expect(listed.items.map((p: AdminProduct) => p.productid)).toEqual([product.productid]);
    const page = await storefront(`/api/catalog/products/${product.productid}`);
    expect(page.product).toMatchObject({
      name: 'Linen Camp Shirt',
      defaultImg: product.defaultImg,
    });
  });

  it('numbers products in order, never twice', async () => {
    const [a, b] = await Promise.all([kit.addProduct(), kit.addProduct()]);
    const numbers = [a, b].map((p) => Number(p?.productid.slice(3))).sort((x, y) => x - y);
    expect(numbers[1]).toBe((numbers[0] as number) + 1);
  });

  describe('refuses with the form’s message and changes nothing', () => {
    let valid: Awaited<ReturnType<typeof kit.productBody>>;
    beforeAll(async () => {
      valid = await kit.productBody();
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['no name', { name: '' }, REQUIRED],
      ['no brand', { brand: undefined }, REQUIRED],
      ['no price', { price: '' }, REQUIRED],
      ['no category', { category: ' ' }, 'Please select or enter a category.'],
      ['an unknown gender', { gender: 'unisex' }, REQUIRED],
      ['a negative price', { price: -1 }, 'Price cannot be negative'],
      ['a price with 3 decimals', { price: 10.005 }, 'Price can have at most 2 decimals'],
      [
        'an original price below the price',
        { originalPrice: 99 },
        'Original price cannot be lower than the price',
      ],
      ['a discount above 100', { discount: 101 }, 'Discount must be between 0 and 100'],
      ['a fractional discount', { discount: 12.5 }, 'Discount must be a whole number'],
      [
        'a price past the 32-bit fils column',
        { price: 21_474_837 },
        'Price cannot be more than AED 100,000.00',
      ],
      [
        'an original price past the 32-bit fils column',
        { originalPrice: '99999999999999999999999' },
        'Original price cannot be more than AED 100,000.00',
      ],
      ['negative stock', { stock: -3 }, 'Stock cannot be negative'],
      ['fractional stock', { stock: 1.5 }, 'Stock must be a whole number'],
      [
        'stock past the 32-bit column',
        { stock: 2_147_483_648 },
        'Stock cannot be more than 1,000,000',
      ],
      ['a duplicate colour', { colors: ['Navy', 'navy'] }, 'Color already exists!'],
      ['a duplicate size', { sizes: ['M', 'm'] }, 'Size already exists!'],
      ['no images', { colorImages: {} }, IMAGE_REQUIRED],
      ['a colour without images', { colors: ['Navy', 'Sand', 'Olive'] }, IMAGE_REQUIRED],
      [
        'an image from another site',
        { colors: ['Navy'], colorImages: { Navy: ['https://evil.example/x.webp'] } },
        'Invalid image path!',
      ],
      [
        'an image path that escapes',
        { colors: ['Navy'], colorImages: { Navy: ['/media/../../secret.webp'] } },
        'Invalid image path!',
      ],
      [
        'an image never uploaded',
        { colors: ['Navy'], colorImages: { Navy: ['products/2026/01/0000000000.webp'] } },
        'Image not found!',
      ],
      ['a name too long', { name: 'x'.repeat(201) }, 'Name is too long'],
    ])('%s', async (_case, change, error) => {
      const before = await productCount();
      const res = await kit.call('POST', '/api/admin/products/addProduct', { ...valid, ...change });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error });
      expect(await productCount()).toBe(before);
    });
  });

  describe('update-product', () => {
    let product: AdminProduct;
    beforeAll(async () => {
      product = await kit.addProduct({ name: 'Breeze Kaftan', price: 220, originalPrice: 300 });
    });

    it('changes the price the storefront shows at once, named by productid', async () => {
      expect((await storefront(`/api/catalog/products/${product._id}`)).product.price).toBe(220);
      const res = await kit.call('PUT', '/api/admin/products/update-product', {
        ...specClient(product),
        _id: undefined,
        productid: product.productid,
        price: 199.99,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Product updated successfully!',
        product: { productid: product.productid, price: 199.99, createdAt: product.createdAt },
      });
      expect((await storefront(`/api/catalog/products/${product._id}`)).product.price).toBe(199.99);
      const listed = await storefront('/api/catalog/products?q=kaftan');
      expect(listed.items[0].price).toBe(199.99);
    });

    it('reorders colours and images by _id: the first colour’s first image is the default', async () => {
      const sand = [...(product.colorImages.Sand ?? [])].reverse();
      const res = await kit.call('PUT', '/api/admin/products/update-product', {
        ...specClient(product),
        colors: ['Sand', 'Navy'],
        colorImages: { Navy: product.colorImages.Navy, Sand: sand },
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json<{ product: AdminProduct }>().product;
      expect(updated.colors).toEqual(['Sand', 'Navy']);
      expect(updated.colorImages.Sand).toEqual(sand);
      expect(updated.defaultImg).toBe(sand[0]);
      product = updated;
    });

    it('drops a removed colour and deletes its files', async () => {
      const navyKeys = (product.colorImages.Navy ?? []).map((u) => u.replace('/media/', ''));
      const res = await kit.call('PUT', '/api/admin/products/update-product', {
        ...specClient(product),
        colors: ['Sand'],
        colorImages: { Sand: product.colorImages.Sand },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ product: AdminProduct }>().product.colors).toEqual(['Sand']);
      for (const key of navyKeys) {
        expect(await app.mediaStorage.exists(key)).toBe(false);
        expect(await app.mediaStorage.exists(key.replace('.webp', '-400.webp'))).toBe(false);
      }
    });

    it('keeps units sold while the edit form was open sold', async () => {
      // One size: the 12 are spread 6 and 6 over Navy and Sand, so 3 Navy M can sell.
      const edited = await kit.addProduct({ name: 'Harbour Polo', stock: 12, sizes: ['M'] });
      const stockNow = async () =>
        (await storefront(`/api/catalog/products/${edited._id}`)).product.stock;
      // The form loads 12; a shopper then buys 3.
      const shop = checkoutKit(app);
      const buyer = await shop.shopper();
      await shop.fill(buyer.userId, edited._id, 3, 'Navy');
      const sold = await shop.addOrder(buyer.token, {
        addressId: buyer.addressId,
        paymentMethod: 'COD',
      });
      expect(sold.statusCode, sold.body).toBe(201);
      expect(await stockNow()).toBe(9);

      const save = (change: Record<string, unknown>) =>
        kit.call('PUT', '/api/admin/products/update-product', { ...specClient(edited), ...change });
      // Saved with the stock field untouched: the sale stays.
      const untouched = await save({ description: 'Piqué cotton.', stock: 12, stockWas: 12 });
      expect(untouched.statusCode, untouched.body).toBe(200);
      expect(untouched.json().product.stock).toBe(9);
      // 8 more typed in: added to what is left.
      expect((await save({ stock: 20, stockWas: 12 })).json().product.stock).toBe(17);
      // Never below zero when more sold than the shop owner took off.
      expect((await save({ stock: 0, stockWas: 30 })).json().product.stock).toBe(0);
      // The original client sends no stockWas: the stock is set as sent.
      expect((await save({ stock: 15 })).json().product.stock).toBe(15);
      expect(await stockNow()).toBe(15);
      const bad = await save({ stock: 5, stockWas: -1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('stockWas must be a whole number');
      expect(await stockNow()).toBe(15);
    });

    it.each<[string, Record<string, unknown>, number, string]>([
      ['no id', { _id: undefined, productid: undefined }, 400, 'Invalid product ID'],
      ['a malformed id', { _id: '{"$ne":1}' }, 400, 'Invalid product ID'],
      ['an unknown id', { _id: '6f1c9a2e-0000-4000-8000-000000000000' }, 404, 'Product not found'],
      ['a bad field', { stock: 'lots', price: -5 }, 400, 'Price cannot be negative'],
    ])('refuses %s', async (_case, change, status, error) => {
      const res = await kit.call('PUT', '/api/admin/products/update-product', {
        ...specClient(product),
        ...change,
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ success: false, error });
    });
  });

  it.each([
    ['GET', '/api/admin/products'],
    ['GET', '/api/admin/products/SS-000001'],
    ['POST', '/api/admin/products/addProduct'],
    ['PUT', '/api/admin/products/update-product'],
    ['DELETE', '/api/admin/products/delete-product'],
    ['PUT', '/api/admin/products/updateImage'],
  ] as const)('%s %s is for the back office only', async (method, url) => {
    expect((await app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    const shopper = await app.inject({ method, url, headers: await kit.shopper(), payload: {} });
    expect(shopper.statusCode).toBe(403);
  });
});
