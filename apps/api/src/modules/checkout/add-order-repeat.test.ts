import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { checkoutKit } from './checkout-test-kit';

// Decision 27: a shopper whose first addOrder answer was lost sends the same orderid again. On
// PostgreSQL (DATABASE_URL) the parallel submits really overlap.
let app: FastifyInstance;
let kit: ReturnType<typeof checkoutKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = checkoutKit(app);
});
afterAll(() => app.close());

let serial = 0;
/** A fresh order id of the 'SH-' form, so no other test's order holds it. */
const specOrderid = () => `SH-REPEAT${Date.now().toString(36).toUpperCase()}${(serial += 1)}`;

const ordersOf = (userId: string) => app.db.select().from(orders).where(eq(orders.userId, userId));

describe('POST /api/order/addOrder sent again with the same orderid', () => {
  it('cash on delivery: answers 200 with the order it placed, and takes the stock once', async () => {
    const { s, p } = await kit.readyCart();
    const body = { addressId: s.addressId, paymentMethod: 'COD', orderid: specOrderid() };
    const first = await kit.addOrder(s.token, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().order.orderid).toBe(body.orderid);

    const again = await kit.addOrder(s.token, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(s.userId)).toHaveLength(1);
    expect(await kit.stockOf(p.id)).toBe(8);
  });

  it('wallet: the repeat takes no second wallet debit', async () => {
    const { s, p } = await kit.readyCart();
    await kit.topUp(s.userId, 50_000);
    const body = { addressId: s.addressId, paymentMethod: 'wallet', orderid: specOrderid() };
    const first = await kit.addOrder(s.token, body);
    expect(first.statusCode).toBe(201);
    const again = await kit.addOrder(s.token, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().order).toMatchObject({
      _id: first.json().order._id,
      paymentMethod: 'wallet',
      isPaid: true,
      amountPaidFromWallet: 105,
    });
    const ledger = await kit.ledger(s.userId);
    expect(ledger.rows.filter((r) => r.type === 'debit')).toHaveLength(1);
    expect(ledger.balance).toBe(50_000 - 10_500);
    expect(await kit.stockOf(p.id)).toBe(8);
  });

  it('card: the same payment again gets the order; a second payment for it goes back', async () => {
    const { s, p } = await kit.readyCart();
    const paid = await kit.payByCard(s.token);
    const body = {
      addressId: s.addressId,
      paymentMethod: 'online',
      paymentIntentId: paid.paymentIntentId,
      zipCode: '12345',
      orderid: specOrderid(),
    };
    const first = await kit.addOrder(s.token, body);
    expect(first.statusCode).toBe(201);
    const again = await kit.addOrder(s.token, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().order._id).toBe(first.json().order._id);

    // The original client, seeing no answer, paid again (its intents carry no token) and sent the
    // same orderid: the order is still the first one, and the second payment is refunded.
    const intent = await app.inject({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: { amount: 10_500 },
    });
    const second = { paymentIntentId: intent.json<{ paymentIntentId: string }>().paymentIntentId };
    const confirm = await kit.post(s.token, '/api/payments/test/confirm', {
      paymentIntentId: second.paymentIntentId,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
      zipCode: '12345',
    });
    expect(confirm.json().status).toBe('succeeded');
    const repeat = await kit.addOrder(s.token, {
      ...body,
      paymentIntentId: second.paymentIntentId,
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().order).toMatchObject({
      _id: first.json().order._id,
      paymentDetails: { paymentIntentId: paid.paymentIntentId },
    });
    expect((await app.payments.retrieve(second.paymentIntentId))?.amountRefundedFils).toBe(10_500);
    expect((await app.payments.retrieve(paid.paymentIntentId))?.amountRefundedFils).toBe(0);
    expect(await ordersOf(s.userId)).toHaveLength(1);
    expect(await kit.stockOf(p.id)).toBe(8);
  });

  it('two submits at once with the same orderid place one order, one stock take, one debit', async () => {
    const { s, p } = await kit.readyCart();
    await kit.topUp(s.userId, 50_000);
    const body = { addressId: s.addressId, paymentMethod: 'wallet', orderid: specOrderid() };
    const results = await Promise.all([kit.addOrder(s.token, body), kit.addOrder(s.token, body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(results[0]?.json().order._id).toBe(results[1]?.json().order._id);
    expect(await ordersOf(s.userId)).toHaveLength(1);
    expect(await kit.stockOf(p.id)).toBe(8);
    const ledger = await kit.ledger(s.userId);
    expect(ledger.rows.filter((r) => r.type === 'debit')).toHaveLength(1);
    expect(ledger.sum).toBe(ledger.balance);
  });

  it("another shopper's same orderid never matches: they get an order of their own", async () => {
    const a = await kit.readyCart();
    const b = await kit.readyCart();
    const orderid = specOrderid();
    const first = await kit.addOrder(a.s.token, {
      addressId: a.s.addressId,
      paymentMethod: 'COD',
      orderid,
    });
    expect(first.statusCode).toBe(201);

    const other = await kit.addOrder(b.s.token, {
      addressId: b.s.addressId,
      paymentMethod: 'COD',
      orderid,
    });
    expect(other.statusCode).toBe(201);
    const theirs = other.json().order;
    expect(theirs._id).not.toBe(first.json().order._id);
    expect(theirs.userid).toBe(b.s.userId);
    // The id was taken, so their order got one of ours; their own repeat still finds it.
    expect(theirs.orderid).not.toBe(orderid);
    expect(await kit.stockOf(b.p.id)).toBe(8);
    const again = await kit.addOrder(b.s.token, {
      addressId: b.s.addressId,
      paymentMethod: 'COD',
      orderid,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().order._id).toBe(theirs._id);
    expect(await ordersOf(a.s.userId)).toHaveLength(1);
    expect(await ordersOf(b.s.userId)).toHaveLength(1);
  });

  it('an orderid of another form still names the submit', async () => {
    const { s } = await kit.readyCart();
    const body = {
      addressId: s.addressId,
      paymentMethod: 'COD',
      orderid: `draft-${specOrderid()}`,
    };
    const first = await kit.addOrder(s.token, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().order.orderid).toMatch(/^SH-/);
    const again = await kit.addOrder(s.token, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().order._id).toBe(first.json().order._id);
  });

  it('a new orderid with an empty bag is still refused as before', async () => {
    const { s } = await kit.readyCart();
    await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'COD',
      orderid: specOrderid(),
    });
    const next = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'COD',
      orderid: specOrderid(),
    });
    expect(next.statusCode).toBe(409);
    expect(next.json().error).toBe('Your cart is empty.');
  });
});
