import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { tamaraApps, tamaraKit } from './tamara-test-kit';
import { tamaraSessionRequest } from './tamara-test-requests';

let app: FastifyInstance;
let kit: ReturnType<typeof tamaraKit>;

beforeAll(async () => {
  [app] = (await tamaraApps(1)) as [FastifyInstance];
  kit = tamaraKit(app);
});
afterAll(() => app.close());

/** A JSON amount Tamara takes: a number with at most two decimals. */
const twoDecimals = (n: unknown) =>
  typeof n === 'number' && /^\d+(\.\d{1,2})?$/.test(JSON.stringify(n));

describe('Tamara at checkout', () => {
  it('is offered for a bag within its amounts, with its four payments', async () => {
    const { s } = await kit.readyCart();
    expect((await kit.eligibility(s.token)).json()).toEqual({
      success: true,
      eligible: true,
      reason: null,
      amount: 10_500,
      instalments: [2_625, 2_625, 2_625, 2_625],
    });
  });

  it('is not offered below its minimum, and no session is made', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ priceFils: 4_000 });
    await kit.fill(s.userId, p.id, 1);
    expect((await kit.eligibility(s.token)).json()).toMatchObject({
      eligible: false,
      reason: 'amount',
    });
    const res = await kit.session(s.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TAMARA_NOT_OFFERED');
    expect((await kit.session(s.token, {}, 'ar')).json().error).toMatch(/تمارا/);
  });

  it('refuses a plan of other than 3 or 4 payments, in the shopper language', async () => {
    const { s } = await kit.readyCart();
    const res = await kit.session(s.token, { instalments: 6 }, 'ar');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/3 أو 4/);
  });

  it("sends Tamara the server's order in Tamara's documented shape", async () => {
    const { s, paymentId, webUrl } = await kit.started(10, { instalments: 3 });
    expect(webUrl).toContain(`/hpp/${paymentId}`);
    const sent = (await kit.providerRow(paymentId))?.request as Record<string, unknown>;
    // Everything Tamara requires, as its schema reads it.
    expect(tamaraSessionRequest.safeParse(sent).success).toBe(true);
    expect(sent).toMatchObject({
      total_amount: { amount: 105, currency: 'AED' },
      tax_amount: { amount: 5, currency: 'AED' },
      shipping_amount: { amount: 0, currency: 'AED' },
      country_code: 'AE',
      payment_type: 'PAY_BY_INSTALMENTS',
      instalments: 3,
      locale: 'en_US',
      consumer: { email: s.email },
      items: [
        { quantity: 2, unit_price: { amount: 50 }, total_amount: { amount: 100, currency: 'AED' } },
      ],
      shipping_address: { country_code: 'AE', line1: expect.stringContaining('Villa 12') },
    });
    expect(sent.order_reference_id).toMatch(/^TM-/);
    const urls = sent.merchant_url as Record<string, string>;
    for (const result of ['success', 'cancel', 'failure']) {
      expect(urls[result]).toContain(`/api/payments/tamara/return?result=${result}`);
    }
    expect(urls.notification).toMatch(/\/api\/payments\/tamara\/webhook$/);
    // Every amount on the wire is a number with at most two decimals.
    const amounts: unknown[] = [];
    JSON.stringify(sent, (key, value: unknown) => {
      if (key === 'amount' && typeof value !== 'object') amounts.push(value);
      return value;
    });
    expect(amounts.length).toBeGreaterThan(5);
    expect(amounts.every(twoDecimals)).toBe(true);
    expect((await kit.record(paymentId))?.amountFils).toBe(10_500);
  });

  it('places the order on return only once approved, authorising it at Tamara', async () => {
    const { s, p, paymentId } = await kit.started();
    const early = await kit.back(paymentId);
    expect(early.headers.location).toBe('/checkout/address?tamara=declined');
    expect(await kit.ordersOf(s.userId)).toHaveLength(0);

    const page = await kit.answer(paymentId, 'approve');
    expect(page.headers.location).toContain('result=success');
    expect(page.headers.location).toContain(`orderId=${paymentId}`);
    const res = await kit.back(paymentId, 'success', 'ar');
    expect(res.headers.location).toBe('/ar/orders');
    const [order, ...more] = await kit.ordersOf(s.userId);
    expect(more).toHaveLength(0);
    expect(order).toMatchObject({
      paymentMethod: 'tamara',
      isPaid: true,
      totalFils: 10_500,
      paymentIntentId: paymentId,
      captureState: 'authorized',
    });
    expect((await kit.providerRow(paymentId))?.status).toBe('authorised');
    expect(await kit.stockOf(p.id)).toBe(8);
    expect(await kit.cartSize(s.userId)).toBe(0);
  });

  it('places nothing when the shopper declines or leaves Tamara', async () => {
    const declined = await kit.started();
    expect((await kit.answer(declined.paymentId, 'decline')).headers.location).toContain(
      'result=failure',
    );
    expect((await kit.back(declined.paymentId, 'failure')).headers.location).toBe(
      '/checkout/address?tamara=declined',
    );
    const left = await kit.started();
    await kit.answer(left.paymentId, 'cancel');
    expect((await kit.back(left.paymentId, 'cancel')).headers.location).toBe(
      '/checkout/address?tamara=cancelled',
    );
    for (const { s } of [declined, left]) expect(await kit.ordersOf(s.userId)).toHaveLength(0);
  });

  it("shows its checkout page in Arabic, right to left, for an Arabic page's session", async () => {
    const { s } = await kit.readyCart();
    // The page's language decides, whatever the browser's header says.
    const res = await kit.session(s.token, { lang: 'ar' }, 'en');
    const { paymentId } = res.json<{ paymentId: string }>();
    const page = await app.inject({
      method: 'GET',
      url: `/api/payments/tamara-test/hpp/${paymentId}`,
    });
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('دفعة تجريبية عبر تمارا');
    expect((await kit.providerRow(paymentId))?.request).toMatchObject({ locale: 'ar_SA' });
  });

  it('refuses a notification without a tamaraToken signed with the notification token', async () => {
    const { s, paymentId } = await kit.started();
    await kit.approvedQuietly(paymentId);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('not-the-notification-token'));
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(kit.notificationToken()));
    for (const token of [null, 'not-a-jwt', forged, expired]) {
      const res = await kit.notify(paymentId, 'order_approved', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await kit.ordersOf(s.userId)).toHaveLength(0);
    // Signed (in the query, as Tamara also sends it): read from Tamara and placed, once.
    const ok = await kit.notify(paymentId, 'order_approved', { in: 'query' });
    expect(ok.json().result).toBe('handled');
    expect((await kit.notify(paymentId, 'order_approved')).json().result).toBe('duplicate');
    expect(await kit.ordersOf(s.userId)).toHaveLength(1);
    expect((await kit.providerRow(paymentId))?.status).toBe('authorised');
  });

  it('makes one order of 20 returns and notifications arriving together', async () => {
    const { s, paymentId } = await kit.started();
    await kit.approvedQuietly(paymentId);
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? kit.back(paymentId)
        : kit.notify(paymentId, i % 4 === 1 ? 'order_approved' : 'order_authorised'),
    );
    const answers = await Promise.all(calls);
    expect(answers.map((r) => r.statusCode).filter((c) => c >= 400)).toEqual([]);
    await kit.settledOf(paymentId);
    expect(await kit.ordersOf(s.userId)).toHaveLength(1);
    expect((await kit.record(paymentId))?.outcome).toBe('order');
    expect((await kit.providerRow(paymentId))?.status).toBe('authorised');
  });

  it('places an approved payment whose shopper never came back, by the background check', async () => {
    const { s, paymentId } = await kit.started();
    await kit.approvedQuietly(paymentId);
    await kit.checkLater();
    expect(await kit.ordersOf(s.userId)).toHaveLength(1);
  });

  it('cancels an approved payment whose stock went meanwhile, and places nothing', async () => {
    const { s, p, paymentId } = await kit.started(2);
    await kit.soldOut(p.id);
    await kit.approvedQuietly(paymentId);
    await kit.checkLater();
    expect(await kit.ordersOf(s.userId)).toHaveLength(0);
    expect(await kit.providerRow(paymentId)).toMatchObject({
      status: 'canceled',
      canceledFils: 10_500,
    });
    expect((await kit.record(paymentId))?.outcome).toBe('refund');
  });

  it('places nothing for a payment of another amount than recorded', async () => {
    const { s, paymentId } = await kit.started();
    await kit.recordedAs(paymentId, 10_400);
    await kit.answer(paymentId, 'approve');
    await kit.back(paymentId);
    expect(await kit.ordersOf(s.userId)).toHaveLength(0);
    expect((await kit.providerSettled(paymentId))?.status).toBe('canceled');
  });
});

describe('a store without Tamara', () => {
  it('offers no Tamara and refuses its calls', async () => {
    const off = await buildTestApp({ rateLimitMultiplier: 100 });
    try {
      const k = tamaraKit(off);
      const { s } = await k.readyCart();
      const res = await k.eligibility(s.token);
      expect(res.json()).toMatchObject({ eligible: false, reason: 'off' });
      const session = await k.session(s.token);
      expect(session.statusCode).toBe(503);
      expect(session.json().code).toBe('TAMARA_OFF');
      const notice = await off.inject({
        method: 'POST',
        url: '/api/payments/tamara/webhook',
        payload: {},
      });
      expect(notice.statusCode).toBe(503);
    } finally {
      await off.close();
    }
  });
});
