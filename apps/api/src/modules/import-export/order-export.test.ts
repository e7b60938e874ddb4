import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/helper';
import { adminOrdersKit } from '../orders/admin-orders-test-kit';
import { importExportKit } from './import-export-test-kit';

let app: FastifyInstance;
let orders: ReturnType<typeof adminOrdersKit>;
let kit: ReturnType<typeof importExportKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  orders = adminOrdersKit(app);
  kit = importExportKit(app);
});
afterAll(() => app.close());

describe('GET admin/orders/export', () => {
  it('lists the orders Manage Orders shows for the same search and filters, newest first', async () => {
    const shopper = await orders.shopper();
    const placed = await orders.place({ shopper, priceFils: 12_550 });
    const shipped = await orders.shipped({ shopper });
    const older = await orders.place({ shopper });
    await orders.createdAt(older.order._id, new Date(Date.UTC(2020, 0, 1)));
    const someoneElse = await orders.place();

    const all = await kit.exportOrders();
    expect(all.map((o) => o.orderid)).toEqual([
      someoneElse.order.orderid,
      shipped.order.orderid,
      placed.order.orderid,
      older.order.orderid,
    ]);
    expect(all.find((o) => o.orderid === placed.order.orderid)).toMatchObject({
      status: 'placed',
      email: shopper.email,
      quantity: '2',
      subtotal: '251.00',
      total: placed.order.totalprice.toFixed(2),
      paymentMethod: 'COD',
    });

    const listed = async (query: Record<string, string>) => {
      const res = await orders.list(query);
      return res.json<{ orders: { orderid: string }[] }>().orders.map((o) => o.orderid);
    };
    const queries: Record<string, string>[] = [
      { status: 'shipped' },
      { q: shopper.email },
      { q: shopper.email, status: 'new' },
      { range: '7d' },
    ];
    for (const query of queries) {
      const exported = (await kit.exportOrders(query)).map((o) => o.orderid);
      expect(exported, JSON.stringify(query)).toEqual(await listed(query));
    }
    expect((await kit.exportOrders({ status: 'shipped' })).map((o) => o.orderid)).toEqual([
      shipped.order.orderid,
    ]);
  });

  it('refuses a filter Manage Orders does not have', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admin/orders/export',
      query: { status: 'lost' },
      headers: await kit.products.admin(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      fields: { status: 'Unknown status filter' },
    });
  });
});
