import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentIntents } from '#db/schema';
import { buildTestApp } from '#test/helper';
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

describe('GET /api/order', () => {
  it("lists only the shopper's orders, newest first, with every field", async () => {
    const first = await kit.place();
    const second = await kit.place({ shopper: first.s, priceFils: 2550, quantity: 1 });
    await kit.place(); // someone else's
    const res = await kit.get(first.s.token, '/api/order');
    expect(res.statusCode).toBe(200);
    const { success, orders } = res.json();
    expect(success).toBe(true);
    expect(orders.map((o: { _id: string }) => o._id)).toEqual([second.order._id, first.order._id]);
    // The same JSON checkout answered with (order-json.ts), every field included.
    // My Orders also names the tax invoice and credit notes (none yet: a cash order is invoiced
    // on delivery).
    expect(orders[0]).toEqual({ ...second.order, invoiceNumber: null, creditNotes: [] });
    expect(orders[0]).toMatchObject({
      orderid: expect.stringMatching(/^SH-/),
      userid: first.s.userId,
      items: [
        {
          _id: expect.any(String),
          productid: second.p.id,
          name: second.p.name,
          defaultImg: expect.stringContaining(second.p.productid),
          price: 25.5,
          quantity: 1,
          selections: { color: 'Navy', size: 'M' },
        },
      ],
      status: 'placed',
      paymentMethod: 'COD',
      isPaid: false,
      paymentDetails: { status: 'pending', walletAmount: 0 },
      amountPaidFromWallet: 0,
      shippingaddress: expect.objectContaining({ city: expect.any(String) }),
      createdAt: expect.any(String),
      shippedAt: null,
      deliveredAt: null,
      cancelledAt: null,
    });
  });

  it('is empty for a new shopper and 401 for guests', async () => {
    const s = await kit.shopper();
    expect((await kit.get(s.token, '/api/order')).json()).toEqual({ success: true, orders: [] });
    expect((await app.inject({ method: 'GET', url: '/api/order' })).statusCode).toBe(401);
  });
});

describe('POST /api/order/cancel', () => {
  // Once shipped, the cancel is a request the owner settles (order-cancel-request.test.ts).
  it.each(['orderid', '_id'] as const)(
    'cancels a placed order by its %s, puts the stock back and stamps cancelledAt',
    async (ref) => {
      const { s, p, order } = await kit.place({ quantity: 3 });
      expect(await kit.stockOf(p.id)).toBe(7);
      const at = new Date('2030-01-02T03:04:05.000Z');
      app.clock.now = () => at;
      const res = await kit.cancel(s.token, order[ref]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Order cancelled successfully',
        order: { _id: order._id, status: 'cancelled', cancelledAt: at.toISOString() },
      });
      expect(await kit.stockOf(p.id)).toBe(10);
    },
  );

  it('refuses a delivered order and changes nothing', async () => {
    const { s, p, order } = await kit.place();
    await kit.deliver(order._id);
    const res = await kit.cancel(s.token, order.orderid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'NOT_CANCELLABLE',
      error: 'Delivered orders cannot be cancelled',
    });
    expect(await kit.stockOf(p.id)).toBe(8);
  });

  it('twice is harmless: the second says so and restores nothing', async () => {
    const { s, p, order } = await kit.place();
    expect((await kit.cancel(s.token, order._id)).statusCode).toBe(200);
    const again = await kit.cancel(s.token, order.orderid);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      message: 'Order is already cancelled',
      order: { status: 'cancelled' },
    });
    expect(await kit.stockOf(p.id)).toBe(10);
  });

  it("404 for another shopper's order or an unknown one, 400 without an id", async () => {
    const { p, order } = await kit.place();
    const other = await kit.shopper();
    const theirs = await kit.cancel(other.token, order._id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toBe('Order not found');
    expect((await kit.cancel(other.token, 'SH-NOPE')).statusCode).toBe(404);
    expect(await kit.stockOf(p.id)).toBe(8);
    const missing = await kit.post(other.token, '/api/order/cancel', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Order id is required');
  });

  it('gives the wallet share back once, with its ledger entry, and marks it refunded', async () => {
    // AED 105.00 due, AED 40.00 in the wallet: 40 from the wallet, 65 on delivery.
    const { s, p, order } = await kit.place({ payment: 'wallet', balance: 4000 });
    expect(order.paymentMethod).toBe('wallet_partial');
    const res = await kit.cancel(s.token, order._id);
    expect(res.json().order.paymentDetails.status).toBe('refunded');
    await kit.cancel(s.token, order._id);
    const ledger = await kit.ledger(s.userId);
    expect(ledger).toMatchObject({ balance: 4000, sum: 4000 });
    const refund = ledger.rows.filter((r) => r.reference === `order-refund:${order._id}`);
    expect(refund).toMatchObject([
      { type: 'credit', amountFils: 4000, note: `Refund for order ${order.orderid}` },
    ]);
    const { wallet } = (await kit.get(s.token, '/api/auth/wallet/getWallet')).json();
    expect(wallet.balance).toBe(40);
    expect(wallet.transactions[0]).toMatchObject({ type: 'credit', amount: 40 });
    expect(await kit.stockOf(p.id)).toBe(10);
  });

  it('2 parallel cancels restore the stock and refund the wallet exactly once', async () => {
    const { s, p, order } = await kit.place({ payment: 'wallet' });
    const [a, b] = await Promise.all([
      kit.cancel(s.token, order._id),
      kit.cancel(s.token, order.orderid),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().message, b.json().message].sort()).toEqual([
      'Order cancelled successfully',
      'Order is already cancelled',
    ]);
    expect(await kit.stockOf(p.id)).toBe(10);
    const ledger = await kit.ledger(s.userId);
    expect(ledger.balance).toBe(1_000_000);
    expect(ledger.sum).toBe(ledger.balance);
    expect(ledger.rows.filter((r) => r.reference.startsWith('order-refund:'))).toHaveLength(1);
  });

  it('refunds a card order through the test provider once', async () => {
    const { s, order } = await kit.place({ payment: 'online' });
    const intentId = order.paymentDetails.paymentIntentId as string;
    const refund = vi.spyOn(app.payments, 'refund');
    const [a, b] = await Promise.all([
      kit.cancel(s.token, order._id),
      kit.cancel(s.token, order._id),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const again = await kit.cancel(s.token, order._id);
    expect(again.json().order.paymentDetails.status).toBe('refunded');
    const [intent] = await app.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intentId));
    expect(intent?.amountRefundedFils).toBe(intent?.amountFils);
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith(intentId);
    refund.mockRestore();
    expect((await kit.ledger(s.userId)).rows).toHaveLength(0);
  });

  it('retries a card refund that failed, on the next cancel, without refunding twice', async () => {
    const { s, order } = await kit.place({ payment: 'online' });
    const refund = vi
      .spyOn(app.payments, 'refund')
      .mockRejectedValueOnce(new Error('provider unavailable'));
    const first = await kit.cancel(s.token, order._id);
    expect(first.json()).toMatchObject({
      message: 'Order cancelled successfully',
      order: { status: 'cancelled', paymentDetails: { status: 'completed' } },
    });
    const retry = await kit.cancel(s.token, order._id);
    expect(retry.json()).toMatchObject({
      message: 'Order is already cancelled',
      order: { paymentDetails: { status: 'refunded' } },
    });
    await kit.cancel(s.token, order._id);
    expect(refund).toHaveBeenCalledTimes(2);
    refund.mockRestore();
  });
});
