import { toFils } from '@store/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { adminKit, roleStatuses } from '../auth/admin-test-kit';
import { ordersKit } from './orders-test-kit';

/** Figures are compared in fils, so float sums of AED cannot blur a wrong month by a fil. */
const fils = (aed: number) => toFils(aed);

describe('GET /api/admin/dashboard/stats', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof ordersKit>;
  let admin: ReturnType<typeof adminKit>;
  // Dubai: 14:00 on 10 February 2030.
  const NOW = new Date('2030-02-10T10:00:00.000Z');
  beforeAll(async () => {
    app = await buildTestApp({ rateLimitMultiplier: 100 });
    kit = ordersKit(app);
    admin = adminKit(app);
  });
  afterAll(() => app.close());

  const stats = async () => {
    app.clock.now = () => NOW;
    const res = await admin.get('/api/admin/dashboard/stats');
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('is all zeros, with a 100 % change from nothing, on an empty shop', async () => {
    const body = await stats();
    expect(body).toMatchObject({
      success: true,
      timeZone: 'Asia/Dubai',
      month: { start: '2030-01-31T20:00:00.000Z', end: '2030-02-28T20:00:00.000Z' },
      lastMonth: { start: '2029-12-31T20:00:00.000Z', end: '2030-01-31T20:00:00.000Z' },
      revenue: { value: 0, lastMonth: 0, change: 100 },
      orders: { value: 0, lastMonth: 0, change: 100 },
      customers: { value: 0, lastMonth: 0, change: 100 },
      discounts: { value: 0, lastMonth: 0, change: 100 },
      // The answer's 100 stays; the figures the card shows say there is no rate without revenue.
      growthRate: {
        value: 100,
        lastMonth: 100,
        change: 0,
        figures: { value: { kind: 'none' }, lastMonth: { kind: 'none' } },
      },
      recentOrders: [],
    });
    expect(body.dailyRevenue.month).toEqual(Array(10).fill(0));
    expect(body.dailyRevenue.lastMonth).toEqual(Array(31).fill(0));
  });

  it('puts orders and customers in Dubai months, at the edges too', async () => {
    // UTC instant -> Dubai wall clock.
    const at = {
      febFirst: new Date('2030-01-31T23:30:00.000Z'), // 1 Feb 03:30: this month, day 1
      janLast: new Date('2030-01-31T19:30:00.000Z'), // 31 Jan 23:30: last month, day 31
      janFirst: new Date('2029-12-31T20:30:00.000Z'), // 1 Jan 00:30: last month, day 1
      decLast: new Date('2029-12-31T19:30:00.000Z'), // 31 Dec 23:30: the month before
      febTenth: new Date('2030-02-09T21:00:00.000Z'), // 10 Feb 01:00: this month, day 10
    };
    const place = async (when: Date, priceFils: number, quantity = 1) => {
      const placed = await kit.place({ priceFils, quantity });
      await kit.backdate(placed.order._id, when);
      await app.db.update(users).set({ createdAt: when }).where(eq(users.id, placed.s.userId));
      return { ...placed, total: fils(placed.order.totalprice), when };
    };
    const feb1 = await place(at.febFirst, 12_000);
    const feb10 = await place(at.febTenth, 4_000, 2);
    const feb10Cancelled = await place(at.febTenth, 30_000);
    await kit.cancel(feb10Cancelled.s.token, feb10Cancelled.order.orderid);
    const jan31 = await place(at.janLast, 20_000);
    const jan1 = await place(at.janFirst, 2_500);
    const dec31 = await place(at.decLast, 9_000);

    const body = await stats();
    const revenueNow = feb1.total + feb10.total;
    const revenueLast = jan31.total + jan1.total;
    expect(fils(body.revenue.value)).toBe(revenueNow);
    expect(fils(body.revenue.lastMonth)).toBe(revenueLast);
    expect(body.revenue.change).toBe(
      Math.round(((revenueNow - revenueLast) / revenueLast) * 1000) / 10,
    );
    // A cancelled order is an order received, but not revenue.
    expect(body.orders).toEqual({ value: 3, lastMonth: 2, change: 50 });
    expect(body.customers).toEqual({ value: 3, lastMonth: 2, change: 50 });
    const growth = (a: number, b: number) => Math.round(((a - b) / b) * 1000) / 10;
    expect(body.growthRate.value).toBe(growth(revenueNow, revenueLast));
    expect(body.growthRate.lastMonth).toBe(growth(revenueLast, dec31.total));
    expect(body.growthRate.figures).toEqual({
      value: { kind: 'rate', percent: body.growthRate.value },
      lastMonth: { kind: 'rate', percent: body.growthRate.lastMonth },
    });

    const month: number[] = body.dailyRevenue.month.map(fils);
    const lastMonth: number[] = body.dailyRevenue.lastMonth.map(fils);
    expect(month).toHaveLength(10);
    expect(lastMonth).toHaveLength(31);
    expect(month).toEqual([feb1.total, 0, 0, 0, 0, 0, 0, 0, 0, feb10.total]);
    expect(lastMonth[0]).toBe(jan1.total);
    expect(lastMonth[30]).toBe(jan31.total);
    expect(lastMonth.reduce((a, b) => a + b, 0)).toBe(revenueLast);
  });

  it('lists the 5 newest orders with customer, first product, amount and status', async () => {
    const body = await stats();
    expect(body.recentOrders).toHaveLength(5);
    const times = body.recentOrders.map((o: { createdAt: string }) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = body.recentOrders.slice(0, 2);
    expect(newest.map((o: { status: string }) => o.status).sort()).toEqual(['cancelled', 'placed']);
    for (const order of body.recentOrders) {
      expect(order).toEqual({
        _id: expect.any(String),
        orderid: expect.stringMatching(/^SH-/),
        userName: expect.stringMatching(/^Test Shopper \d+$/),
        product: expect.stringMatching(/^Linen Shirt \d+$/),
        amount: expect.any(Number),
        status: expect.any(String),
        createdAt: expect.any(String),
      });
    }
    // The oldest of the six (31 December) is the one left out.
    expect(times.at(-1)).toBe(Date.parse('2029-12-31T20:30:00.000Z'));
  });

  it('is the admin’s only: 401 without a token, 403 for a shopper', async () => {
    expect(await roleStatuses(app, { method: 'GET', url: '/api/admin/dashboard/stats' })).toEqual({
      anonymous: 401,
      shopper: 403,
      admin: 200,
    });
  });
});
