import { ADMIN_ORDER_METHOD_GROUPS } from '@store/domain';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#db/schema';
import { buildTestApps } from '#test/helper';
import { tabbyKit } from '../payments/tabby-test-kit';
import { tamaraKit } from '../payments/tamara-test-kit';
import { adminOrdersKit } from './admin-orders-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof adminOrdersKit>;
/** The order placed each way, by its stored payment method. */
const placed = new Map<string, string>();

beforeAll(async () => {
  [app] = (await buildTestApps(1, {
    rateLimitMultiplier: 100,
    tabby: { mode: 'test' },
    tamara: { mode: 'test' },
  })) as [FastifyInstance];
  // The pay-later clients reach their test providers over loopback.
  await app.listen({ port: 0, host: '127.0.0.1' });
  kit = adminOrdersKit(app);
  const ways = [
    kit.place({ payment: 'online' }),
    kit.place({ payment: 'COD' }),
    kit.place({ payment: 'wallet' }),
    // Half the total in the wallet, the rest at the door.
    kit.place({ payment: 'wallet', balance: 5_250 }),
  ];
  for (const way of ways) {
    const { order } = await way;
    placed.set(order.paymentMethod, order._id);
  }
  for (const payLater of [tabbyKit(app), tamaraKit(app)]) {
    const { order } = await payLater.paidOrder();
    placed.set(order.paymentMethod, order.id);
  }
});
afterAll(() => app.close());

type Listed = { _id: string; paymentMethod: string };

/** Every order the list shows under the filter, all its pages read. */
async function listedUnder(method: string) {
  const seen: Listed[] = [];
  for (let page = 1; ; page += 1) {
    const res = await kit.list({ method, page });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ orders: Listed[]; total: number }>();
    seen.push(...body.orders);
    if (seen.length >= body.total || body.orders.length === 0) return { seen, total: body.total };
  }
}

describe('GET admin/orders?method', () => {
  it('has an order placed each way the store has taken', () => {
    expect([...placed.keys()].sort()).toEqual(
      ['COD', 'online', 'tabby', 'tamara', 'wallet', 'wallet_partial'].sort(),
    );
  });

  it.each(Object.entries(ADMIN_ORDER_METHOD_GROUPS))(
    'lists under %s only the orders paid that way, and all of them',
    async (method, methods) => {
      const stored: readonly string[] = methods;
      const { seen, total } = await listedUnder(method);
      expect(seen.length).toBe(total);
      expect(seen.every((o) => stored.includes(o.paymentMethod))).toBe(true);
      for (const [paidBy, id] of placed) {
        expect(seen.some((o) => o._id === id)).toBe(stored.includes(paidBy));
      }
      const [counted] = await app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(inArray(orders.paymentMethod, [...stored]));
      expect(total).toBe(counted?.n);
    },
  );

  it('reads the filter in any casing, and "all" as no filter', async () => {
    const upper = await kit.list({ method: 'TABBY' });
    expect(upper.json().orders.map((o: Listed) => o._id)).toEqual([placed.get('tabby')]);
    const all = await kit.list({ method: 'all' });
    const none = await kit.list();
    expect(all.json().total).toBe(none.json().total);
  });

  it('keeps the other filters beside it', async () => {
    const ids = async (query: Record<string, string>) =>
      (await kit.list(query)).json<{ orders: Listed[] }>().orders.map((o) => o._id);
    expect(await ids({ method: 'card', status: 'new' })).toEqual([placed.get('online')]);
    expect(await ids({ method: 'card', status: 'shipped' })).toEqual([]);
    expect(await ids({ method: 'tamara', q: 'no-such-customer' })).toEqual([]);
  });

  it('refuses a method it does not know with a 400 in the request language', async () => {
    for (const [lang, error] of [
      ['en', 'Unknown payment method filter'],
      ['ar', 'تصفية طريقة دفع غير معروفة'],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/admin/orders',
        query: { method: 'cheque' },
        headers: { ...(await kit.admin()), 'accept-language': lang },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error });
    }
  });
});
