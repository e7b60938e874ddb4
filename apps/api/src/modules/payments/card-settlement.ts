import { lockShopper } from '#modules/auth';
import {
  type CardCheckoutRow,
  claimOutcome,
  findCardCheckout,
  markSucceeded,
  releaseRefundClaim,
} from './card-checkout-repository';
import { notifyShopperOfCardRefund } from './card-payment-notice';
import type { PaymentDeps, Settling } from './payment-deps';
import type { IntentState } from './payment-provider';
import { forgetUnusedPaymentRefund, recordUnusedPaymentRefund } from './unused-payment-refunds';

/**
 * How long the shopper's browser has, from the payment's creation, to come back and place the
 * order itself (decision 38). Past it, a paid payment no order used is placed from its record or
 * refunded, by the webhook or the background check, whichever comes first.
 */
export const BROWSER_WINDOW_MS = 15 * 60_000;

/**
 * What became of a payment: `unknown` (not made by this store, or before its records), `unpaid`
 * (not succeeded at the provider), `waiting` (paid, inside the browser's window), `order` or
 * `refund` (its one outcome), `failed` (the provider refused the refund: open for the next try).
 */
export type Settlement = 'unknown' | 'unpaid' | 'waiting' | 'order' | 'refund' | 'failed';

/**
 * Settles one card payment from the provider's own state (never from an event's payload, so
 * events may come in any order): a paid payment that no order used within the browser's window
 * becomes the order recorded when it was made, if the stock and prices still hold, or is
 * refunded. Safe to run any number of times, at once, on any instance: the outcome is claimed
 * once in the database, and only the run that claimed it tells the shopper.
 */
export async function settleCardPayment(
  deps: Settling & Pick<PaymentDeps, 'payments'>,
  paymentIntentId: string,
): Promise<Settlement> {
  const record = await findCardCheckout(deps.db, paymentIntentId);
  if (!record) return 'unknown';
  if (record.outcome) return record.outcome;
  const now = deps.clock.now();
  // The browser's turn: nothing is asked or done yet (the check comes back after the window).
  if (now.getTime() - record.createdAt.getTime() < BROWSER_WINDOW_MS) return 'waiting';
  const intent = await deps.payments.retrieve(paymentIntentId);
  if (!intent || intent.status !== 'succeeded') return 'unpaid';
  await markSucceeded(deps.db, paymentIntentId, now);
  const used = await deps.cardOrders.paidWith(deps.db, paymentIntentId);
  if (used) {
    const claim = await claimOutcome(
      deps.db,
      paymentIntentId,
      { kind: 'order', orderId: used.id },
      now,
    );
    return claim === 'refund' ? 'refund' : 'order';
  }

  // Given back whole already (at the provider's dashboard, or a charge.refunded came first): no
  // order. A part given back is carried onto the order placed (carryCardEvents).
  if (intent.amountRefundedFils >= intent.amountFils || record.refundedFils >= record.amountFils) {
    const claim = await claimOutcome(deps.db, paymentIntentId, { kind: 'refund' }, now);
    return claim === 'order' ? 'order' : 'refund';
  }
  const payable =
    intent.currency === record.currency &&
    intent.amountFils === record.amountFils &&
    (intent.userId === undefined || intent.userId === record.userId);
  const reason = payable ? await tryPlacing(deps, record, intent) : 'the payment does not match';
  if (reason === 'order') return 'order';
  return refundPayment(deps, record, intent, reason, {
    giveBack: () => deps.payments.refund(intent.id),
    tell: true,
  });
}

/** 'order' when the recorded order stands (placed now or before), else why it cannot be placed. */
export async function tryPlacing(deps: Settling, record: CardCheckoutRow, intent: IntentState) {
  const result = await deps.cardOrders.placeRecorded(deps, record, intent);
  if (!result.placed) return result.reason;
  if (result.created) {
    deps.catalogChanged();
    deps.log.info(
      { paymentIntentId: intent.id, orderid: result.order.orderid },
      'card payment placed as an order without its browser',
    );
  }
  return 'order' as const;
}

/**
 * Claims the refund (under the shopper's checkout lock when there is a shopper, as addOrder's own
 * refusals do, and recorded where addOrder looks), then asks the provider to give the money back
 * (`giveBack`: a card refund, or closing a pay-later authorisation). A refused call takes the
 * claim back: the payment stays open for the next check, and the log says so. `tell` sends the
 * shopper the card refund notice.
 */
export async function refundPayment(
  deps: Pick<PaymentDeps, 'db' | 'clock' | 'log' | 'mailOutbox' | 'cardOrders'>,
  record: CardCheckoutRow,
  intent: IntentState,
  reason: string,
  how: { giveBack: () => Promise<unknown>; tell: boolean },
): Promise<Settlement> {
  const now = deps.clock.now();
  const { userId } = record;
  const claim = await deps.db.transaction(async (tx) => {
    if (userId && (await lockShopper(tx, userId))) {
      if (await deps.cardOrders.paidWith(tx, intent.id)) return 'order';
      if (!(await recordUnusedPaymentRefund(tx, intent.id, userId))) return 'refund';
    }
    return claimOutcome(tx, intent.id, { kind: 'refund' }, now);
  });
  if (claim !== 'claimed') return claim === 'order' ? 'order' : 'refund';
  try {
    await how.giveBack();
  } catch (err) {
    deps.log.error({ err, paymentIntentId: intent.id }, 'refund of an unplaced payment failed');
    await forgetUnusedPaymentRefund(deps.db, intent.id);
    await releaseRefundClaim(deps.db, intent.id);
    return 'failed';
  }
  deps.log.info({ paymentIntentId: intent.id, reason }, 'payment given back: no order for it');
  if (userId && how.tell) {
    await notifyShopperOfCardRefund(deps, {
      userId,
      amountFils: intent.amountFils,
      cardLast4: intent.cardLast4 ?? null,
    });
  }
  return 'refund';
}
