import { CODE_MAX_ATTEMPTS } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { startSmtpListener } from '#test/smtp-listener';
import { adminOrdersKit } from './admin-orders-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof adminOrdersKit>;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let shopper: Awaited<ReturnType<typeof kit.shopper>>;
const logLines: string[] = [];
const responses: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpListener();
  app = await buildTestApp(
    {
      mail: { smtpUrl: smtp.url, from: 'Souq Style <no-reply@souqstyle.ae>' },
      rateLimitMultiplier: 100,
      logLevel: 'trace',
    },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  // Every admin answer in this file is kept, to prove none of them carries a code.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.url.startsWith('/api/admin/') && typeof payload === 'string') {
      responses.push(payload);
    }
    return payload;
  });
  kit = adminOrdersKit(app);
  shopper = await kit.shopper();
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
afterEach(() => {
  app.clock.now = () => new Date();
});

const T0 = new Date('2030-05-01T10:00:00.000Z');
const setClock = (secondsAfterT0: number) => {
  const d = new Date(T0.getTime() + secondsAfterT0 * 1000);
  app.clock.now = () => d;
  return d;
};
const wrongFor = (code: string) => (code === '1000' ? '1001' : '1000');
const codesSent: string[] = [];

/** A shipped order of the shared shopper (paid by wallet unless told, to stay under the cash-on-delivery caps) with a code sent at T0; the code as the shopper sees it. */
async function outForDelivery(opts: Parameters<typeof kit.shipped>[0] = {}) {
  const placed = await kit.shipped({ shopper, payment: 'wallet', ...opts });
  setClock(0);
  const sent = await kit.sendOtp(placed.order._id);
  expect(sent.statusCode).toBe(200);
  const code = await kit.codeSeenBy(placed.s.token, placed.order.orderid);
  codesSent.push(code);
  return { ...placed, code, sent };
}

describe('POST admin/orders/sendOtp', () => {
  it('sets the order out for delivery and gives the code to the shopper alone', async () => {
    const { order, code, sent, s } = await outForDelivery();
    expect(sent.json()).toEqual({
      success: true,
      otpExpiresAt: '2030-05-01T10:02:00.000Z',
      order: expect.objectContaining({ _id: order._id, status: 'out-for-delivery' }),
    });
    expect(code).toMatch(/^[1-9]\d{3}$/);
    const notices = (await kit.get(s.token, '/api/auth/notifications')).json().otp;
    expect(notices[0]).toMatchObject({
      kind: 'delivery_code',
      otp: code,
      orderid: order.orderid,
      read: false,
    });
    expect((await kit.get(s.token, '/api/order')).json().orders[0].status).toBe('out-for-delivery');
  });

  it('mails the code to the shopper, with the code in the body and not in the subject', async () => {
    const { order, code } = await outForDelivery();
    let mail = await smtp.nextMailTo(shopper.email);
    // Mail goes out after the answer: wait for the one about this order.
    for (let seen = 0; !mail.raw.includes(`Your delivery code for ${order.orderid}`);) {
      seen = smtp.received.indexOf(mail) + 1;
      mail = await smtp.nextMailTo(shopper.email, seen);
    }
    const subject = /^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? '';
    expect(subject).toBe(`Your delivery code for ${order.orderid}`);
    expect(subject).not.toContain(code);
    expect(mail.raw).toContain(`    ${code}`);
    expect(mail.raw).toContain('expires in 2 minutes');
  });

  it('answers the countdown through otp, and a resend voids the old code', async () => {
    const { order, code: first } = await outForDelivery();
    expect((await kit.otp(order._id)).json()).toEqual({
      success: true,
      otp: { otpExpiresAt: '2030-05-01T10:02:00.000Z' },
    });
    setClock(90);
    const resent = await kit.sendOtp(order._id);
    expect(resent.json().otpExpiresAt).toBe('2030-05-01T10:03:30.000Z');
    const second = await kit.codeSeenBy(shopper.token, order.orderid);
    codesSent.push(second);
    expect((await kit.otp(order._id)).json().otp.otpExpiresAt).toBe('2030-05-01T10:03:30.000Z');
    if (first !== second) {
      const old = await kit.verifyOtp(order._id, first);
      expect(old.json()).toMatchObject({ success: false, error: 'Invalid OTP, please try again.' });
    }
    const ok = await kit.verifyOtp(order._id, second);
    expect(ok.json().order.status).toBe('delivered');
  });

  it('refuses an order that is not shipped (409), an unknown one (404) and no id (400)', async () => {
    const { order } = await kit.place({ shopper });
    const placed = await kit.sendOtp(order._id);
    expect(placed.statusCode).toBe(409);
    expect(placed.json().code).toBe('NOT_SHIPPED');
    expect((await kit.otp(order._id)).statusCode).toBe(404);
    expect((await kit.sendOtp('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const missing = await kit.adminPost('/api/admin/orders/sendOtp', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Order id is required');
  });
});

describe('POST admin/orders/verifyOtp', () => {
  it('delivers with the right code: deliveredAt, a cash order paid, the shopper told, returns open', async () => {
    const { order, code, s, p } = await outForDelivery({ payment: 'COD' });
    expect(order).toMatchObject({ isPaid: false, paymentDetails: { status: 'pending' } });
    const deliveredAt = setClock(30).toISOString();
    const res = await kit.verifyOtp(order._id, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Order marked as delivered. Return window is now active for 3 days.',
      order: {
        status: 'delivered',
        deliveredAt,
        isPaid: true,
        paymentDetails: { status: 'completed' },
      },
    });
    const mine = (await kit.get(s.token, '/api/order')).json().orders;
    expect(mine.find((o: { _id: string }) => o._id === order._id)).toMatchObject({
      status: 'delivered',
      deliveredAt,
    });
    const notices = (await kit.get(s.token, '/api/auth/notifications')).json().otp;
    const told = notices.filter((n: { orderid: string }) => n.orderid === order.orderid);
    // Newest first: delivered, the code, shipped, placed (each also a mail).
    expect(told.map((n: { kind: string }) => n.kind)).toEqual([
      'info',
      'delivery_code',
      'info',
      'info',
    ]);
    expect(told[0]).toMatchObject({
      kind: 'info',
      otp: null,
      orderid: order.orderid,
      message: `Your order ${order.orderid} was delivered. You can request a return within 3 days.`,
    });
    // The return window is open: the shopper can ask to return an item.
    const ret = await kit.post(s.token, '/api/order/Return', {
      orderid: order._id,
      productid: order.items[0]?._id,
      reason: 'Wrong size ordered',
      returntype: 'save_to_wallet',
    });
    expect(ret.statusCode).toBe(201);
    expect(await kit.stockOf(p.id)).toBe(8);
    // The code is spent.
    const again = await kit.verifyOtp(order._id, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Order is already delivered');
  });

  it('settles the cash part of a part-wallet order on delivery', async () => {
    // A fresh shopper: the shared one keeps what earlier wallet orders left in the wallet.
    const { order, code } = await outForDelivery({
      shopper: await kit.shopper(),
      payment: 'wallet',
      balance: 4000,
    });
    expect(order).toMatchObject({ paymentMethod: 'wallet_partial', isPaid: false });
    const res = await kit.verifyOtp(order._id, code);
    expect(res.json().order).toMatchObject({
      isPaid: true,
      paymentDetails: { status: 'completed', walletAmount: 40, remainingAmount: 65 },
    });
  });

  it.each([
    ['123', 'three digits'],
    ['12345', 'five digits'],
    ['12a4', 'a letter'],
    ['', 'nothing'],
  ])('says “Please enter a 4-digit OTP.” for %j (%s) without using a try', async (otp) => {
    const { order, code } = await outForDelivery();
    const res = await kit.verifyOtp(order._id, otp);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please enter a 4-digit OTP.');
    expect((await kit.verifyOtp(order._id, code)).statusCode).toBe(200);
  });

  it('refuses a wrong code, then an expired one after 120 s', async () => {
    const { order, code } = await outForDelivery();
    const wrong = await kit.verifyOtp(order._id, wrongFor(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      error: 'Invalid OTP, please try again.',
      code: 'OTP_INVALID',
    });
    setClock(120);
    const expired = await kit.verifyOtp(order._id, code);
    expect(expired.json()).toEqual({
      success: false,
      error: 'OTP has expired. Please request a new one.',
      code: 'OTP_EXPIRED',
    });
    expect((await kit.get(shopper.token, '/api/order')).json().orders[0].status).toBe(
      'out-for-delivery',
    );
    // A new code works.
    setClock(200);
    await kit.sendOtp(order._id);
    const fresh = await kit.codeSeenBy(shopper.token, order.orderid);
    codesSent.push(fresh);
    expect((await kit.verifyOtp(order._id, fresh)).statusCode).toBe(200);
  });

  it(`voids the code after ${CODE_MAX_ATTEMPTS} wrong tries: even the right one is refused`, async () => {
    const { order, code } = await outForDelivery();
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) {
      const res = await kit.verifyOtp(order._id, wrongFor(code));
      expect(res.json().error).toBe('Invalid OTP, please try again.');
    }
    const right = await kit.verifyOtp(order._id, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'OTP_NONE' });
    expect((await kit.otp(order._id)).statusCode).toBe(404);
    setClock(10);
    await kit.sendOtp(order._id);
    const fresh = await kit.codeSeenBy(shopper.token, order.orderid);
    codesSent.push(fresh);
    expect((await kit.verifyOtp(order._id, fresh)).json().order.status).toBe('delivered');
  });

  it('delivers once when the right code is verified many times at once', async () => {
    const { order, code, s } = await outForDelivery();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => kit.verifyOtp(order._id, code)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect([400, 409]).toContain(r.statusCode);
    }
    const notices = (await kit.get(s.token, '/api/auth/notifications')).json().otp;
    const delivered = notices.filter(
      (n: { message: string; orderid: string }) =>
        n.orderid === order.orderid && n.message.includes('was delivered'),
    );
    expect(delivered).toHaveLength(1);
  });

  it('refuses a code for an order that is not out for delivery (409), saying what to do', async () => {
    const { order } = await kit.shipped({ shopper });
    const res = await kit.verifyOtp(order._id, '1234');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'NOT_OUT_FOR_DELIVERY',
      error: 'This order is not out for delivery yet: send the delivery code first',
    });
    const placed = await kit.place({ shopper });
    const early = await kit.verifyOtp(placed.order._id, '1234');
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(
      'Only an order out for delivery can be delivered (this one is placed)',
    );
  });
});

describe('the code stays with the shopper', () => {
  it('is in no admin answer and no log line', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(codesSent.length).toBeGreaterThan(5);
    expect(responses.length).toBeGreaterThan(20);
    expect(logLines.length).toBeGreaterThan(20);
    // A code appears as a number of its own, not inside an id or a timestamp.
    const anyCode = new RegExp(`(^|[^0-9A-Za-z])(${codesSent.join('|')})([^0-9A-Za-z]|$)`);
    for (const body of responses) {
      expect(body).not.toMatch(/"otp":"\d{4}"/);
      expect(body.replace(/"(_id|orderid|userid|productid)":"[^"]*"/g, '')).not.toMatch(anyCode);
    }
    for (const line of logLines) {
      expect(line.replace(/"(reqId|time|pid|hostname|responseTime)":[^,}]*/g, '')).not.toMatch(
        anyCode,
      );
    }
  });
});
