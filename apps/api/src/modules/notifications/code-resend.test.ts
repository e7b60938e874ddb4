import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { adminOrdersKit } from '../orders/admin-orders-test-kit';
import { adminReturnsKit } from '../returns/admin-returns-test-kit';
import type { NotificationJson } from './notification-json';

let app: FastifyInstance;
let orders: ReturnType<typeof adminOrdersKit>;
let returns: ReturnType<typeof adminReturnsKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  orders = adminOrdersKit(app);
  returns = adminReturnsKit(app);
});
afterAll(() => app.close());

const codesIn = async (token: string, kind: string) =>
  (await orders.get(token, '/api/auth/notifications'))
    .json<{ otp: NotificationJson[] }>()
    .otp.filter((n) => n.kind === kind)
    .map((n) => ({ otp: n.otp, replaced: n.replaced }));

describe('a resent code', () => {
  it('marks the earlier delivery code replaced; only the newest stands', async () => {
    const { s, order } = await orders.shipped();
    await orders.sendOtp(order._id);
    const first = await orders.codeSeenBy(s.token, order.orderid);
    await orders.sendOtp(order._id);
    const second = await orders.codeSeenBy(s.token, order.orderid);
    const codes = await codesIn(s.token, 'delivery_code');
    expect(codes).toHaveLength(2);
    expect(codes[0]).toEqual({ otp: second, replaced: false });
    expect(codes[1]).toEqual({ otp: first, replaced: true });
  });

  it("marks the earlier pickup code replaced, and leaves another return's code alone", async () => {
    const a = await returns.requested();
    const b = await returns.requested({ returntype: 'replacement' });
    for (const r of [a, b]) {
      await returns.walk(r.ret._id, ['approved_by_shop_owner', 'pickup_scheduled']);
    }
    await returns.sendCode(a.ret.returnid);
    await returns.sendCode(b.ret.returnid);
    await returns.sendCode(a.ret.returnid);
    expect((await codesIn(a.s.token, 'return_pickup_code')).map((c) => c.replaced)).toEqual([
      false,
      true,
    ]);
    expect((await codesIn(b.s.token, 'return_pickup_code')).map((c) => c.replaced)).toEqual([
      false,
    ]);
  });
});
