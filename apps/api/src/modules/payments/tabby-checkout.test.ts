import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { tabbyApps, tabbyKit } from './tabby-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof tabbyKit>;

beforeAll(async () => {
  [app] = (await tabbyApps(1)) as [FastifyInstance];
  kit = tabbyKit(app);
});
afterAll(() => app.close());

describe('Tabby at checkout', () => {
  it('is offered for a bag within its amounts, with the four payments of its total', async () => {
    const { s } = await kit.readyCart();
    const res = await kit.eligibility(s.token);
    expect(res.json()).toEqual({
      success: true,
      eligible: true,
      reason: null,
      amount: 10_500,
      instalments: [2_625, 2_625, 2_625, 2_625],
    });
  });

  it('is not offered above its maximum, and no session is made', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ priceFils: 300_000 });
    await kit.fill(s.userId, p.id, 2);
    expect((await kit.eligibility(s.token)).json()).toMatchObject({
      eligible: false,
      reason: 'amount',
    });
    const res = await kit.session(s.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('TABBY_NOT_OFFERED');
    expect((await kit.session(s.token, {}, 'ar')).json().error).toMatch(/تابي/);
  });

  it("sends Tabby the server's order in Tabby's documented shape", async () => {
    const { s, paymentId, webUrl } = await kit.started();
    expect(webUrl).toContain(`/hpp/${paymentId}`);
    const row = await kit.providerRow(paymentId);
    const sent = row?.request as {
      payment: { order: { reference_id: string } };
      merchant_code: string;
      merchant_urls: Record<string, string>;
    };
    expect(sent.payment).toMatchObject({
      amount: '105.00',
      currency: 'AED',
      buyer: { email: s.email, name: s.fullname },
      shipping_address: { city: expect.any(String), address: expect.stringContaining('Villa 12') },
      order: {
        tax_amount: '5.00',
        shipping_amount: '0.00',
        discount_amount: '0.00',
        items: [{ quantity: 2, unit_price: '50.00', title: expect.any(String) }],
      },
    });
    expect(sent.payment.order.reference_id).toMatch(/^TB-/);
    expect(sent.merchant_code).toBe('store-test');
    for (const result of ['success', 'cancel', 'failure']) {
      expect(sent.merchant_urls[result]).toContain(`/api/payments/tabby/return?result=${result}`);
    }
    // The recorded bag is what the order will be.
    expect((await kit.record(paymentId))?.amountFils).toBe(10_500);
  });

  it('places the order on return only once Tabby says AUTHORIZED', async () => {
    const { s, p, paymentId } = await kit.started();
    const early = await kit.back(paymentId);
    expect(early.statusCode).toBe(303);
    expect(early.headers.location).toBe('/checkout/address?tabby=declined');
    expect(await kit.ordersOf(s.userId)).toHaveLength(0);

    expect((await kit.answer(paymentId, 'approve')).headers.location).toContain(`result=success`);
    const res = await kit.back(paymentId, 'success', 'ar');
    expect(res.headers.location).toBe('/ar/orders');
    const [order, ...more] = await kit.ordersOf(s.userId);
    expect(more).toHaveLength(0);
    expect(order).toMatchObject({
      paymentMethod: 'tabby',
      isPaid: true,
      totalFils: 10_500,
      paymentIntentId: paymentId,
      captureState: 'authorized',
    });
    expect(await kit.stockOf(p.id)).toBe(8);
    expect(await kit.cartSize(s.userId)).toBe(0);
  });

  it('places nothing when the shopper declines or cancels on Tabby', async () => {
    const declined = await kit.started();
    const page = await kit.answer(declined.paymentId, 'decline');
    expect(page.headers.location).toContain('result=failure');
    expect((await kit.back(declined.paymentId, 'failure')).headers.location).toBe(
      '/checkout/address?tabby=declined',
    );
    const cancelled = await kit.started();
    await kit.answer(cancelled.paymentId, 'cancel');
    expect((await kit.back(cancelled.paymentId, 'cancel')).headers.location).toBe(
      '/checkout/address?tabby=cancelled',
    );
    // Someone else's details on Tabby's page are declined too.
    const stranger = await kit.started();
    await kit.answer(stranger.paymentId, 'approve', { email: 'x@y.ae', phone: '+971501112233' });
    expect((await kit.providerRow(stranger.paymentId))?.status).toBe('REJECTED');
    for (const { s } of [declined, cancelled, stranger]) {
      expect(await kit.ordersOf(s.userId)).toHaveLength(0);
    }
  });

  it('refuses a notification without the registered header, and does nothing', async () => {
    const { s, paymentId } = await kit.started();
    await kit.authorizedQuietly(paymentId);
    for (const header of [null, 'wrong', '']) {
      const res = await kit.notify(paymentId, 'authorized', header);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await kit.ordersOf(s.userId)).toHaveLength(0);
    // With it, the payment is read from Tabby and the order placed, once per event.
    expect((await kit.notify(paymentId, 'authorized')).json().result).toBe('handled');
    expect((await kit.notify(paymentId, 'authorized')).json().result).toBe('duplicate');
    expect(await kit.ordersOf(s.userId)).toHaveLength(1);
  });

  it('makes one order of 20 returns and notifications arriving together', async () => {
    const { s, paymentId } = await kit.started();
    await kit.answer(paymentId, 'approve');
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? kit.back(paymentId)
        : kit.notify(paymentId, i % 4 === 1 ? 'authorized' : 'closed'),
    );
    const answers = await Promise.all(calls);
    expect(answers.every((r) => r.statusCode < 400)).toBe(true);
    await kit.settledOf(paymentId);
    expect(await kit.ordersOf(s.userId)).toHaveLength(1);
    expect((await kit.record(paymentId))?.outcome).toBe('order');
  });

  it('places an authorised payment whose shopper never came back, by the background check', async () => {
    const { s, paymentId } = await kit.started();
    // Tabby authorised it, and neither the shopper nor the notification came.
    await kit.authorizedQuietly(paymentId);
    await kit.checkLater();
    expect(await kit.ordersOf(s.userId)).toHaveLength(1);
  });

  it('closes an authorised payment whose stock went meanwhile, and places nothing', async () => {
    const { s, p, paymentId } = await kit.started(2);
    await kit.soldOut(p.id);
    await kit.authorizedQuietly(paymentId);
    await kit.checkLater();
    expect(await kit.ordersOf(s.userId)).toHaveLength(0);
    expect((await kit.providerRow(paymentId))?.status).toBe('CLOSED');
    expect((await kit.record(paymentId))?.outcome).toBe('refund');
  });

  it('places nothing for a payment of another amount than recorded', async () => {
    const { s, paymentId } = await kit.started();
    await kit.recordedAs(paymentId, 10_400);
    await kit.answer(paymentId, 'approve');
    await kit.back(paymentId);
    expect(await kit.ordersOf(s.userId)).toHaveLength(0);
    expect((await kit.providerRow(paymentId))?.status).toBe('CLOSED');
  });
});

describe('a store without Tabby', () => {
  it('offers no Tabby and refuses its calls', async () => {
    const off = await buildTestApp({ rateLimitMultiplier: 100 });
    try {
      const k = tabbyKit(off);
      const { s } = await k.readyCart();
      const res = await k.eligibility(s.token);
      expect(res.json()).toMatchObject({ eligible: false, reason: 'off' });
      const session = await k.session(s.token);
      expect(session.statusCode).toBe(503);
      expect(session.json().code).toBe('TABBY_OFF');
    } finally {
      await off.close();
    }
  });
});
