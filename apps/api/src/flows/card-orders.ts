import type { Db } from '#db/client';
import { payableCart } from '#modules/checkout';
import * as orders from '#modules/orders';
import type { CardOrders } from '#modules/payments';
import { creditCardRefundOn } from './carry-card-events';
import { placeRecordedOrder } from './place-recorded-card-order';

/** A refund made at the card processor, on the orders its payment paid for (creditCardRefundOn). */
async function recordRefund(db: Db, paymentIntentId: string, refundedFils: number, at: Date) {
  const refunded = await orders.recordCardRefund(db, paymentIntentId, refundedFils);
  for (const { id } of refunded) {
    await db.transaction((tx) => creditCardRefundOn(tx, id, refundedFils, at));
  }
}

/** The orders side of card payments, for the payments module's settlement and webhook. */
export const cardOrders: CardOrders = {
  payableBag: payableCart,
  paidWith: orders.findOrderByPaymentIntent,
  placeRecorded: placeRecordedOrder,
  recordRefund,
  retryCaptures: (deps) => orders.retryPendingCaptures(deps),
  retryRefunds: (deps) => orders.retryPendingRefunds(deps),
  recordDispute: async (db, paymentIntentId, reason, at) =>
    (await orders.recordCardDispute(db, paymentIntentId, reason, at)).length,
};
