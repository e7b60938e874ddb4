import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { advanceOrderStatus } from './order-status-service';
import { ordersKit } from './orders-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof ordersKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = ordersKit(app);
});
afterAll(() => app.close());
afterEach(() => {
  app.clock.now = () => new Date();
});

const at = (iso: string) => {
  const d = new Date(iso);
  app.clock.now = () => d;
  return iso;
};

describe('advanceOrderStatus', () => {
  it('moves placed -> shipped -> out-for-delivery -> delivered, stamping each with the clock', async () => {
    const { order } = await kit.place();
    const shippedAt = at('2030-05-01T08:00:00.000Z');
    const shipped = await advanceOrderStatus(app, order._id, 'shipped');
    expect(shipped).toMatchObject({ status: 'shipped', shippedAt, deliveredAt: null });
    at('2030-05-01T20:00:00.000Z');
    const out = await advanceOrderStatus(app, order._id, 'out-for-delivery');
    // out-for-delivery records no timestamp of its own; shippedAt keeps its value.
    expect(out).toMatchObject({ status: 'out-for-delivery', shippedAt, deliveredAt: null });
    const deliveredAt = at('2030-05-02T09:30:00.000Z');
    const delivered = await advanceOrderStatus(app, order._id, 'delivered');
    expect(delivered).toMatchObject({ status: 'delivered', deliveredAt, cancelledAt: null });
  });

  it.each<[string, readonly string[], string]>([
    ['placed', [], 'delivered'],
    ['placed', [], 'out-for-delivery'],
    ['placed', [], 'refunded'],
    ['shipped', ['shipped'], 'placed'],
    ['delivered', ['shipped', 'out-for-delivery', 'delivered'], 'cancelled'],
    ['delivered', ['shipped', 'out-for-delivery', 'delivered'], 'shipped'],
  ])('refuses %s -> %s with 409', async (from, path, to) => {
    const { order } = await kit.place();
    for (const step of path) await advanceOrderStatus(app, order._id, step as never);
    await expect(advanceOrderStatus(app, order._id, to as never)).rejects.toMatchObject({
      status: 409,
      message: `Cannot move an order from ${from} to ${to}`,
    });
  });

  it('cancels like the shopper does (stock and wallet back) and refuses to cancel twice', async () => {
    const { s, p, order } = await kit.place({ payment: 'wallet', balance: 20000 });
    const cancelledAt = at('2030-06-01T00:00:00.000Z');
    const cancelled = await advanceOrderStatus(app, order._id, 'cancelled');
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledAt });
    expect(cancelled.paymentDetails.status).toBe('refunded');
    expect(await kit.stockOf(p.id)).toBe(10);
    expect((await kit.ledger(s.userId)).balance).toBe(20000);
    await expect(advanceOrderStatus(app, order._id, 'cancelled')).rejects.toMatchObject({
      status: 409,
      message: 'Cannot move an order from cancelled to cancelled',
    });
    const refunded = await advanceOrderStatus(app, order._id, 'refunded');
    expect(refunded.status).toBe('refunded');
    expect((await kit.ledger(s.userId)).balance).toBe(20000);
  });

  it('404 for an unknown order', async () => {
    await expect(
      advanceOrderStatus(app, '00000000-0000-4000-8000-000000000000', 'shipped'),
    ).rejects.toMatchObject({ status: 404 });
    await expect(advanceOrderStatus(app, 'not-a-uuid', 'shipped')).rejects.toMatchObject({
      status: 404,
    });
  });
});
