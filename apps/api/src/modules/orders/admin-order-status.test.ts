import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/test-users';
import { buildTestApp } from '#test/helper';
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

const setClock = (iso: string) => {
  const d = new Date(iso);
  app.clock.now = () => d;
  return iso;
};

const ADMIN_CALLS = [
  ['GET', '/api/admin/orders'],
  ['POST', '/api/admin/orders/updateStatus'],
  ['POST', '/api/admin/orders/sendOtp'],
  ['POST', '/api/admin/orders/otp'],
  ['POST', '/api/admin/orders/verifyOtp'],
] as const;

describe('the order calls are for admins only', () => {
  it.each(ADMIN_CALLS)('%s %s: 401 without a token, 403 with a shopper’s', async (method, url) => {
    const anonymous = await app.inject({
      method,
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(anonymous.statusCode).toBe(401);
    const s = await kit.shopper();
    const shopper = await app.inject({
      method,
      url,
      headers: bearer(s.token),
      payload: method === 'POST' ? {} : undefined,
    });
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});

describe('POST admin/orders/updateStatus', () => {
  it('ships a placed order with the server’s time, whatever the request sends', async () => {
    const { order, s } = await kit.place();
    const shippedAt = setClock('2030-05-01T08:00:00.000Z');
    const res = await kit.updateStatus(order._id, 'Shipped', { shippedAt: '1999-01-01T00:00:00Z' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Status updated successfully',
      order: {
        _id: order._id,
        status: 'shipped',
        shippedAt,
        deliveredAt: null,
        userName: s.fullname,
        contactDetails: s.email,
      },
    });
    // The shopper's tracker moves too.
    const mine = (await kit.get(s.token, '/api/order')).json().orders[0];
    expect(mine).toMatchObject({ status: 'shipped', shippedAt });
  });

  it('finds the order by its SH- order id as well as its _id', async () => {
    const { order } = await kit.place();
    const res = await kit.updateStatus(order.orderid.toLowerCase(), 'shipped');
    expect(res.json().order.status).toBe('shipped');
  });

  it.each([
    ['delivered', 400, 'An order is marked delivered only with the delivery code'],
    ['out-for-delivery', 400, 'An order goes out for delivery when its delivery code is sent'],
    ['placed', 400, 'Orders cannot be set to placed'],
    ['refunded', 400, 'Orders cannot be set to refunded'],
    ['lost', 400, 'Unknown order status'],
  ])('refuses %s on a placed order (%i) and changes nothing', async (status, code, error) => {
    const { order, s } = await kit.place();
    const res = await kit.updateStatus(order._id, status);
    expect(res.statusCode).toBe(code);
    expect(res.json()).toMatchObject({ success: false, error });
    expect((await kit.get(s.token, '/api/order')).json().orders[0].status).toBe('placed');
  });

  it('refuses to ship twice, and to ship or cancel a delivered or cancelled order (409)', async () => {
    const shipped = await kit.shipped();
    const again = await kit.updateStatus(shipped.order._id, 'shipped');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Cannot move an order from shipped to shipped');

    const { order } = await kit.place();
    await kit.deliver(order._id);
    for (const status of ['shipped', 'cancelled']) {
      const res = await kit.updateStatus(order._id, status);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(`Cannot move an order from delivered to ${status}`);
    }
    const cancelled = await kit.place();
    await kit.updateStatus(cancelled.order._id, 'Cancelled');
    const ship = await kit.updateStatus(cancelled.order._id, 'shipped');
    expect(ship.json().error).toBe('Cannot move an order from cancelled to shipped');
  });

  it.each(['placed', 'shipped', 'out-for-delivery'])(
    'cancels a %s order: stock and wallet money back exactly once',
    async (from) => {
      const { order, p, s } = await kit.place({ payment: 'wallet', balance: 20000 });
      if (from !== 'placed') await kit.updateStatus(order._id, 'shipped');
      if (from === 'out-for-delivery') await kit.sendOtp(order._id);
      expect(await kit.stockOf(p.id)).toBe(8);
      const cancelledAt = setClock('2030-06-01T00:00:00.000Z');
      const res = await kit.updateStatus(order._id, 'CANCELLED', { cancelledAt: 'yesterday' });
      expect(res.statusCode).toBe(200);
      expect(res.json().order).toMatchObject({
        status: 'cancelled',
        cancelledAt,
        paymentDetails: { status: 'refunded' },
      });
      const again = await kit.updateStatus(order._id, 'cancelled');
      expect(again.statusCode).toBe(409);
      // The shopper cancelling too changes nothing more.
      await kit.cancel(s.token, order._id);
      expect(await kit.stockOf(p.id)).toBe(10);
      const ledger = await kit.ledger(s.userId);
      expect(ledger).toMatchObject({ balance: 20000, sum: 20000 });
      expect(ledger.rows.filter((r) => r.type === 'credit')).toHaveLength(2);
    },
  );

  it('cancelling an order out for delivery voids its code', async () => {
    const { order } = await kit.shipped();
    await kit.sendOtp(order._id);
    await kit.updateStatus(order._id, 'cancelled');
    const otp = await kit.otp(order._id);
    expect(otp.statusCode).toBe(404);
  });

  it('refunds a cancelled card order through the provider once', async () => {
    const { order } = await kit.place({ payment: 'online' });
    const res = await kit.updateStatus(order._id, 'cancelled');
    expect(res.json().order).toMatchObject({
      status: 'cancelled',
      isPaid: true,
      paymentDetails: { status: 'refunded', method: 'online' },
    });
  });

  it('404 for an unknown order, 400 without an order id', async () => {
    for (const ref of ['00000000-0000-4000-8000-000000000000', 'SH-NOPE']) {
      const res = await kit.updateStatus(ref, 'shipped');
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Order not found');
    }
    const missing = await kit.adminPost('/api/admin/orders/updateStatus', { status: 'shipped' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Order id is required');
  });
});
