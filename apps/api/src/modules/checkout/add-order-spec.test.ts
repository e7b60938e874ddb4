import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/test-users';
import { buildTestApp } from '#test/helper';
import { checkoutKit } from './checkout-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof checkoutKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = checkoutKit(app);
});
afterAll(() => app.close());

/** The saved address as GET checkout/Address answers it: what the original client keeps. */
async function savedAddress(token: string) {
  const res = await app.inject({ url: '/api/checkout/Address', headers: bearer(token) });
  return res.json<{ addresses: Array<Record<string, unknown>> }>().addresses[0]!;
}

let serial = 0;
/** The original order draft plus the fields addOrder adds to it, as its client sends them. */
function specDraft(userid: string, shippingaddress: Record<string, unknown>) {
  serial += 1;
  return {
    orderid: `SH-M82RV28${serial}${String(process.pid).slice(-3)}ABCD`,
    userid,
    shippingaddress,
    items: [{ _id: 'x', name: 'Linen Shirt', price: 0.01, quantity: 2, selections: {} }],
    totalprice: 0.01,
    CashOnDelivery: true,
    paymentMethod: 'COD',
    isPaid: true,
    paymentDetails: { amount: 0.01, currency: 'AED', method: 'COD', status: 'completed' },
  };
}

describe("POST /api/order/addOrder with the original client's own body", () => {
  it('places the order at the address shippingaddress._id names, keeping the draft order id', async () => {
    const { s, p } = await kit.readyCart();
    const draft = specDraft(s.userId, await savedAddress(s.token));
    const res = await kit.addOrder(s.token, draft);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      order: {
        orderid: draft.orderid,
        totalprice: 105,
        isPaid: false,
        paymentMethod: 'COD',
        paymentDetails: { status: 'pending', amount: 105 },
        shippingaddress: { buildingNumber: 'Villa 12', streetName: 'Al Wasl Road' },
      },
    });
    expect(await kit.stockOf(p.id)).toBe(8);
  });

  it('gives the order one of our ids when the draft id is taken or not of the SH- form', async () => {
    const first = await kit.readyCart();
    const draft = specDraft(first.s.userId, await savedAddress(first.s.token));
    expect((await kit.addOrder(first.s.token, draft)).json().order.orderid).toBe(draft.orderid);

    const second = await kit.readyCart();
    const reused = { ...draft, shippingaddress: await savedAddress(second.s.token) };
    const res = await kit.addOrder(second.s.token, reused);
    expect(res.statusCode).toBe(201);
    expect(res.json().order.orderid).toMatch(/^SH-[0-9A-Z]+$/);
    expect(res.json().order.orderid).not.toBe(draft.orderid);

    const third = await kit.readyCart();
    const lower = specDraft(third.s.userId, await savedAddress(third.s.token));
    const odd = await kit.addOrder(third.s.token, { ...lower, orderid: 'sh-not-ours' });
    expect(odd.json().order.orderid).toMatch(/^SH-[0-9A-Z]+$/);
  });

  it("refuses an address that is not the shopper's own, by either name", async () => {
    const { s } = await kit.readyCart();
    const other = await kit.shopper();
    const theirs = await savedAddress(other.token);
    for (const body of [
      specDraft(s.userId, theirs),
      { ...specDraft(s.userId, {}), shippingaddress: undefined, addressId: theirs._id },
    ]) {
      const res = await kit.addOrder(s.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Please select a delivery address');
    }
  });

  it('takes a card payment made without a token, as the original client does, for the exact total', async () => {
    const { s, p } = await kit.readyCart();
    const intent = await app.inject({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: { amount: 10500 },
    });
    expect(intent.statusCode).toBe(200);
    const { paymentIntentId, clientSecret, amount } = intent.json();
    expect(clientSecret).toEqual(expect.any(String));
    expect(amount).toBe(10500);
    const confirm = await kit.post(s.token, '/api/payments/test/confirm', {
      paymentIntentId,
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
      zipCode: '12345',
    });
    expect(confirm.json().status).toBe('succeeded');
    const res = await kit.addOrder(s.token, {
      ...specDraft(s.userId, await savedAddress(s.token)),
      CashOnDelivery: false,
      paymentMethod: 'online',
      zipCode: '12345',
      paymentDetails: { paymentIntentId, cardLast4: '0000', status: 'succeeded' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({
      isPaid: true,
      paymentMethod: 'online',
      paymentDetails: { paymentIntentId, cardLast4: '4242', status: 'completed' },
    });
    expect(await kit.stockOf(p.id)).toBe(8);
  });

  it('refuses a tokenless card payment whose amount is not the order total', async () => {
    const { s, p } = await kit.readyCart();
    const intent = await app.inject({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: { amount: 100 },
    });
    const { paymentIntentId } = intent.json();
    await kit.post(s.token, '/api/payments/test/confirm', {
      paymentIntentId,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
      zipCode: '12345',
    });
    const res = await kit.addOrder(s.token, {
      ...specDraft(s.userId, await savedAddress(s.token)),
      paymentMethod: 'online',
      paymentDetails: { paymentIntentId },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_MISMATCH');
    expect(await kit.stockOf(p.id)).toBe(10);
  });
});
