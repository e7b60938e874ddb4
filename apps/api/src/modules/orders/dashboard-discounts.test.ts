import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { adminKit } from '../auth/admin-test-kit';
import { promotionsKit, uniqueCode } from '../promotions/promotions-test-kit';
import { ordersKit } from './orders-test-kit';

describe("the dashboard's discounts: what promotions took off this Dubai month's orders", () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof ordersKit>;
  let promotions: ReturnType<typeof promotionsKit>;
  let admin: ReturnType<typeof adminKit>;
  // Dubai: 14:00 on 10 July 2031; the month started at 2031-06-30T20:00Z.
  const NOW = new Date('2031-07-10T10:00:00.000Z');
  beforeAll(async () => {
    app = await buildTestApp({ rateLimitMultiplier: 100 });
    kit = ordersKit(app);
    promotions = promotionsKit(app);
    admin = adminKit(app);
  });
  afterAll(() => app.close());

  const discounts = async () => {
    app.clock.now = () => NOW;
    const res = await admin.get('/api/admin/dashboard/stats');
    app.clock.now = () => new Date();
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ discounts: { value: number; lastMonth: number; change: number } }>()
      .discounts;
  };

  /** A cash order of 2 x AED 100.00 (AED 210.00 shown) with `typed` on the bag, placed `when`. */
  async function placeWith(typed: string | null, when: Date) {
    const s = await kit.shopper();
    const p = await kit.product({ priceFils: 10000, stock: 10 });
    await kit.fill(s.userId, p.id, 2);
    if (typed) expect((await promotions.tryCode(s.token, typed)).statusCode).toBe(200);
    const res = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' });
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json<{ order: { _id: string; orderid: string } }>();
    await kit.backdate(order._id, when);
    return { s, order };
  }

  it("is 0 against 0 (the API's 100 from nothing) while no order got a promotion", async () => {
    await placeWith(null, new Date('2031-07-02T08:00:00.000Z'));
    expect(await discounts()).toEqual({ value: 0, lastMonth: 0, change: 100 });
  });

  it("sums the kept promotions' amounts, in Dubai months, leaving cancelled orders out", async () => {
    const percent = uniqueCode();
    await promotions.create({ code: percent });
    const fixed = uniqueCode();
    await promotions.create({ code: fixed, reward: { kind: 'order_amount', amount: 15.5 } });

    // 20 % of AED 210.00 is 42.00 (under its AED 50.00 cap); the fixed code takes 15.50.
    // 1 July 00:30 in Dubai: this month.
    await placeWith(percent, new Date('2031-06-30T20:30:00.000Z'));
    await placeWith(fixed, new Date('2031-07-09T12:00:00.000Z'));
    // Cancelled this month: its 42.00 was not given.
    const cancelled = await placeWith(percent, new Date('2031-07-05T12:00:00.000Z'));
    const cancel = await kit.cancel(cancelled.s.token, cancelled.order.orderid);
    expect(cancel.statusCode, cancel.body).toBe(200);
    // 30 June 23:30 in Dubai: last month.
    await placeWith(percent, new Date('2031-06-30T19:30:00.000Z'));

    // This month 42.00 + 15.50 = 57.50, last month 42.00: up (57.50 - 42) / 42 = 36.9 %.
    expect(await discounts()).toEqual({ value: 57.5, lastMonth: 42, change: 36.9 });
  });
});
