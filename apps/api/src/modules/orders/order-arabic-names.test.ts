import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { bearer } from '../auth/test-users';
import { checkoutKit } from '../checkout/checkout-test-kit';
import { buildTestApp } from '#test/helper';

let app: FastifyInstance;
let kit: ReturnType<typeof checkoutKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = checkoutKit(app);
});
afterAll(() => app.close());

const get = (token: string, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

type Named = { name: string; nameAr: string | null };

describe("a product's Arabic name in the bag and the orders", () => {
  it('comes beside the English name, and null for a product without one', async () => {
    const s = await kit.shopper();
    const arabic = await kit.product({ name: 'Open Abaya', nameAr: 'عباية مفتوحة' });
    const plain = await kit.product({ name: 'Linen Shirt' });
    await kit.fill(s.userId, arabic.id, 1);
    await kit.fill(s.userId, plain.id, 1);

    const bag = (await get(s.token, '/api/cart')).json<{ items: Named[] }>();
    expect(bag.items.map(({ name, nameAr }) => ({ name, nameAr }))).toEqual([
      { name: 'Open Abaya', nameAr: 'عباية مفتوحة' },
      { name: 'Linen Shirt', nameAr: null },
    ]);

    const placed = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' });
    expect(placed.statusCode).toBe(201);
    const names = (items: Named[]) => items.map(({ name, nameAr }) => ({ name, nameAr }));
    const orders = async () =>
      (await get(s.token, '/api/order')).json<{ orders: { _id: string; items: Named[] }[] }>()
        .orders;
    expect(names((await orders())[0]?.items ?? [])).toEqual([
      { name: 'Open Abaya', nameAr: 'عباية مفتوحة' },
      { name: 'Linen Shirt', nameAr: null },
    ]);

    // The line keeps the English it was bought under; the Arabic is the product's as it is now.
    await app.db.update(products).set({ nameAr: 'عباية' }).where(eq(products.id, arabic.id));
    await app.db.update(products).set({ name: 'Renamed' }).where(eq(products.id, plain.id));
    expect(names((await orders())[0]?.items ?? [])).toEqual([
      { name: 'Open Abaya', nameAr: 'عباية' },
      { name: 'Linen Shirt', nameAr: null },
    ]);
    // A cancel answers with the order as My Orders shows it: the same names.
    const cancelled = await kit.post(s.token, '/api/order/cancel', {
      orderid: (await orders())[0]?._id,
    });
    expect(names(cancelled.json<{ order: { items: Named[] } }>().order.items)).toEqual([
      { name: 'Open Abaya', nameAr: 'عباية' },
      { name: 'Linen Shirt', nameAr: null },
    ]);
  });
});
