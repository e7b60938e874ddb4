import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { bearer } from '../auth/test-users';
import { checkoutKit } from './checkout-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof checkoutKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = checkoutKit(app);
});
afterAll(() => app.close());

const ready = (stock?: number) => kit.readyCart(stock);

describe('POST /api/order/addOrder: card', () => {
  it('a confirmed payment for exactly the total places a paid order', async () => {
    const { s, p } = await ready();
    const { paymentIntentId, confirm } = await kit.payByCard(s.token);
    expect(confirm.json().status).toBe('succeeded');
    const res = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'online',
      paymentIntentId,
      zipCode: '12345',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      paymentMethod: 'online',
      isPaid: true,
      zipCode: '12345',
      paymentDetails: { status: 'completed', paymentIntentId, cardLast4: '4242', amount: 105 },
    });
    expect(await kit.stockOf(p.id)).toBe(8);
    // The same payment submitted again gets the same order back, not a second one.
    const again = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'online',
      paymentIntentId,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().order._id).toBe(res.json().order._id);
  });

  it.each([
    ['declined', '4000 0000 0000 0002'],
    ['requires action', '4000 0025 0000 3155'],
  ])('%s payments are not confirmed', async (_label, number) => {
    const { s, p } = await ready();
    const { paymentIntentId } = await kit.payByCard(s.token, number);
    const res = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'online',
      paymentIntentId,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'Payment not confirmed',
      code: 'PAYMENT_NOT_CONFIRMED',
    });
    expect(await kit.stockOf(p.id)).toBe(10);
  });

  it('without an intent, or with an unknown one, the payment is not confirmed', async () => {
    const { s } = await ready();
    for (const paymentIntentId of [undefined, 'pi_test_unknown']) {
      const res = await kit.addOrder(s.token, {
        addressId: s.addressId,
        paymentMethod: 'online',
        paymentIntentId,
        isPaid: true,
      });
      expect(res.json().code).toBe('PAYMENT_NOT_CONFIRMED');
    }
  });

  const refundedFils = async (paymentIntentId: string) =>
    (await app.payments.retrieve(paymentIntentId))?.amountRefundedFils;

  it('a cart changed after paying does not match the payment, which goes back to the card', async () => {
    const { s, p } = await ready();
    const { paymentIntentId } = await kit.payByCard(s.token);
    await kit.fill(s.userId, p.id, 1, 'Navy');
    const body = { addressId: s.addressId, paymentMethod: 'online', paymentIntentId };
    const res = await kit.addOrder(s.token, body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error:
        'Payment amount does not match the order. Your card payment of AED 105.00 was refunded.',
      code: 'PAYMENT_MISMATCH',
    });
    expect(await kit.cartSize(s.userId)).toBe(2);
    expect(await refundedFils(paymentIntentId)).toBe(10_500);
    // Back to the bag it was made for: the refunded payment still pays for nothing.
    await kit.post(s.token, '/api/cart/removeCart', {
      productid: p.id,
      selections: { color: 'Navy', size: 'M' },
    });
    expect(await kit.cartSize(s.userId)).toBe(1);
    const again = await kit.addOrder(s.token, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'This payment was refunded to your card. Please pay again.',
      code: 'PAYMENT_REFUNDED',
    });
    expect(await refundedFils(paymentIntentId)).toBe(10_500);
    expect(await kit.stockOf(p.id)).toBe(10);
  });

  it('a submit already on its way when its payment is refunded places no order with it', async () => {
    const { s, p } = await ready();
    const { paymentIntentId } = await kit.payByCard(s.token);
    const body = { addressId: s.addressId, paymentMethod: 'online', paymentIntentId };
    // The provider is real; the late submit is only held just after it read the payment (paid,
    // nothing refunded), as a slow request would be.
    const retrieve = app.payments.retrieve.bind(app.payments);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let hasRead = () => {};
    const read = new Promise<void>((resolve) => (hasRead = resolve));
    app.payments.retrieve = async (id) => {
      const state = await retrieve(id);
      hasRead();
      await gate;
      return state;
    };
    const late = kit.addOrder(s.token, body);
    await read;
    app.payments.retrieve = retrieve;
    // Meanwhile the bag changes, and a submit for it is refused and its payment refunded.
    await kit.fill(s.userId, p.id, 1, 'Navy');
    const first = await kit.addOrder(s.token, body);
    expect(first.json()).toMatchObject({
      code: 'PAYMENT_MISMATCH',
      error:
        'Payment amount does not match the order. Your card payment of AED 105.00 was refunded.',
    });
    // The bag is back to what was paid for when the late submit goes on.
    await kit.post(s.token, '/api/cart/removeCart', {
      productid: p.id,
      selections: { color: 'Navy', size: 'M' },
    });
    release();
    const res = await late;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'This payment was refunded to your card. Please pay again.',
      code: 'PAYMENT_REFUNDED',
    });
    expect(await refundedFils(paymentIntentId)).toBe(10_500);
    expect(await kit.stockOf(p.id)).toBe(10);
    expect(await kit.cartSize(s.userId)).toBe(1);
  });

  it('stock sold out between paying and placing: the payment goes back to the card', async () => {
    const { s, p } = await ready(2);
    const { paymentIntentId } = await kit.payByCard(s.token);
    const rival = await kit.shopper();
    await kit.fill(rival.userId, p.id, 1, 'White');
    const first = await kit.addOrder(rival.token, {
      addressId: rival.addressId,
      paymentMethod: 'COD',
    });
    expect(first.statusCode, first.body).toBe(201);
    const res = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'online',
      paymentIntentId,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      error: `Only 1 left of '${p.name}'. Your card payment of AED 105.00 was refunded.`,
    });
    expect(await refundedFils(paymentIntentId)).toBe(10_500);
  });

  it("another shopper's payment cannot pay for my order", async () => {
    const payer = await ready();
    const { paymentIntentId } = await kit.payByCard(payer.s.token);
    const { s } = await ready();
    const res = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'online',
      paymentIntentId,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_NOT_CONFIRMED');
  });

  it('a payment made without a token belongs to the shopper who confirmed it', async () => {
    const payer = await ready();
    // The original client asks for the intent without a token, for the amount it shows.
    const intent = await app.inject({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: { amount: 10_500 },
    });
    const { paymentIntentId } = intent.json<{ paymentIntentId: string }>();
    const confirm = await kit.post(payer.s.token, '/api/payments/test/confirm', {
      paymentIntentId,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
      zipCode: '12345',
    });
    expect(confirm.json().status, confirm.body).toBe('succeeded');
    const other = await ready();
    const stolen = await kit.addOrder(other.s.token, {
      addressId: other.s.addressId,
      paymentMethod: 'online',
      paymentIntentId,
    });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().code).toBe('PAYMENT_NOT_CONFIRMED');
    expect(await kit.stockOf(other.p.id)).toBe(10);
    const own = await kit.addOrder(payer.s.token, {
      addressId: payer.s.addressId,
      paymentMethod: 'online',
      paymentIntentId,
    });
    expect(own.statusCode, own.body).toBe(201);
  });

  it('the payment of a cancelled order, refunded, pays for no new order', async () => {
    const { s, p } = await ready();
    const { paymentIntentId } = await kit.payByCard(s.token);
    const body = { addressId: s.addressId, paymentMethod: 'online', paymentIntentId };
    const placed = await kit.addOrder(s.token, body);
    const cancel = await kit.post(s.token, '/api/order/cancel', {
      orderid: placed.json().order.orderid,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await kit.fill(s.userId, p.id, 2, 'White');
    const again = await kit.addOrder(s.token, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      error: 'This payment was refunded when its order was cancelled. Please pay again.',
      code: 'PAYMENT_REFUNDED',
    });
    expect(await kit.cartSize(s.userId)).toBe(1);
    expect(await kit.stockOf(p.id)).toBe(10);
  });
});

describe('POST /api/order/updatePaymentStatus', () => {
  it("returns the server's state whatever the client claims", async () => {
    const { s } = await ready();
    const placed = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' });
    const { _id, orderid } = placed.json().order;
    for (const orderId of [_id, orderid, orderid.toLowerCase()]) {
      const res = await kit.post(s.token, '/api/order/updatePaymentStatus', {
        orderId,
        paymentStatus: 'completed',
        paidAmount: 105,
        paymentMethod: 'wallet',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().order).toMatchObject({
        _id,
        isPaid: false,
        paymentMethod: 'COD',
        paymentDetails: { status: 'pending' },
      });
    }
  });

  it("404 for another shopper's order, 400 without an id", async () => {
    const { s } = await ready();
    const placed = await kit.addOrder(s.token, { addressId: s.addressId, paymentMethod: 'COD' });
    const other = await kit.shopper();
    const res = await app.inject({
      method: 'POST',
      url: '/api/order/updatePaymentStatus',
      headers: bearer(other.token),
      payload: { orderId: placed.json().order.orderid },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Order not found');
    const missing = await kit.post(s.token, '/api/order/updatePaymentStatus', {});
    expect(missing.statusCode).toBe(400);
  });
});
