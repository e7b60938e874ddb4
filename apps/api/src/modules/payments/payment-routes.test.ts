import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { checkoutKit } from '../checkout/checkout-test-kit';
import { createStripeProvider } from './stripe-provider';

let app: FastifyInstance;
let kit: ReturnType<typeof checkoutKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = checkoutKit(app);
});
afterAll(() => app.close());

const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2099,
  cvc: '123',
  ...extra,
});

describe('POST /api/payments/create-payment-intent', () => {
  it('charges the server cart total in fils, whatever amount the client sends', async () => {
    const s = await kit.shopper();
    const p = await kit.product({ priceFils: 5000 });
    await kit.fill(s.userId, p.id, 2);
    const res = await kit.post(s.token, '/api/payments/create-payment-intent', { amount: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 2 x 50.00 + 5% VAT = 105.00, free shipping from AED 100.
    expect(body).toEqual({
      success: true,
      clientSecret: expect.stringMatching(/^pi_test_\w+_secret_\w+$/),
      paymentIntentId: expect.stringMatching(/^pi_test_/),
      amount: 10500,
      currency: 'aed',
      provider: 'test',
      publishableKey: null,
    });
    const [row] = await app.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, body.paymentIntentId));
    expect(row).toMatchObject({
      userId: s.userId,
      amountFils: 10500,
      status: 'requires_payment_method',
    });
    // Only a hash of the secret is stored.
    expect(row?.clientSecretHash).not.toContain(body.clientSecret);
  });

  it('refuses an empty cart and guests', async () => {
    const s = await kit.shopper();
    const res = await kit.post(s.token, '/api/payments/create-payment-intent');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'Your cart is empty.', code: 'CART_EMPTY' });
    // The original client asks without a token: it must say how much, in fils.
    const guest = await app.inject({ method: 'POST', url: '/api/payments/create-payment-intent' });
    expect(guest.statusCode).toBe(400);
    expect(guest.json()).toMatchObject({ fields: { amount: 'Amount is required' } });
    const spec = await app.inject({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: { amount: 10500 },
    });
    expect(spec.json()).toMatchObject({ success: true, amount: 10500, currency: 'aed' });
    expect((await app.payments.retrieve(spec.json().paymentIntentId))?.userId).toBe(undefined);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: { amount: 10.5 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('payment intents per shopper', () => {
  it('allows 10 in 10 minutes, then answers 429', async () => {
    const strict = await buildTestApp({ rateLimitMultiplier: 1 });
    try {
      const strictKit = checkoutKit(strict);
      const s = await strictKit.shopper();
      const p = await strictKit.product();
      await strictKit.fill(s.userId, p.id, 1);
      const create = () => strictKit.post(s.token, '/api/payments/create-payment-intent');
      for (let i = 0; i < 10; i += 1) expect((await create()).statusCode).toBe(200);
      const refused = await create();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      // Another shopper is not held up by it.
      const other = await strictKit.shopper();
      await strictKit.fill(other.userId, p.id, 1);
      const theirs = await strictKit.post(other.token, '/api/payments/create-payment-intent');
      expect(theirs.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/payments/test/confirm', () => {
  async function intentFor() {
    const s = await kit.shopper();
    const p = await kit.product();
    await kit.fill(s.userId, p.id, 1);
    const res = await kit.post(s.token, '/api/payments/create-payment-intent');
    return { s, id: res.json<{ paymentIntentId: string }>().paymentIntentId };
  }
  // The card form sends no ZIP code (UAE addresses have none); a client may still send one.
  const confirm = (token: string, paymentIntentId: string, c: object, zipCode?: string) =>
    kit.post(token, '/api/payments/test/confirm', {
      paymentIntentId,
      card: c,
      ...(zipCode === undefined ? {} : { zipCode }),
    });

  it('takes a card with a ZIP code from a client that sends one', async () => {
    const { s, id } = await intentFor();
    const res = await confirm(s.token, id, card('4242 4242 4242 4242'), '12345');
    expect(res.json()).toEqual({ success: true, status: 'succeeded' });
  });

  it('4242 succeeds without a ZIP code and keeps only the last four digits', async () => {
    const { s, id } = await intentFor();
    const res = await confirm(s.token, id, card('4242 4242 4242 4242'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'succeeded' });
    const intent = await app.payments.retrieve(id);
    expect(intent).toMatchObject({ status: 'succeeded', cardLast4: '4242', userId: s.userId });
    // Confirming a succeeded payment again changes nothing.
    const again = await confirm(s.token, id, card('4000 0000 0000 0002'));
    expect(again.json()).toEqual({ success: true, status: 'succeeded' });
  });

  it('4000 0000 0000 0002 is declined and can be retried with another card', async () => {
    const { s, id } = await intentFor();
    const res = await confirm(s.token, id, card('4000000000000002'));
    expect(res.json()).toEqual({
      success: true,
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
    expect((await app.payments.retrieve(id))?.cardLast4).toBeUndefined();
    const retry = await confirm(s.token, id, card('4242424242424242'));
    expect(retry.json().status).toBe('succeeded');
  });

  it('4000 0025 0000 3155 requires action', async () => {
    const { s, id } = await intentFor();
    const res = await confirm(s.token, id, card('4000 0025 0000 3155'));
    expect(res.json()).toEqual({ success: true, status: 'requires_action' });
    expect((await app.payments.retrieve(id))?.status).toBe('requires_action');
  });

  it.each([
    [card('4242 4242 4242 4241'), '12345', 'Your card number is invalid.'],
    [
      card('4242 4242 4242 4242', { expMonth: 1, expYear: 2020 }),
      '12345',
      'Your card has expired.',
    ],
    [
      card('4242 4242 4242 4242', { expMonth: 14 }),
      '12345',
      "Your card's expiration date is invalid.",
    ],
    [card('4242 4242 4242 4242', { cvc: '1' }), '12345', "Your card's security code is invalid."],
    [card('4242 4242 4242 4242'), '123', 'ZIP code must be exactly 5 digits.'],
  ])('rejects %j (zip %s) with 400', async (c, zip, message) => {
    const { s, id } = await intentFor();
    const res = await confirm(s.token, id, c, zip);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect((await app.payments.retrieve(id))?.status).toBe('requires_payment_method');
  });

  it("only the intent's owner can confirm it", async () => {
    const { id } = await intentFor();
    const other = await kit.shopper();
    const res = await confirm(other.token, id, card('4242424242424242'));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Payment not found');
    expect((await app.payments.retrieve(id))?.status).toBe('requires_payment_method');
    const unknown = await confirm(other.token, 'pi_test_nope', card('4242424242424242'));
    expect(unknown.statusCode).toBe(404);
  });

  it('refunds at most what was paid: without an amount, what is left of it (as Stripe does)', async () => {
    const { s, id } = await intentFor();
    await confirm(s.token, id, card('4242424242424242'));
    const refunded = async () =>
      (await app.db.select().from(paymentIntents).where(eq(paymentIntents.id, id)))[0]
        ?.amountRefundedFils;
    await app.payments.refund(id, 100);
    await expect(
      app.payments.refund(id, (await app.payments.retrieve(id))!.amountFils),
    ).rejects.toThrow();
    expect(await refunded()).toBe(100);
    await app.payments.refund(id);
    const paid = (await app.payments.retrieve(id))!.amountFils;
    expect(await refunded()).toBe(paid);
    await expect(app.payments.refund(id)).rejects.toThrow();
    await expect(app.payments.refund(id, 1)).rejects.toThrow();
    expect(await refunded()).toBe(paid);
  });
});

describe('with Stripe keys', () => {
  it('tells the shopper card payments are unavailable when Stripe cannot be reached', async () => {
    // A port on this machine with nothing listening: every call is refused, as when Stripe is down.
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const provider = await createStripeProvider(
      { secretKey: 'sk_test_x', publishableKey: 'pk_test_x' },
      { host: '127.0.0.1', port: closed, protocol: 'http', maxNetworkRetries: 0 },
    );
    const unavailable = {
      status: 503,
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message:
        'Card payments are unavailable right now. Please try again in a moment or choose another payment method.',
    };
    await expect(provider.createIntent(6145, 'aed', {})).rejects.toMatchObject(unavailable);
    await expect(provider.retrieve('pi_123')).rejects.toMatchObject(unavailable);
  });

  it('uses Stripe and has no test confirm call', async () => {
    const stripeApp = await buildTestApp({
      cards: {
        provider: 'stripe',
        secretKey: 'sk_test_x',
        publishableKey: 'pk_test_x',
        webhookSecret: 'whsec_test_secret',
      },
    });
    try {
      expect(stripeApp.payments.name).toBe('stripe');
      expect(stripeApp.payments.publishableKey).toBe('pk_test_x');
      const res = await stripeApp.inject({ method: 'POST', url: '/api/payments/test/confirm' });
      expect(res.statusCode).toBe(404);
      const config = await stripeApp.inject({ method: 'GET', url: '/api/config' });
      expect(config.json().cards).toEqual({ offered: true, testMode: false });
    } finally {
      await stripeApp.close();
    }
  });
});
