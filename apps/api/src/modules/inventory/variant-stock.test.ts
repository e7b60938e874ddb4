import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants, returnRequests } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { productsOffTheirSum } from '#test/stock-sum';
import { checkoutKit } from '../checkout/checkout-test-kit';
import { ordersKit } from '../orders/orders-test-kit';
import { adminReturnsKit } from '../returns/admin-returns-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof checkoutKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = checkoutKit(app);
});
afterAll(() => app.close());

async function variantStock(productId: string, color: string, size: string) {
  const [row] = await app.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        eq(productVariants.color, color),
        eq(productVariants.size, size),
      ),
    );
  return row?.stock;
}

describe('stock per variant', () => {
  it('20 shoppers race for the last 2 of one variant while another has 50', async () => {
    const p = await kit.product({
      name: 'Last Navy Abaya',
      variants: [
        { color: 'Navy', size: 'M', stock: 2 },
        { color: 'White', size: 'M', stock: 50 },
      ],
    });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => kit.shopper()));
    for (const s of shoppers) await kit.fill(s.userId, p.id, 1, 'Navy');
    const results = await Promise.all(
      shoppers.map((s) => kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(18);
    expect(await variantStock(p.id, 'Navy', 'M')).toBe(0);
    expect(await variantStock(p.id, 'White', 'M')).toBe(50);
    const product = await app.inject({ url: `/api/catalog/products/${p.id}` });
    expect(product.json().product.stock).toBe(50);
    expect(await productsOffTheirSum(app)).toEqual([]);
  }, 180_000);

  it('a cancel gives the units back to the colour and size they were sold in', async () => {
    const orders = ordersKit(app);
    const { s, order, p } = await orders.place({ stock: 10, quantity: 2 });
    const sold = await app.db
      .select({
        color: productVariants.color,
        size: productVariants.size,
        stock: productVariants.stock,
      })
      .from(productVariants)
      .where(eq(productVariants.productId, p.id));
    const taken = sold.find((v) => v.stock === 8);
    expect(taken).toBeDefined();
    expect(sold.filter((v) => v.stock === 10)).toHaveLength(sold.length - 1);
    const res = await orders.cancel(s.token, order.orderid);
    expect(res.statusCode, res.body).toBe(200);
    expect(await variantStock(p.id, taken?.color ?? '', taken?.size ?? '')).toBe(10);
    expect(await productsOffTheirSum(app)).toEqual([]);
  });
});

describe('a return picked up', () => {
  const TO_PICKUP = ['approved_by_shop_owner', 'pickup_scheduled'] as const;

  async function pickedUp(restock: boolean | undefined) {
    const returns = adminReturnsKit(app);
    const { s, ret, p } = await returns.requested({ returntype: 'save_to_wallet', quantity: 1 });
    await returns.walk(ret._id, TO_PICKUP);
    await returns.sendCode(ret.returnid);
    const code = await returns.codeInNotifications(s.token, ret.returnid, 'return_pickup_code');
    const before = await returns.stockOf(p.id);
    const res = await returns.adminPost('/api/admin/returns/verifyOtp', {
      returnid: ret.returnid,
      otp: code,
      ...(restock === undefined ? {} : { restock }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { res, before, after: await returns.stockOf(p.id), ret };
  }

  it('goes back to its variant by default, once', async () => {
    const { res, before, after, ret } = await pickedUp(undefined);
    expect(res.json().return.restocked).toBe(true);
    expect(after).toBe((before ?? 0) + 1);
    const [row] = await app.db
      .select({ restocked: returnRequests.restocked })
      .from(returnRequests)
      .where(eq(returnRequests.id, ret._id));
    expect(row?.restocked).toBe(true);
    expect(await productsOffTheirSum(app)).toEqual([]);
  });

  it('marked not resellable stays off the shelf', async () => {
    const { res, before, after } = await pickedUp(false);
    expect(res.json().return.restocked).toBe(false);
    expect(after).toBe(before);
  });
});
