import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { returnsKit } from '../returns/returns-test-kit';
import { notifyCode } from './notification-service';

let app: FastifyInstance;
let kit: ReturnType<typeof returnsKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = returnsKit(app);
});
afterAll(() => app.close());
afterEach(() => {
  app.clock.now = () => new Date();
});

const setClock = (iso: string) => {
  const d = new Date(iso);
  app.clock.now = () => d;
  return d;
};
const list = (token: string) => kit.get(token, '/api/auth/notifications');
const markRead = (token: string, id: unknown) =>
  kit.post(token, '/api/auth/notifications/mark_as_read', { id });

describe('notifications', () => {
  it('lists the shopper’s codes newest first with their order or return id and time ago', async () => {
    const placed = await kit.delivered();
    kit.afterDelivery(60_000);
    const ret = (await kit.requestReturn(placed.s.token, kit.body(placed))).json().return;
    const t0 = setClock('2030-04-01T12:00:00.000Z');
    const delivery = await notifyCode(app, {
      userId: placed.s.userId,
      kind: 'delivery_code',
      orderId: placed.order._id,
      otp: '4821',
      ttlSeconds: 120,
    });
    expect(delivery).toEqual({
      _id: expect.any(String),
      kind: 'delivery_code',
      read: false,
      otp: '4821',
      orderid: placed.order.orderid,
      returnid: null,
      message: expect.any(String),
      replaced: false,
      createdAt: t0.toISOString(),
      updatedAt: t0.toISOString(),
      timeAgo: 'just now',
      ago: null,
    });
    setClock('2030-04-01T14:00:00.000Z');
    const pickup = await notifyCode(app, {
      userId: placed.s.userId,
      kind: 'return_pickup_code',
      returnId: ret._id,
      otp: '1234',
      ttlSeconds: 86_400,
      message: 'Pickup code',
    });
    expect(pickup).toMatchObject({ orderid: null, returnid: ret.returnid, message: 'Pickup code' });
    setClock('2030-04-01T14:05:30.000Z');
    const res = await list(placed.s.token);
    expect(res.statusCode).toBe(200);
    const { success, otp } = res.json();
    expect(success).toBe(true);
    // The order's and the return's own updates (placed, delivered, received) carry no code.
    const codes = otp.filter((n: { otp: string | null }) => n.otp);
    expect(codes.map((n: { otp: string; timeAgo: string }) => [n.otp, n.timeAgo])).toEqual([
      ['1234', '5 minutes ago'],
      ['4821', '2 hours ago'],
    ]);
    expect(codes.map((n: { ago: unknown }) => n.ago)).toEqual([
      { value: 5, unit: 'minute' },
      { value: 2, unit: 'hour' },
    ]);
    setClock('2030-04-04T13:00:00.000Z');
    const later = (await list(placed.s.token)).json().otp;
    expect(later.find((n: { otp: string }) => n.otp === '4821').timeAgo).toBe('3 days ago');
  });

  it('are private: another shopper sees none and cannot mark them read (404)', async () => {
    const owner = await kit.shopper();
    const other = await kit.shopper();
    const n = await notifyCode(app, {
      userId: owner.userId,
      kind: 'return_delivery_code',
      otp: '9999',
      ttlSeconds: 86_400,
    });
    expect((await list(other.token)).json()).toEqual({ success: true, otp: [] });
    for (const id of [n._id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const theirs = await markRead(other.token, id);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().error).toBe('Notification not found');
    }
    expect((await list(owner.token)).json().otp[0].read).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/api/auth/notifications' })).statusCode).toBe(
      401,
    );
  });

  it('mark_as_read marks the owner’s own notification, and again is harmless', async () => {
    const s = await kit.shopper();
    const n = await notifyCode(app, {
      userId: s.userId,
      kind: 'delivery_code',
      otp: '1111',
      ttlSeconds: 120,
    });
    const at = setClock('2030-04-02T00:00:00.000Z');
    for (let i = 0; i < 2; i += 1) {
      const res = await markRead(s.token, n._id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        notification: { _id: n._id, read: true, updatedAt: at.toISOString() },
      });
    }
    expect((await list(s.token)).json().otp[0].read).toBe(true);
    const missing = await markRead(s.token, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Notification id is required');
  });
});

describe('GET /api/auth/wallet/getWallet', () => {
  it('is private to its owner and keeps 2-decimal amounts', async () => {
    const owner = await kit.shopper();
    const other = await kit.shopper();
    await kit.topUp(owner.userId, 1050);
    await kit.topUp(owner.userId, 1);
    const mine = (await kit.get(owner.token, '/api/auth/wallet/getWallet')).json().wallet;
    expect(mine).toMatchObject({ balance: 10.51, totalTransactions: 2 });
    expect(mine.transactions.map((t: { amount: number }) => t.amount)).toEqual([0.01, 10.5]);
    const theirs = (await kit.get(other.token, '/api/auth/wallet/getWallet')).json().wallet;
    expect(theirs).toMatchObject({ balance: 0, transactions: [], totalTransactions: 0 });
  });
});
