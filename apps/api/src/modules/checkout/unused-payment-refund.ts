import { formatFils } from '@store/domain';
import { AppError } from '#platform/errors';
import { lockShopper } from '#modules/auth';
import { findOrderByPaymentIntent } from '#modules/orders';
import {
  claimOutcome,
  forgetUnusedPaymentRefund,
  recordUnusedPaymentRefund,
  releaseRefundClaim,
} from '#modules/payments';
import type { IntentState } from '#modules/payments';
import type { CheckoutDeps } from './checkout-deps';

/**
 * Refusals after which a card payment can never pay for the bag it was made for (the bag or its
 * total changed, or the stock is gone): no order will use it, so its money goes back at once.
 */
const ORPHANING_REFUSALS: ReadonlySet<string> = new Set([
  'PAYMENT_MISMATCH',
  'TOTAL_CHANGED',
  'INSUFFICIENT_STOCK',
  'CART_EMPTY',
  'ORDER_TOO_LARGE',
]);

/**
 * Gives back a card payment no order uses; true when its money went back (or another submit is
 * giving it back). Under the shopper's checkout lock it first checks that no submit placed an
 * order with the payment, and records the refund, so a submit of the same payment still on its
 * way finds the record under that lock and is refused; the provider is called after the lock is
 * released. A failed refund is logged and its record taken back: the payment then waits for the
 * shop owner, as a failed cancel refund does.
 */
export async function refundUnusedPayment(
  deps: CheckoutDeps,
  userId: string,
  intent: IntentState,
): Promise<boolean> {
  const claim = await deps.db.transaction(async (tx) => {
    if (!(await lockShopper(tx, userId))) return 'gone';
    if (await findOrderByPaymentIntent(tx, intent.id)) return 'held';
    if ((await claimOutcome(tx, intent.id, { kind: 'refund' }, deps.clock.now())) === 'order') {
      return 'held';
    }
    return (await recordUnusedPaymentRefund(tx, intent.id, userId)) ? 'ours' : 'refunding';
  });
  if (claim === 'gone' || claim === 'held') return false;
  if (claim === 'ours') {
    try {
      await deps.payments.refund(intent.id);
    } catch (err) {
      deps.log.error(
        { err, paymentIntentId: intent.id },
        'refund of an unused card payment failed',
      );
      await forgetUnusedPaymentRefund(deps.db, intent.id);
      await releaseRefundClaim(deps.db, intent.id);
      return false;
    }
  }
  return true;
}

/** The refusal, saying so when the card payment it left unused went back (refundUnusedPayment). */
async function refundUnused(
  deps: CheckoutDeps,
  userId: string,
  intent: IntentState,
  refusal: AppError,
) {
  if (!(await refundUnusedPayment(deps, userId, intent))) return refusal;
  return new AppError(
    refusal.type,
    `${refusal.message.replace(/\.$/, '')}. Your card payment of ${formatFils(intent.amountFils)} was refunded.`,
    refusal.code,
    refusal.fields,
  );
}

/**
 * What a refused card checkout throws: after a refusal that orphans the payment, the refusal
 * saying the money went back (see refundUnused); any other error as it was.
 */
export async function refundIfOrphaned(
  deps: CheckoutDeps,
  userId: string,
  intent: IntentState,
  err: unknown,
): Promise<unknown> {
  if (err instanceof AppError && ORPHANING_REFUSALS.has(err.code ?? '')) {
    return refundUnused(deps, userId, intent, err);
  }
  return err;
}
