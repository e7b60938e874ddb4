import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addresses, orders } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { searchOrderPage } from './admin-order-queries';
import { adminOrdersKit } from './admin-orders-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof adminOrdersKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = adminOrdersKit(app);
});
afterAll(() => app.close());
afterEach(() => {
  app.clock.now = () => new Date();
});

type Listed = { _id: string; orderid: string; status: string; userName: string };
const ids = (res: { json: () => { orders: Listed[] } }) => res.json().orders.map((o) => o._id);

/** What a GROUP BY over the whole table says, to check the trigger-kept counters against. */
async function countedStatuses() {
  const rows = await app.db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .groupBy(orders.status);
  const by = new Map(rows.map((r) => [r.status, r.n]));
  const n = (...s: string[]) => s.reduce((sum, x) => sum + (by.get(x) ?? 0), 0);
  return {
    new: n('placed'),
    shipped: n('shipped', 'out-for-delivery'),
    delivered: n('delivered'),
    cancelled: n('cancelled', 'refunded'),
    total: n('placed', 'shipped', 'out-for-delivery', 'delivered', 'cancelled', 'refunded'),
  };
}

/** `count` wallet orders of one shopper, a minute apart from 1 January of `year`: newest first. */
async function placeNewestFirst(
  shopper: Awaited<ReturnType<typeof kit.shopper>>,
  count: number,
  year: number,
) {
  const placed: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { order } = await kit.place({ shopper, payment: 'wallet' });
    await kit.createdAt(order._id, new Date(Date.UTC(year, 0, 1, 0, i)));
    placed.push(order._id);
  }
  return placed.reverse();
}

describe('GET admin/orders', () => {
  it('pages 10 at a time, newest first, joined to the customer’s name and email', async () => {
    const s = await kit.shopper();
    const newest = await placeNewestFirst(s, 12, 2029);
    const first = await kit.list({ q: s.email });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, total: 12, page: 1, limit: 10 });
    expect(ids(first)).toEqual(newest.slice(0, 10));
    expect(first.json().orders[0]).toMatchObject({
      userName: s.fullname,
      contactDetails: s.email,
      items: [expect.objectContaining({ quantity: 2, selections: { color: 'Navy', size: 'M' } })],
      shippingaddress: expect.objectContaining({ mobileno: '+971501234567' }),
      paymentDetails: expect.objectContaining({ walletAmount: 105, remainingAmount: 0 }),
    });
    const second = await kit.list({ q: s.email, page: 2 });
    expect(ids(second)).toEqual(newest.slice(10));
    const beyond = await kit.list({ q: s.email, page: 3 });
    expect(beyond.json()).toMatchObject({ orders: [], total: 12, page: 3 });
  });

  it('searches order id, customer name, email, mobile and PO box, case-insensitively', async () => {
    const s = await kit.shopper();
    await app.db
      .update(addresses)
      .set({ mobileno: '+971559876543', pobox: '482913' })
      .where(sql`${addresses.id} = ${s.addressId}`);
    const { order } = await kit.place({ shopper: s, payment: 'wallet' });
    const other = await kit.place();
    const found = async (q: string) => ids(await kit.list({ q }));
    expect(await found(order.orderid.toLowerCase())).toEqual([order._id]);
    expect(await found(order.orderid.slice(3, 10))).toContain(order._id);
    expect(await found(s.fullname.toUpperCase())).toEqual([order._id]);
    expect(await found(s.email.split('@')[0] ?? '')).toEqual([order._id]);
    expect(await found('559876543')).toEqual([order._id]);
    expect(await found('482913')).toEqual([order._id]);
    expect(await found(order._id)).toEqual([order._id]);
    expect(await found(other.order.orderid)).toEqual([other.order._id]);
    // LIKE's wildcards match only themselves.
    expect(await found('%%%')).toEqual([]);
    expect(await found('___')).toEqual([]);
    const none = await kit.list({ q: 'no such customer anywhere' });
    expect(none.json()).toMatchObject({ orders: [], total: 0 });
  });

  it('finds a card order by the ZIP code from its card form, and no order without one', async () => {
    const s = await kit.shopper();
    // Paid through the checkout's card form, which sends the ZIP with the payment and the order.
    const card = await kit.place({ shopper: s, payment: 'online', zipCode: '80417' });
    expect(card.order).toMatchObject({ paymentMethod: 'online', zipCode: '80417' });
    const cod = await kit.place({ shopper: s, payment: 'COD' });
    expect(cod.order).toMatchObject({ paymentMethod: 'COD', zipCode: null });
    const found = async (q: string) => ids(await kit.list({ q }));
    // Any 3 characters of it, as for the other texts. Order ids are partly random and may hold the
    // same digits, so the COD order is checked only when its own id does not.
    for (const q of ['80417', '041']) {
      const hits = await found(q);
      expect(hits).toContain(card.order._id);
      if (!cod.order.orderid.includes(q)) expect(hits).not.toContain(cod.order._id);
    }
    // Fewer than 3 characters have no trigram and are refused, as for the other texts.
    const short = await kit.list({ q: '80' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      success: false,
      error: 'Type at least 3 characters to search',
    });
  });

  it('counts a search up to its cap, pages the newest within it, and says when there are more', async () => {
    const s = await kit.shopper();
    const newest = await placeNewestFirst(s, 5, 2031);
    // The store's cap is 1,000; the same query with a cap of 3 shows what happens past it.
    const page = (offset: number) => searchOrderPage(app.db, s.email, {}, { limit: 2, offset }, 3);
    expect(await page(0)).toEqual({ ids: newest.slice(0, 2), matched: 4 });
    expect(await page(2)).toEqual({ ids: newest.slice(2, 3), matched: 4 });
    expect(await page(4)).toEqual({ ids: [], matched: 4 });
    expect(await searchOrderPage(app.db, s.email, {}, { limit: 2, offset: 2 }, 5)).toEqual({
      ids: newest.slice(2, 4),
      matched: 5,
    });
    const listed = await kit.list({ q: s.email });
    expect(listed.json()).toMatchObject({ total: 5, totalCapped: false });
  });

  it('filters by status group, and the stat cards count the whole store', async () => {
    const s = await kit.shopper();
    const mk = () => kit.place({ shopper: s, payment: 'wallet' }).then((p) => p.order._id);
    const placed = await mk();
    const shipped = await mk();
    await kit.updateStatus(shipped, 'shipped');
    const out = await mk();
    await kit.updateStatus(out, 'shipped');
    await kit.sendOtp(out);
    const delivered = await mk();
    await kit.deliver(delivered);
    const cancelled = await mk();
    await kit.updateStatus(cancelled, 'cancelled');
    const refunded = await mk();
    await kit.updateStatus(refunded, 'cancelled');
    await app.db.execute(sql`UPDATE orders SET status = 'refunded' WHERE id = ${refunded}`);

    const only = async (status: string) => ids(await kit.list({ q: s.email, status })).sort();
    expect(await only('new')).toEqual([placed]);
    expect(await only('shipped')).toEqual([shipped, out].sort());
    expect(await only('Delivered')).toEqual([delivered]);
    expect(await only('cancelled')).toEqual([cancelled, refunded].sort());
    expect((await only('all')).length).toBe(6);

    const everything = await kit.list();
    expect(everything.json().stats).toEqual(await countedStatuses());
    expect(everything.json().total).toBe((await countedStatuses()).total);
    // Filters narrow the list, never the cards.
    const filtered = await kit.list({ status: 'new', q: s.email });
    expect(filtered.json().stats).toEqual(everything.json().stats);
    expect((await kit.list({ status: 'shipped' })).json().total).toBe(
      (await countedStatuses()).shipped,
    );
  });

  it('keeps Dubai days: today, the last 7 and the last 30 begin at midnight in Dubai', async () => {
    const s = await kit.shopper();
    // 16:00 in Dubai on 10 May 2030.
    const now = new Date('2030-05-10T12:00:00.000Z');
    app.clock.now = () => now;
    const at = async (iso: string) => {
      const { order } = await kit.place({ shopper: s, payment: 'wallet' });
      await kit.createdAt(order._id, new Date(iso));
      return order._id;
    };
    const todayFirst = await at('2030-05-09T20:00:00.000Z'); // 00:00 on 10 May in Dubai
    const yesterdayLast = await at('2030-05-09T19:59:59.999Z'); // 23:59:59.999 on 9 May
    const weekFirst = await at('2030-05-03T20:00:00.000Z'); // 00:00 on 4 May
    const weekBefore = await at('2030-05-03T19:59:59.999Z');
    const monthFirst = await at('2030-04-10T20:00:00.000Z'); // 00:00 on 11 April
    const monthBefore = await at('2030-04-10T19:59:59.999Z');
    const tomorrow = await at('2030-05-10T20:00:00.000Z'); // 00:00 on 11 May: not today

    const inRange = async (range: string) => ids(await kit.list({ q: s.email, range })).sort();
    expect(await inRange('today')).toEqual([todayFirst]);
    expect(await inRange('7d')).toEqual([todayFirst, yesterdayLast, weekFirst].sort());
    expect(await inRange('30d')).toEqual(
      [todayFirst, yesterdayLast, weekFirst, weekBefore, monthFirst].sort(),
    );
    const all = await kit.list({ q: s.email, range: 'all' });
    expect(all.json().total).toBe(7);
    expect(ids(all)).toEqual([
      tomorrow,
      todayFirst,
      yesterdayLast,
      weekFirst,
      weekBefore,
      monthFirst,
      monthBefore,
    ]);
    const combined = await kit.list({ q: s.email, range: '7d', status: 'new', page: 1 });
    expect(combined.json().total).toBe(3);
  });

  it('pages the whole store newest first from either end, and counts ranges exactly', async () => {
    const now = new Date('2030-05-10T12:00:00.000Z');
    app.clock.now = () => now;
    const all = await app.db
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .orderBy(desc(orders.createdAt), desc(orders.id));
    expect(all.length).toBeGreaterThan(25);
    const first = await kit.list();
    expect(first.json().total).toBe(all.length);
    const pages = Math.ceil(all.length / 10);
    const seen: string[] = [];
    // Later pages are read from the oldest end; together they must be the same list.
    for (let page = 1; page <= pages; page += 1) seen.push(...ids(await kit.list({ page })));
    expect(seen).toEqual(all.map((o) => o.id));
    expect(ids(await kit.list({ page: pages + 1 }))).toEqual([]);

    for (const [range, since] of [
      ['today', '2030-05-09T20:00:00.000Z'],
      ['7d', '2030-05-03T20:00:00.000Z'],
      ['30d', '2030-04-10T20:00:00.000Z'],
    ] as const) {
      const kept = all.filter(
        (o) => o.createdAt >= new Date(since) && o.createdAt < new Date('2030-05-10T20:00:00.000Z'),
      );
      const res = await kit.list({ range });
      expect(res.json().total).toBe(kept.length);
      expect(ids(res)).toEqual(kept.slice(0, 10).map((o) => o.id));
    }
  });

  it('refuses bad filters with 400 and the field’s message', async () => {
    for (const [query, error] of [
      [{ status: 'lost' }, 'Unknown status filter'],
      [{ range: '1y' }, 'Unknown date filter'],
      [{ page: '0' }, 'Page must be 1 or more'],
      [{ q: 'x'.repeat(101) }, 'Search text must be at most 100 characters'],
      // Two letters have no trigram: no index could serve them.
      [{ q: 'li' }, 'Type at least 3 characters to search'],
    ] as const) {
      const res = await kit.list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error });
    }
  });

  it('never deletes an order: the database refuses', async () => {
    const { order } = await kit.place();
    await expect(app.db.execute(sql`DELETE FROM orders WHERE id = ${order._id}`)).rejects.toThrow();
    expect(ids(await kit.list({ q: order.orderid }))).toEqual([order._id]);
  });
});
