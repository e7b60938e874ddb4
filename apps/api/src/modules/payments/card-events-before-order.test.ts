import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { cardCheckouts, taxCreditNotes } from '#db/schema';
import { adminToken } from '#test/admin-token';
import { bearer } from '../auth/test-users';
import { cardWebhookSuite } from './card-webhook-test-kit';

const suite = cardWebhookSuite();

/** Part of the 105.00 given back at the provider's dashboard, which reports it by its event. */
const REFUNDED_FILS = 2_500;

type Paid = Awaited<ReturnType<typeof suite.kit.paidAndGone>>;

/** The shopper's browser places the order (addOrder), as it does on coming back. */
async function placeByBrowser({ s, paymentIntentId }: Paid) {
  const placed = await suite.kit.addOrder(s.token, {
    addressId: s.addressId,
    paymentMethod: 'online',
    paymentIntentId,
  });
  expect(placed.statusCode).toBe(201);
}

/** The browser never comes back: the succeeded event places the recorded order. */
async function placeByWebhook({ paymentIntentId }: Paid) {
  suite.kit.pastWindow();
  expect((await suite.kit.deliver(suite.kit.succeeded(paymentIntentId))).json()).toEqual({
    received: true,
    result: 'handled',
  });
}

/** A dispute, and a refund of part of the payment, each reported by its event. */
async function disputeAndRefund({ paymentIntentId }: Paid) {
  await suite.kit.deliver(suite.kit.disputed(paymentIntentId, 'fraudulent'));
  await suite.app.payments.refund(paymentIntentId, REFUNDED_FILS);
  await vi.waitFor(async () => {
    const [record] = await suite.app.db
      .select()
      .from(cardCheckouts)
      .where(eq(cardCheckouts.paymentIntentId, paymentIntentId));
    if (record?.refundedFils !== REFUNDED_FILS) throw new Error('the refund event is not in yet');
  });
}

/** What the shop owner sees of the payment's order: its dispute, refund and credit notes. */
async function ownerSees(paymentIntentId: string) {
  const [order] = await suite.kit.ordersPaidBy(paymentIntentId);
  if (!order) throw new Error('no order was placed');
  const disputed = await suite.app.inject({
    method: 'GET',
    url: `/api/admin/orders?flag=disputed&q=${order.orderid}`,
    headers: bearer(await adminToken(suite.app)),
  });
  const listed = disputed.json<{
    orders: { orderid: string; dispute: { reason: string | null } | null; cardRefunded: number }[];
  }>().orders;
  const notes = await suite.app.db
    .select()
    .from(taxCreditNotes)
    .where(eq(taxCreditNotes.orderId, order.id));
  return {
    inDisputedFilter: listed.map((o) => o.orderid),
    dispute: listed[0]?.dispute?.reason,
    cardRefunded: listed[0]?.cardRefunded,
    creditNotes: notes.map((n) => ({ grossFils: n.grossFils, afterGrossFils: n.afterGrossFils })),
    total: order.totalFils,
    orderid: order.orderid,
  };
}

describe('a card payment disputed and partly refunded, whichever comes first', () => {
  it.each([
    ['the browser places the order, then the events come', [placeByBrowser, disputeAndRefund]],
    ['the events come, then the browser places the order', [disputeAndRefund, placeByBrowser]],
    ['the events come, then the webhook places the order', [disputeAndRefund, placeByWebhook]],
  ] as const)(
    '%s: the order shows the dispute, the refund and its credit note',
    async (_label, steps) => {
      const paid = await suite.kit.paidAndGone();
      for (const step of steps) await step(paid);
      await vi.waitFor(async () => {
        const seen = await ownerSees(paid.paymentIntentId);
        expect(seen).toEqual({
          inDisputedFilter: [seen.orderid],
          dispute: 'fraudulent',
          cardRefunded: REFUNDED_FILS / 100,
          creditNotes: [{ grossFils: REFUNDED_FILS, afterGrossFils: seen.total - REFUNDED_FILS }],
          total: 10_500,
          orderid: seen.orderid,
        });
      });
    },
  );
});
