import { toFils } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { adminReturnsKit } from '../returns/admin-returns-test-kit';

describe('the dashboard’s revenue is net of what was given back', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof adminReturnsKit>;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimitMultiplier: 100 });
    kit = adminReturnsKit(app);
  });
  afterAll(() => app.close());

  const stats = async () => {
    const res = await kit.adminGet('/api/admin/dashboard/stats');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ revenue: { value: number }; dailyRevenue: { month: number[] } }>();
  };
  const sum = (days: number[]) => days.reduce((a, b) => a + toFils(b), 0);

  it('takes a credited return off, and leaves a cancelled paid order out', async () => {
    // Two units of AED 50 delivered; one comes back to the wallet: 52.50 with its 5 % VAT.
    const kept = await kit.requested({ returntype: 'save_to_wallet', priceFils: 5000 });
    const total = toFils(kept.order.totalprice);
    const before = await stats();
    expect(toFils(before.revenue.value)).toBe(total);

    await kit.walk(kept.ret._id, ['approved_by_shop_owner', 'pickup_scheduled', 'picked_up']);
    const afterReturn = await stats();
    expect(toFils(afterReturn.revenue.value)).toBe(total - 5250);
    expect(sum(afterReturn.dailyRevenue.month)).toBe(total - 5250);

    // Paid from the wallet, then cancelled: the money goes back, so it is no revenue.
    const paid = await kit.place({ payment: 'wallet', priceFils: 8000 });
    expect(toFils((await stats()).revenue.value)).toBe(
      total - 5250 + toFils(paid.order.totalprice),
    );
    expect((await kit.cancel(paid.s.token, paid.order.orderid)).statusCode).toBe(200);
    const afterCancel = await stats();
    expect(toFils(afterCancel.revenue.value)).toBe(total - 5250);
    expect(sum(afterCancel.dailyRevenue.month)).toBe(total - 5250);
  });
});
