import type { FastifyInstance } from 'fastify';
import {
  type CardCheckoutRow,
  claimOutcome,
  findCardCheckout,
  markSucceeded,
} from './card-checkout-repository';
import { refundPayment, tryPlacing, type Settlement } from './card-settlement';
import type { PayLaterPayment } from './pay-later-provider';
import type { IntentState } from './payment-provider';

/** The record's provider name for Tabby payments (card_checkouts.provider). */
export const TABBY = 'tabby';

/** A Tabby authorisation, as the card flow's placement reads a payment. */
function asIntent(payment: PayLaterPayment, record: CardCheckoutRow): IntentState {
  return {
    id: payment.id,
    status: 'succeeded',
    amountFils: payment.amountFils,
    currency: payment.currency.toLowerCase(),
    userId: record.userId ?? undefined,
    amountRefundedFils: payment.refundedFils,
  };
}

/**
 * Settles one Tabby payment from Tabby's own state, read now (never from the redirect or the
 * notification that prompted it): AUTHORIZED for exactly the recorded amount in AED becomes the
 * order recorded with the session, by the card flow's own placement (stock, prices and
 * promotions as it checks them), or, when those no longer hold, the authorisation is closed.
 * Any other status places nothing. Safe to run any number of times at once: the outcome is
 * claimed once in the database (decision 38), so the shopper's return, the webhook and the
 * background check together make one order.
 */
export async function settleTabbyPayment(
  app: FastifyInstance,
  paymentId: string,
): Promise<Settlement> {
  const provider = app.payLater;
  const record = await findCardCheckout(app.db, paymentId);
  if (!provider || record?.provider !== TABBY) return 'unknown';
  if (record.outcome) return record.outcome;
  const payment = await provider.retrieve(paymentId);
  if (!payment || payment.status !== 'AUTHORIZED') return 'unpaid';
  const now = app.clock.now();
  await markSucceeded(app.db, paymentId, now);
  const used = await app.cardOrders.paidWith(app.db, paymentId);
  if (used) {
    const claim = await claimOutcome(app.db, paymentId, { kind: 'order', orderId: used.id }, now);
    return claim === 'refund' ? 'refund' : 'order';
  }
  const intent = asIntent(payment, record);
  const payable =
    payment.currency === 'AED' &&
    payment.amountFils === record.amountFils &&
    payment.capturedFils === 0 &&
    payment.refundedFils === 0;
  const reason = payable ? await tryPlacing(app, record, intent) : 'the payment does not match';
  if (reason === 'order') return 'order';
  return refundPayment(app, record, intent, reason, {
    giveBack: () => provider.close(paymentId),
    tell: false,
  });
}
