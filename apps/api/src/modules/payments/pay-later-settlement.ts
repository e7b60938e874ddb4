import { isPayLaterMethod } from '@store/domain';
import {
  type CardCheckoutRow,
  claimOutcome,
  findCardCheckout,
  forgetEvent,
  markSucceeded,
  recordEvent,
} from './card-checkout-repository';
import { eventNotHandled } from './payment-events';
import type { PaymentDeps, Settling } from './payment-deps';
import { refundPayment, tryPlacing, type Settlement } from './card-settlement';
import type { PayLaterPayment } from './pay-later-provider';
import type { IntentState } from './payment-provider';

/** A pay-later authorisation, as the card flow's placement reads a payment. */
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
 * Settles one pay-later payment (the record's provider: Tabby or Tamara) from the provider's own
 * state, read now (never from the redirect or the notification that prompted it): a payment the
 * shopper approved is authorised first (Tamara's step), and AUTHORIZED for exactly the recorded
 * amount in AED becomes the order recorded with the session, by the card flow's own placement
 * (stock, prices and promotions as it checks them), or, when those no longer hold, the
 * authorisation is closed. Any other status places nothing. Safe to run any number of times at
 * once: the outcome is claimed once in the database (decision 38), so the shopper's return, the
 * notification and the background check together make one order.
 */
export async function settlePayLaterPayment(
  deps: Settling & Pick<PaymentDeps, 'payLater'>,
  paymentId: string,
): Promise<Settlement> {
  const record = await findCardCheckout(deps.db, paymentId);
  const method = record?.provider;
  const provider = isPayLaterMethod(method) ? deps.payLater[method] : null;
  if (!record || !provider) return 'unknown';
  if (record.outcome) return record.outcome;
  let payment = await provider.retrieve(paymentId);
  if (payment?.status === 'APPROVED') payment = await provider.authorise(paymentId);
  if (!payment || payment.status !== 'AUTHORIZED') return 'unpaid';
  const now = deps.clock.now();
  await markSucceeded(deps.db, paymentId, now);
  const used = await deps.cardOrders.paidWith(deps.db, paymentId);
  if (used) {
    const claim = await claimOutcome(deps.db, paymentId, { kind: 'order', orderId: used.id }, now);
    return claim === 'refund' ? 'refund' : 'order';
  }
  const intent = asIntent(payment, record);
  const payable =
    payment.currency === 'AED' &&
    payment.amountFils === record.amountFils &&
    payment.capturedFils === 0 &&
    payment.refundedFils === 0;
  const reason = payable ? await tryPlacing(deps, record, intent) : 'the payment does not match';
  if (reason === 'order') return 'order';
  return refundPayment(deps, record, intent, reason, {
    giveBack: () => provider.close(paymentId),
    tell: false,
  });
}

/**
 * One notification of a provider, handled once per event id: recorded first (a repeat is a
 * duplicate), then the payment settled from the provider's own state. A failed handling forgets
 * the event so the provider's next delivery tries again (503).
 */
export async function handlePayLaterEvent(
  deps: Settling & Pick<PaymentDeps, 'payLater'>,
  event: { id: string; type: string; paymentId: string },
): Promise<'handled' | 'duplicate'> {
  const { id, type, paymentId } = event;
  if (!(await recordEvent(deps.db, { id, type, paymentIntentId: paymentId }))) return 'duplicate';
  try {
    const settled = await settlePayLaterPayment(deps, paymentId);
    deps.log.info({ paymentId, type, settled }, 'pay-later notification');
    return 'handled';
  } catch (err) {
    await forgetEvent(deps.db, id).catch(() => undefined);
    deps.log.error({ err, paymentId }, 'pay-later notification failed');
    throw eventNotHandled(err);
  }
}
