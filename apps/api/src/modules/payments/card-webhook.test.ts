import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  cardCheckouts,
  paymentEvents,
  products,
  productVariants,
  taxCreditNotes,
} from '#db/schema';
import { buildTestApp } from '#test/helper';
import { adminToken } from '#test/admin-token';
import { bearer } from '../auth/test-users';
import { buildCardWebhookApp, cardWebhookKit, WEBHOOK_SECRET } from './card-webhook-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof cardWebhookKit>;

beforeAll(async () => {
  app = await buildCardWebhookApp();
  kit = cardWebhookKit(app);
});
afterEach(() => kit.backToNow());
afterAll(() => app.close());

const refundedFils = async (id: string) => (await app.payments.retrieve(id))?.amountRefundedFils;
const eventsOf = (id: string) =>
  app.db.select().from(paymentEvents).where(eq(paymentEvents.paymentIntentId, id));

describe('POST /api/payments/stripe/webhook: the signature', () => {
  it.each([
    ['missing', null, 'The Stripe-Signature header is missing.'],
    ['not a signature', 'nonsense', 'The Stripe-Signature does not match this event.'],
    [
      'signed with another secret',
      Stripe.webhooks.generateTestHeaderString({
        payload: '{}',
        secret: 'whsec_someone_else_0000000000',
      }),
      'The Stripe-Signature does not match this event.',
    ],
  ])('%s: 400 and nothing is done', async (_label, signature, error) => {
    const { s, paymentIntentId } = await kit.paidAndGone();
    kit.pastWindow();
    const before = (await eventsOf(paymentIntentId)).length;
    const res = await kit.deliver(kit.succeeded(paymentIntentId), signature);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'WEBHOOK_SIGNATURE_INVALID',
      error,
    });
    expect(await kit.ordersPaidBy(paymentIntentId)).toHaveLength(0);
    expect(await eventsOf(paymentIntentId)).toHaveLength(before);
    expect(await kit.cartSize(s.userId)).toBe(1);
  });

  it('a body changed after signing is refused', async () => {
    const { paymentIntentId } = await kit.paidAndGone();
    kit.pastWindow();
    const body = kit.succeeded(paymentIntentId);
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify({ ...body, type: 'charge.refunded' }),
      secret: WEBHOOK_SECRET,
    });
    expect((await kit.deliver(body, header)).statusCode).toBe(400);
    expect(await kit.ordersPaidBy(paymentIntentId)).toHaveLength(0);
  });
});

describe('payment_intent.succeeded for a payment whose browser never came back', () => {
  it('places the recorded order once, tells the shopper, and a replay changes nothing', async () => {
    const { s, p, paymentIntentId } = await kit.paidAndGone();
    // Inside the window the browser may still come: nothing is placed yet.
    expect(await kit.ordersPaidBy(paymentIntentId)).toHaveLength(0);
    kit.pastWindow();
    const event = kit.succeeded(paymentIntentId);
    const res = await kit.deliver(event);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, result: 'handled' });
    const [order, ...more] = await kit.ordersPaidBy(paymentIntentId);
    expect(more).toHaveLength(0);
    expect(order).toMatchObject({
      userId: s.userId,
      paymentMethod: 'online',
      isPaid: true,
      paymentStatus: 'completed',
      totalFils: 10_500,
      cardLast4: '4242',
      shippingAddress: { streetName: 'Al Wasl Road', area: 'Jumeirah' },
    });
    expect(await kit.stockOf(p.id)).toBe(8);
    expect(await kit.cartSize(s.userId)).toBe(0);
    // The shopper sees it in My Orders, in the bell and by mail.
    const mine = await app.inject({ method: 'GET', url: '/api/order', headers: bearer(s.token) });
    expect(JSON.stringify(mine.json())).toContain(order?.orderid);
    const notices = await kit.noticesOf(s.userId);
    expect(notices.map((n) => n.message)).toEqual([
      `Your order ${order?.orderid} is confirmed: AED 105.00.`,
    ]);
    const [mail] = await kit.mailsTo(s.email);
    expect(mail?.subject).toBe(`Your order ${order?.orderid} is confirmed`);
    expect(mail?.textBody).toContain('AED 105.00');

    const replay = await kit.deliver(event);
    expect(replay.json()).toEqual({ received: true, result: 'duplicate' });
    expect(await kit.ordersPaidBy(paymentIntentId)).toHaveLength(1);
    expect(await kit.stockOf(p.id)).toBe(8);
    expect(await kit.noticesOf(s.userId)).toHaveLength(1);
  });

  it('five parallel deliveries (one event, and five events) make one order', async () => {
    const { s, p, paymentIntentId } = await kit.paidAndGone();
    kit.pastWindow();
    const same = kit.succeeded(paymentIntentId);
    const deliveries = await Promise.all([
      ...Array.from({ length: 5 }, () => kit.deliver(same)),
      ...Array.from({ length: 5 }, () => kit.deliver(kit.succeeded(paymentIntentId))),
    ]);
    expect(deliveries.map((d) => d.statusCode)).toEqual(Array(10).fill(200));
    expect(await kit.ordersPaidBy(paymentIntentId)).toHaveLength(1);
    expect(await kit.stockOf(p.id)).toBe(8);
    expect(await kit.noticesOf(s.userId)).toHaveLength(1);
    expect(await refundedFils(paymentIntentId)).toBe(0);
  });

  it('refunds once, under five parallel deliveries, when the stock is gone', async () => {
    const { s, p, paymentIntentId } = await kit.paidAndGone(2);
    // Another shopper bought the last units meanwhile.
    await app.db
      .update(productVariants)
      .set({ stock: 1 })
      .where(eq(productVariants.productId, p.id));
    kit.pastWindow();
    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () => kit.deliver(kit.succeeded(paymentIntentId))),
    );
    expect(deliveries.map((d) => d.statusCode)).toEqual(Array(5).fill(200));
    expect(await kit.ordersPaidBy(paymentIntentId)).toHaveLength(0);
    expect(await refundedFils(paymentIntentId)).toBe(10_500);
    expect(await kit.stockOf(p.id)).toBe(1);
    const notices = await kit.noticesOf(s.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toBe(
      'Your card payment of AED 105.00 could not become an order (an item sold out or its price changed): it is being refunded to your card.',
    );
    const [mail] = await kit.mailsTo(s.email);
    expect(mail?.subject).toBe('Your card payment is being refunded');
    // The browser coming back now is told, and places nothing.
    const late = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'online',
      paymentIntentId,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('PAYMENT_REFUNDED');
    expect(await kit.ordersPaidBy(paymentIntentId)).toHaveLength(0);
  });

  it('refunds when a price changed since the payment', async () => {
    const { paymentIntentId, p } = await kit.paidAndGone();
    await app.db.update(products).set({ priceFils: 4000 }).where(eq(products.id, p.id));
    kit.pastWindow();
    await kit.deliver(kit.succeeded(paymentIntentId));
    expect(await kit.ordersPaidBy(paymentIntentId)).toHaveLength(0);
    expect(await refundedFils(paymentIntentId)).toBe(10_500);
  });

  it("the browser's late addOrder gets the order the webhook placed, not a second", async () => {
    const { s, p, paymentIntentId } = await kit.paidAndGone();
    kit.pastWindow();
    await kit.deliver(kit.succeeded(paymentIntentId));
    const [placed] = await kit.ordersPaidBy(paymentIntentId);
    const late = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'online',
      paymentIntentId,
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().order._id).toBe(placed?.id);
    expect(await kit.ordersPaidBy(paymentIntentId)).toHaveLength(1);
    expect(await kit.stockOf(p.id)).toBe(8);
  });

  it('a browser that came back in time placed the order: the webhook adds nothing', async () => {
    const { s, paymentIntentId } = await kit.paidAndGone();
    const res = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'online',
      paymentIntentId,
    });
    expect(res.statusCode).toBe(201);
    // The order's own confirmation; the webhook must add nothing to it.
    expect(await kit.noticesOf(s.userId)).toHaveLength(1);
    kit.pastWindow();
    await kit.deliver(kit.succeeded(paymentIntentId));
    expect(await kit.ordersPaidBy(paymentIntentId)).toHaveLength(1);
    const [record] = await app.db
      .select()
      .from(cardCheckouts)
      .where(eq(cardCheckouts.paymentIntentId, paymentIntentId));
    expect(record).toMatchObject({ outcome: 'order', orderId: res.json().order._id });
    expect(await kit.noticesOf(s.userId)).toHaveLength(1);
  });
});

describe('one order or one refund, held by the database', () => {
  it('an order cannot be written for a payment whose refund was claimed', async () => {
    const { s, p, paymentIntentId } = await kit.paidAndGone();
    // The refund's claim as any path writes it, even one that took no shopper lock.
    await app.db
      .update(cardCheckouts)
      .set({ outcome: 'refund', settledAt: new Date() })
      .where(eq(cardCheckouts.paymentIntentId, paymentIntentId));
    const res = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'online',
      paymentIntentId,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_REFUNDED');
    expect(await kit.ordersPaidBy(paymentIntentId)).toHaveLength(0);
    expect(await kit.stockOf(p.id)).toBe(10);
    expect(await kit.cartSize(s.userId)).toBe(1);
  });
});

describe('events in any order', () => {
  it('refunded before succeeded: no order, and no second refund', async () => {
    const { s, paymentIntentId } = await kit.paidAndGone();
    // Given back at the provider's dashboard; its event is delivered before the success.
    await app.payments.refund(paymentIntentId);
    await kit.deliver(kit.refunded(paymentIntentId, 10_500));
    kit.pastWindow();
    const res = await kit.deliver(kit.succeeded(paymentIntentId));
    expect(res.statusCode).toBe(200);
    expect(await kit.ordersPaidBy(paymentIntentId)).toHaveLength(0);
    expect(await refundedFils(paymentIntentId)).toBe(10_500);
    expect(await kit.cartSize(s.userId)).toBe(1);
  });

  it('disputed before succeeded: the order placed later carries the flag', async () => {
    const { paymentIntentId } = await kit.paidAndGone();
    await kit.deliver(kit.disputed(paymentIntentId, 'fraudulent'));
    kit.pastWindow();
    await kit.deliver(kit.succeeded(paymentIntentId));
    const [order] = await kit.ordersPaidBy(paymentIntentId);
    expect(order?.disputedAt).toBeInstanceOf(Date);
    expect(order?.disputeReason).toBe('fraudulent');
  });

  it('charge.refunded after the order is recorded on it', async () => {
    const { s, paymentIntentId } = await kit.paidAndGone();
    const placed = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'online',
      paymentIntentId,
    });
    expect(placed.statusCode).toBe(201);
    await kit.deliver(kit.refunded(paymentIntentId, 2_500));
    const [order] = await kit.ordersPaidBy(paymentIntentId);
    expect(order?.cardRefundedFils).toBe(2_500);
    // The invoice is corrected by a credit note for what went back, once however often the event
    // comes; a second refund on the dashboard reports the new total and credits the difference.
    const notes = () =>
      app.db.select().from(taxCreditNotes).where(eq(taxCreditNotes.orderId, order!.id));
    expect((await notes()).map((n) => n.grossFils)).toEqual([2_500]);
    await kit.deliver(kit.refunded(paymentIntentId, 2_500));
    expect((await notes()).map((n) => n.grossFils)).toEqual([2_500]);
    await kit.deliver(kit.refunded(paymentIntentId, 6_000));
    const after = await notes();
    expect(after.map((n) => n.grossFils)).toEqual([2_500, 3_500]);
    expect(after[1]).toMatchObject({ vatFils: 167, afterGrossFils: order!.totalFils - 6_000 });
  });

  it('a cancelled card order refunded by the store gets only the cancel note', async () => {
    const { s, paymentIntentId } = await kit.paidAndGone();
    const placed = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'online',
      paymentIntentId,
    });
    const cancelled = await app.inject({
      method: 'POST',
      url: '/api/order/cancel',
      headers: bearer(s.token),
      payload: { orderid: placed.json().order.orderid },
    });
    expect(cancelled.statusCode).toBe(200);
    const [order] = await kit.ordersPaidBy(paymentIntentId);
    await kit.deliver(kit.refunded(paymentIntentId, order!.totalFils));
    const notes = await app.db
      .select()
      .from(taxCreditNotes)
      .where(eq(taxCreditNotes.orderId, order!.id));
    expect(notes.map((n) => [n.source, n.grossFils])).toEqual([['cancel', order!.totalFils]]);
  });
});

describe('charge.dispute.created', () => {
  it('flags the order, and the console filter Disputed finds it', async () => {
    const { s, paymentIntentId } = await kit.paidAndGone();
    const placed = await kit.addOrder(s.token, {
      addressId: s.addressId,
      paymentMethod: 'online',
      paymentIntentId,
    });
    const orderid = placed.json().order.orderid as string;
    const admin = bearer(await adminToken(app));
    const list = (query: string) =>
      app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: admin });
    const before = await list('flag=disputed');
    expect(before.json().orders.map((o: { orderid: string }) => o.orderid)).not.toContain(orderid);

    const res = await kit.deliver(kit.disputed(paymentIntentId, 'product_not_received'));
    expect(res.json()).toEqual({ received: true, result: 'handled' });
    const after = await list('flag=disputed');
    expect(after.statusCode).toBe(200);
    const found = after.json().orders as { orderid: string; dispute: unknown }[];
    expect(found.map((o) => o.orderid)).toContain(orderid);
    expect(found.find((o) => o.orderid === orderid)?.dispute).toMatchObject({
      reason: 'product_not_received',
    });
    expect(after.json().total).toBe(found.length);
    // Beside a search and a status filter too.
    const searched = await list(`flag=disputed&q=${orderid}&status=new`);
    expect(searched.json().orders.map((o: { orderid: string }) => o.orderid)).toEqual([orderid]);
    expect((await list('flag=everything')).statusCode).toBe(400);
  });
});

describe('create-payment-intent records the order it pays for', () => {
  it('keeps the address the page named, and refuses one that is not the shopper’s', async () => {
    const { s } = await kit.readyCart();
    const [office] = await app.db
      .insert(addresses)
      .values({
        userId: s.userId,
        username: s.fullname,
        mobileno: '+971501112222',
        buildingNumber: 'Tower 3',
        streetName: 'Sheikh Zayed Road',
        area: 'Trade Centre',
        savedaddressas: 'Work',
      })
      .returning();
    const other = await kit.shopper();
    const refused = await kit.post(s.token, '/api/payments/create-payment-intent', {
      addressId: other.addressId,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('ADDRESS_REQUIRED');

    const res = await kit.post(s.token, '/api/payments/create-payment-intent', {
      addressId: office?.id,
    });
    expect(res.statusCode).toBe(200);
    const paymentIntentId = res.json().paymentIntentId as string;
    const [record] = await app.db
      .select()
      .from(cardCheckouts)
      .where(eq(cardCheckouts.paymentIntentId, paymentIntentId));
    expect(record).toMatchObject({
      userId: s.userId,
      amountFils: 10_500,
      shippingAddress: { streetName: 'Sheikh Zayed Road', savedaddressas: 'Work' },
      outcome: null,
    });
    expect(record?.lines).toEqual([
      expect.objectContaining({ quantity: 2, priceFils: 5000, color: 'White', size: 'M' }),
    ]);
  });

  it('a store that takes no cards answers the webhook 503 and does nothing', async () => {
    const noCards = await buildTestApp({ cards: { provider: 'none' } });
    try {
      const res = await noCards.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('CARD_PAYMENTS_OFF');
    } finally {
      await noCards.close();
    }
  });
});
