import type { Tx } from '#db/client';
import { creditCardRefund } from '#modules/invoices';
import * as orders from '#modules/orders';
import { findCardCheckout } from '#modules/payments';

/**
 * What went back to the card, on one order: kept on it, and its invoice corrected by a credit note
 * for what no earlier note credited, under the order's row lock so two events at once cannot
 * both credit the same money.
 */
export async function creditCardRefundOn(tx: Tx, orderId: string, refundedFils: number, at: Date) {
  const order = await orders.lockOrder(tx, orderId);
  if (order) await creditCardRefund(tx, order, refundedFils, at);
}

/**
 * The dispute and refund the provider reported for a card payment before its order existed (kept
 * on the payment's record), carried onto the order just written, in the same transaction: the
 * order ends the same whichever came first. Called after the order claimed the payment and issued
 * its invoice: the claim holds the record's row, so an event arriving meanwhile waits for this
 * transaction and then finds the order.
 */
export async function carryCardEvents(
  tx: Tx,
  order: { id: string },
  payment: { id: string; amountRefundedFils: number },
  at: Date,
): Promise<void> {
  const record = await findCardCheckout(tx, payment.id);
  if (record?.disputedAt) {
    await orders.recordCardDispute(tx, payment.id, record.disputeReason, record.disputedAt);
  }
  const refundedFils = Math.max(record?.refundedFils ?? 0, payment.amountRefundedFils);
  if (refundedFils > 0) {
    await orders.recordCardRefund(tx, payment.id, refundedFils);
    await creditCardRefundOn(tx, order.id, refundedFils, at);
  }
}
