import type { Db } from '#db/client';
import { payableCart } from '#modules/checkout';
import { creditCardRefund } from '#modules/invoices';
import * as orders from '#modules/orders';
import type { CardOrders } from '#modules/payments';
import { placeRecordedOrder } from './place-recorded-card-order';

/**
 * A refund made at the card processor, on the orders its payment paid for: each order keeps what
 * went back, and its invoice is corrected by a credit note, under the order's row lock so two
 * events at once cannot both credit the same money.
 */
async function recordRefund(db: Db, paymentIntentId: string, refundedFils: number, at: Date) {
  const refunded = await orders.recordCardRefund(db, paymentIntentId, refundedFils);
  for (const { id } of refunded) {
    await db.transaction(async (tx) => {
      const order = await orders.lockOrder(tx, id);
      if (order) await creditCardRefund(tx, order, refundedFils, at);
    });
  }
}

/** The orders side of card payments, for the payments module's settlement and webhook. */
export const cardOrders: CardOrders = {
  payableBag: payableCart,
  paidWith: orders.findOrderByPaymentIntent,
  placeRecorded: placeRecordedOrder,
  recordRefund,
  retryCaptures: (app) => orders.retryPendingCaptures(app),
  recordDispute: async (db, paymentIntentId, reason, at) =>
    (await orders.recordCardDispute(db, paymentIntentId, reason, at)).length,
};
