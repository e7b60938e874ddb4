import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { bearer } from '../auth/test-users';
import { checkoutKit } from '../checkout/checkout-test-kit';
import { adminProductKit, type AdminProduct } from './admin-product-test-kit';

const keyOf = (url: string) => url.replace(/^\/media\//, '');
const filesOf = (url: string) => {
  const key = keyOf(url);
  return [key, key.replace('.webp', '-400.webp'), key.replace('.webp', '-1600.webp')];
};

describe('admin product deletes', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof adminProductKit>;
  let shop: ReturnType<typeof checkoutKit>;
  beforeAll(async () => {
    app = await buildTestApp();
    kit = adminProductKit(app);
    shop = checkoutKit(app);
  });
  afterAll(() => app.close());

  const exists = async (url: string) =>
    Promise.all(filesOf(url).map((key) => app.mediaStorage.exists(key)));

  describe('delete-product', () => {
    it('removes the product from the storefront, carts and wishlists; past orders keep it', async () => {
      const product = await kit.addProduct({ name: 'Pearl Abaya', price: 349, originalPrice: 420 });
      const navy = product.colorImages.Navy as string[];
      const sand = product.colorImages.Sand as string[];

      // A shopper bought it in Navy; another has it in the bag and on the wishlist.
      const buyer = await shop.shopper();
      await shop.fill(buyer.userId, product._id, 1, 'Navy');
      const placed = await shop.addOrder(buyer.token, {
        addressId: buyer.addressId,
        paymentMethod: 'COD',
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const browser = await shop.shopper();
      await shop.fill(browser.userId, product._id, 2, 'Sand');
      await shop.post(browser.token, '/api/wishlist/addWishlist', { productId: product._id });
      expect((await app.inject({ url: `/api/catalog/products/${product._id}` })).statusCode).toBe(
        200,
      );

      const res = await kit.call('DELETE', '/api/admin/products/delete-product', {
        productId: product._id,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true });

      expect((await app.inject({ url: `/api/catalog/products/${product._id}` })).statusCode).toBe(
        404,
      );
      expect((await app.inject({ url: '/api/catalog/products?q=pearl' })).json().total).toBe(0);
      expect(await shop.cartSize(browser.userId)).toBe(0);
      const wishlist = await app.inject({ url: '/api/wishlist', headers: bearer(browser.token) });
      expect(JSON.stringify(wishlist.json())).not.toContain(product._id);

      // The order still shows what was bought, at the price paid, with its picture.
      const orders = await app.inject({ url: '/api/order', headers: bearer(buyer.token) });
      const item = orders.json().orders[0].items[0];
      expect(item).toMatchObject({ name: 'Pearl Abaya', price: 349, defaultImg: navy[0] });
      const picture = await app.inject({ url: item.defaultImg });
      expect(picture.statusCode).toBe(200);
      expect(picture.headers['content-type']).toBe('image/webp');
      // That picture's files stay; every other image of the product is gone.
      expect(await exists(navy[0] as string)).toEqual([true, true, true]);
      for (const url of [navy[1], ...sand]) {
        expect(await exists(url as string)).toEqual([false, false, false]);
      }
    });

    it('can be named by productid', async () => {
      const product = await kit.addProduct();
      const res = await kit.call('DELETE', '/api/admin/products/delete-product', {
        productId: product.productid,
      });
      expect(res.statusCode, res.body).toBe(200);
    });

    it.each<[unknown, number, string]>([
      [{}, 400, 'Invalid product ID'],
      [{ productId: '' }, 400, 'Invalid product ID'],
      [{ productId: { $gt: '' } }, 400, 'Invalid product ID'],
      [{ productId: '../../products' }, 400, 'Invalid product ID'],
      [{ productId: '5f1c9a2e-0000-4000-8000-000000000000' }, 404, 'Product not found'],
      [{ productId: 'SS-999999' }, 404, 'Product not found'],
    ])('answers %j with %i %s', async (payload, status, error) => {
      const res = await kit.call('DELETE', '/api/admin/products/delete-product', payload as object);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ success: false, error });
    });
  });

  describe('updateImage', () => {
    let product: AdminProduct;
    beforeAll(async () => {
      product = await kit.addProduct({ name: 'Dune Polo' });
    });

    const remove = (payload: object) => kit.call('PUT', '/api/admin/products/updateImage', payload);

    it('removes one image of a colour and closes the gap', async () => {
      const [first, second] = product.colorImages.Navy as string[];
      const res = await remove({ productId: product._id, color: 'navy', position: 0 });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json<{ product: AdminProduct }>().product;
      expect(updated.colorImages.Navy).toEqual([second]);
      expect(updated.defaultImg).toBe(second);
      expect(await exists(first as string)).toEqual([false, false, false]);
      const page = await app.inject({ url: `/api/catalog/products/${product._id}` });
      expect(page.json().product.colorImages.Navy).toEqual([second]);
    });

    it('removes a colour with its last image', async () => {
      const res = await remove({ productId: product.productid, color: 'Navy', position: '0' });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json<{ product: AdminProduct }>().product;
      expect(updated.colors).toEqual(['Sand']);
      expect(updated.defaultImg).toBe(product.colorImages.Sand?.[0]);
    });

    it('keeps the product’s last image', async () => {
      expect(
        (await remove({ productId: product._id, color: 'Sand', position: 1 })).statusCode,
      ).toBe(200);
      const res = await remove({ productId: product._id, color: 'Sand', position: 0 });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Please upload at least one image before posting the product.');
      expect(await exists(product.colorImages.Sand?.[0] as string)).toEqual([true, true, true]);
    });

    it.each<[object, number, string]>([
      [{ color: 'Olive', position: 0 }, 404, 'Image not found!'],
      [{ color: 'Sand', position: 5 }, 404, 'Image not found!'],
      [{ color: 'Sand', position: -1 }, 400, 'Invalid image position'],
      [{ productId: 'SS-999999', color: 'Sand', position: 0 }, 404, 'Product not found'],
    ])('answers %j with %i %s', async (change, status, error) => {
      const res = await remove({ productId: product._id, ...change });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ success: false, error });
    });
  });
});
