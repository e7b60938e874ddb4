import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config/env';
import { buildTestApp } from '#test/helper';
import { checkoutKit } from '../checkout/checkout-test-kit';

const CARDS_OFF = {
  success: false,
  error: 'Card payments are not available in this store. Please choose another payment method.',
  code: 'CARD_PAYMENTS_OFF',
};

describe('a store with no Stripe keys and no CARD_PROVIDER', () => {
  let app: FastifyInstance;
  let kit: ReturnType<typeof checkoutKit>;

  beforeAll(async () => {
    // What the default settings give (config/env.test.ts): no card provider at all.
    app = await buildTestApp({ cards: loadConfig({}).cards, rateLimitMultiplier: 100 });
    kit = checkoutKit(app);
  });
  afterAll(() => app.close());

  it('tells the storefront that cards are not offered', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ cards: { offered: false, testMode: false } });
  });

  it('takes no test card: no intent, no confirm, no card order, and the bag stays', async () => {
    const { s, p } = await kit.readyCart();
    const intent = await kit.post(s.token, '/api/payments/create-payment-intent');
    expect(intent.statusCode).toBe(503);
    expect(intent.json()).toEqual(CARDS_OFF);
    // The original client asks without a token: the same answer.
    const guest = await app.inject({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: { amount: 10500 },
    });
    expect(guest.statusCode).toBe(503);

    const confirm = await kit.post(s.token, '/api/payments/test/confirm', {
      paymentIntentId: 'pi_test_anything',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
      zipCode: '12345',
    });
    expect(confirm.statusCode).toBe(503);
    expect(confirm.json()).toEqual(CARDS_OFF);

    const order = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'online',
      paymentIntentId: 'pi_test_anything',
      isPaid: true,
    });
    expect(order.statusCode).toBe(503);
    expect(order.json()).toEqual(CARDS_OFF);
    expect(await kit.stockOf(p.id)).toBe(10);
    expect(await kit.cartSize(s.userId)).toBe(1);
  });

  it('still places cash on delivery orders', async () => {
    const { s } = await kit.readyCart();
    const res = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ paymentMethod: 'COD', isPaid: false });
  });
});

describe('a store with CARD_PROVIDER=test', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ cards: loadConfig({ CARD_PROVIDER: 'test' }).cards });
  });
  afterAll(() => app.close());

  it('offers cards and says they are in test mode', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json()).toMatchObject({ cards: { offered: true, testMode: true } });
    expect(app.payments.name).toBe('test');
  });
});
