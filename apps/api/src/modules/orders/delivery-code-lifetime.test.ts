import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config/env';
import { buildTestApp } from '#test/helper';
import type { NotificationJson } from '../notifications/notification-json';
import { adminOrdersKit } from './admin-orders-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof adminOrdersKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = adminOrdersKit(app);
});
afterAll(() => app.close());

const T0 = new Date('2030-06-01T10:00:00.000Z');
const at = (seconds: number) => {
  const d = new Date(T0.getTime() + seconds * 1000);
  app.clock.now = () => d;
};
const HOUR = 3600;

/** An order shipped with `carrier` (none: the owner delivers it himself), its code sent at T0. */
async function sentWith(carrier: string | null) {
  const placed = await kit.place({ payment: 'wallet' });
  const ship = await kit.updateStatus(placed.order._id, 'shipped', carrier ? { carrier } : {});
  expect(ship.statusCode).toBe(200);
  at(0);
  const sent = await kit.sendOtp(placed.order._id);
  expect(sent.statusCode).toBe(200);
  const code = await kit.codeSeenBy(placed.s.token, placed.order.orderid);
  return { ...placed, sent: sent.json<{ otpExpiresAt: string }>(), code };
}

/** The shopper's bell lines for the order's delivery codes, newest first. */
async function notices(token: string, orderid: string) {
  const res = await kit.get(token, '/api/auth/notifications');
  return res
    .json<{ otp: NotificationJson[] }>()
    .otp.filter((n) => n.kind === 'delivery_code' && n.orderid === orderid);
}

describe('how long a delivery code lasts', () => {
  it("lasts a courier's day (24 hours) when a courier carries the order", async () => {
    const { order, sent, code, s } = await sentWith('aramex');
    expect(sent.otpExpiresAt).toBe('2030-06-02T10:00:00.000Z');
    expect((await kit.otp(order._id)).json().otp).toEqual({
      otpExpiresAt: '2030-06-02T10:00:00.000Z',
    });
    const [notice] = await notices(s.token, order.orderid);
    expect(notice?.message).toBe(
      'Give this code at the door to receive your order. It expires in 24 hours.',
    );
    at(24 * HOUR - 1);
    expect((await kit.verifyOtp(order._id, code)).json().order.status).toBe('delivered');
  });

  it('is refused as expired once the 24 hours are over', async () => {
    const { order, code } = await sentWith('other');
    at(24 * HOUR);
    const late = await kit.verifyOtp(order._id, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('OTP_EXPIRED');
  });

  it('lasts 2 minutes when the owner delivers it himself (shipped with no courier)', async () => {
    const { order, sent, code, s } = await sentWith(null);
    expect(sent.otpExpiresAt).toBe('2030-06-01T10:02:00.000Z');
    const [notice] = await notices(s.token, order.orderid);
    expect(notice?.message).toContain('It expires in 2 minutes.');
    at(120);
    expect((await kit.verifyOtp(order._id, code)).json().code).toBe('OTP_EXPIRED');
  });

  it('replaces the code on resend: a new day from the resend, the old code void and marked so', async () => {
    const { order, code: first, s } = await sentWith('dhl');
    at(5 * HOUR);
    const resent = await kit.sendOtp(order._id);
    expect(resent.json().otpExpiresAt).toBe('2030-06-02T15:00:00.000Z');
    expect((await kit.otp(order._id)).json().otp.otpExpiresAt).toBe('2030-06-02T15:00:00.000Z');
    const second = await kit.codeSeenBy(s.token, order.orderid);
    const [latest, earlier] = await notices(s.token, order.orderid);
    expect([latest?.replaced, earlier?.replaced]).toEqual([false, true]);
    if (first !== second) {
      expect((await kit.verifyOtp(order._id, first)).json().code).toBe('OTP_INVALID');
    }
    at(24 * HOUR + 1);
    expect((await kit.verifyOtp(order._id, second)).json().order.status).toBe('delivered');
  });

  it('follows DELIVERY_CODE_MINUTES', async () => {
    const saved = app.config.shipping;
    app.config.shipping = loadConfig({ DELIVERY_CODE_MINUTES: '90' }).shipping;
    try {
      const { sent, order, s } = await sentWith('smsa');
      expect(sent.otpExpiresAt).toBe('2030-06-01T11:30:00.000Z');
      const [notice] = await notices(s.token, order.orderid);
      expect(notice?.message).toContain('It expires in 90 minutes.');
    } finally {
      app.config.shipping = saved;
    }
  });
});
