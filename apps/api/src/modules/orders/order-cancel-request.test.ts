import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminAuditLog, outgoingMail } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { bearer } from '../auth/test-users';
import { adminOrdersKit } from './admin-orders-test-kit';

const OWNER = 'owner@souq.test';
let app: FastifyInstance;
let kit: ReturnType<typeof adminOrdersKit>;

beforeAll(async () => {
  app = await buildTestApp({
    rateLimitMultiplier: 100,
    mail: { smtpUrl: undefined, from: 'Souq Style <shop@souq.test>', owner: OWNER },
  });
  kit = adminOrdersKit(app);
});
afterAll(() => app.close());

const settle = (orderid: string, decision: string) =>
  kit.adminPost('/api/admin/orders/cancelRequest', { orderid, decision });

/** The shopper's bell lines about the order. */
async function bell(token: string, orderid: string): Promise<string[]> {
  const res = await kit.get(token, '/api/auth/notifications');
  const all = res.json<{ otp: { orderid: string | null; message: string }[] }>().otp;
  return all.filter((n) => n.orderid === orderid).map((n) => n.message);
}

const mailsTo = (to: string, kind: string) =>
  app.db
    .select()
    .from(outgoingMail)
    .where(and(eq(outgoingMail.toAddress, to), eq(outgoingMail.kind, kind)));

/** A shipped order (wallet-paid unless told) whose shopper has asked to cancel it. */
async function requested(opts: Parameters<typeof kit.place>[0] = {}) {
  const placed = await kit.shipped({ payment: 'wallet', ...opts });
  const res = await kit.cancel(placed.s.token, placed.order.orderid);
  expect(res.statusCode).toBe(202);
  return placed;
}

// Each test places and ships orders: on a busy machine that takes more than the default 30 s.
describe("the shopper's cancel, before and after shipping", { timeout: 90_000 }, () => {
  it('cancels a placed order at once, as before', async () => {
    const { s, p, order } = await kit.place({ payment: 'wallet', balance: 20_000 });
    const res = await kit.cancel(s.token, order.orderid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Order cancelled successfully',
      order: { status: 'cancelled', cancelRequestedAt: null },
    });
    expect(await kit.stockOf(p.id)).toBe(10);
    expect((await kit.ledger(s.userId)).balance).toBe(20_000);
  });

  it.each(['shipped', 'out-for-delivery'] as const)(
    'on a %s order asks instead: 202, nothing moves, the shopper and the owner are told',
    async (status) => {
      const { s, p, order } = await kit.shipped({ payment: 'wallet', balance: 20_000 });
      if (status === 'out-for-delivery') await kit.sendOtp(order.orderid);
      const before = (await kit.ledger(s.userId)).balance;
      const res = await kit.cancel(s.token, order.orderid);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({
        success: true,
        requested: true,
        message: expect.stringMatching(/^Cancellation requested\. We are asking the courier/),
        order: { status, cancelRequestedAt: expect.any(String), cancelledAt: null },
      });
      expect(await kit.stockOf(p.id)).toBe(8);
      expect((await kit.ledger(s.userId)).balance).toBe(before);
      expect(await bell(s.token, order.orderid)).toContain(
        `We received your request to cancel order ${order.orderid} and are asking the courier to return the parcel.`,
      );
      const owner = (await mailsTo(OWNER, 'owner_cancel_requested')).map((m) => m.subject);
      expect(owner).toContain(
        `Cancellation requested for order ${order.orderid} · طلب إلغاء للطلب ${order.orderid}`,
      );
      // My Orders shows the request.
      const mine = (await kit.get(s.token, '/api/order')).json().orders[0];
      expect(mine).toMatchObject({ status, cancelRequestedAt: expect.any(String) });
    },
  );

  it('a second request is the same request: 202 again, told once, in Arabic when asked', async () => {
    const { s, p, order } = await requested();
    const again = await app.inject({
      method: 'POST',
      url: '/api/order/cancel',
      headers: { ...bearer(s.token), 'accept-language': 'ar' },
      payload: { orderid: order._id },
    });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({
      success: true,
      message: 'تم طلب الإلغاء من قبل. سنراسلك عند عودة طردك إلينا.',
      order: { status: 'shipped' },
    });
    expect(await kit.stockOf(p.id)).toBe(8);
    const told = (await bell(s.token, order.orderid)).filter((m) =>
      m.includes('request to cancel'),
    );
    expect(told).toHaveLength(1);
    const owner = (await mailsTo(OWNER, 'owner_cancel_requested')).filter((m) =>
      m.subject.includes(order.orderid),
    );
    expect(owner).toHaveLength(1);
  });

  it('still refuses a delivered order', async () => {
    const { s, order } = await kit.place();
    await kit.deliver(order._id);
    const res = await kit.cancel(s.token, order.orderid);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOT_CANCELLABLE');
  });
});

describe('the owner settles a request', { timeout: 90_000 }, () => {
  it('returned to sender: stock and wallet back once, cancelled; a second call is 409', async () => {
    const { s, p, order } = await requested({ balance: 20_000 });
    const [first, second] = await Promise.all([
      settle(order.orderid, 'returned'),
      settle(order.orderid, 'returned'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const done = first.statusCode === 200 ? first : second;
    expect(done.json()).toMatchObject({
      success: true,
      order: {
        status: 'cancelled',
        cancelRequest: null,
        paymentDetails: { status: 'refunded' },
      },
    });
    expect((first.statusCode === 409 ? first : second).json().code).toBe('NO_CANCEL_REQUEST');
    const again = await settle(order.orderid, 'returned');
    expect(again.statusCode).toBe(409);
    expect(await kit.stockOf(p.id)).toBe(10);
    const ledger = await kit.ledger(s.userId);
    expect(ledger.balance).toBe(20_000);
    expect(ledger.rows.filter((r) => r.reference === `order-refund:${order._id}`)).toHaveLength(1);
    const log = await app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.objectId, order._id));
    expect(log.filter((r) => r.action === 'order.cancel_returned')).toHaveLength(1);
  });

  it('returned to sender refunds a card order through the provider once, with a credit note', async () => {
    const refund = vi.spyOn(app.payments, 'refund');
    const { order } = await requested({ payment: 'online' });
    expect(refund).not.toHaveBeenCalled();
    const res = await settle(order._id, 'returned');
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'cancelled',
      paymentDetails: { status: 'refunded' },
      creditNotes: [expect.objectContaining({ amount: order.totalprice })],
    });
    expect((await settle(order._id, 'returned')).statusCode).toBe(409);
    expect(refund).toHaveBeenCalledTimes(1);
    refund.mockRestore();
  });

  it('declined: the request is cleared, the order goes on and the shopper is told', async () => {
    const { s, p, order } = await requested();
    // Not delivered past an open request: the owner answers it first.
    const blocked = await kit.sendOtp(order.orderid);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('CANCEL_REQUESTED');
    const res = await settle(order.orderid, 'Declined');
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'shipped', cancelRequest: null });
    expect((await settle(order.orderid, 'declined')).statusCode).toBe(409);
    expect(await kit.stockOf(p.id)).toBe(8);
    expect(await bell(s.token, order.orderid)).toContain(
      `Your request to cancel order ${order.orderid} was declined: the order is still on its way.`,
    );
    expect((await kit.sendOtp(order.orderid)).statusCode).toBe(200);
    const log = await app.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.objectId, order._id));
    expect(log.find((r) => r.action === 'order.cancel_declined')?.changes).toMatchObject({
      cancelRequest: { from: 'requested', to: 'declined' },
    });
  });

  it('Manage Orders flags open requests and filters them', async () => {
    const { order } = await requested();
    const other = await kit.shipped();
    const res = await kit.list({ flag: 'cancel-requested' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().orders.map((o: { orderid: string }) => o.orderid);
    expect(ids).toContain(order.orderid);
    expect(ids).not.toContain(other.order.orderid);
    expect(res.json().total).toBe(ids.length);
    const row = res.json().orders.find((o: { orderid: string }) => o.orderid === order.orderid);
    expect(row.cancelRequest).toEqual({ at: expect.any(String), reason: null, note: null });
  });

  it('a shopper cannot settle, and a bad call is refused', async () => {
    const { s, order } = await requested();
    const byShopper = await app.inject({
      method: 'POST',
      url: '/api/admin/orders/cancelRequest',
      headers: bearer(s.token),
      payload: { orderid: order.orderid, decision: 'returned' },
    });
    expect(byShopper.statusCode).toBe(403);
    expect((await settle(order.orderid, 'maybe')).statusCode).toBe(400);
    expect((await settle('SH-NOPE', 'returned')).statusCode).toBe(404);
  });

  it('an order without an open request is refused and nothing moves', async () => {
    const plain = await kit.shipped();
    const none = await settle(plain.order.orderid, 'returned');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({
      success: false,
      code: 'NO_CANCEL_REQUEST',
      error: 'This order has no open cancellation request',
    });
    const placed = await kit.place();
    expect((await settle(placed.order.orderid, 'declined')).statusCode).toBe(409);
    expect(await kit.stockOf(plain.p.id)).toBe(8);
  });
});
