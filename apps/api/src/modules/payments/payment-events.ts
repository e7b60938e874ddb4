import type Stripe from 'stripe';
import { refusal } from '#platform/errors';
import {
  forgetEvent,
  recordCardRefund,
  recordDispute,
  recordEvent,
} from './card-checkout-repository';
import { settleCardPayment } from './card-settlement';
import type { PaymentDeps, Settling } from './payment-deps';

/** What handling a card event uses: settling its payment, and the provider it is read from. */
type CardEvents = Settling & Pick<PaymentDeps, 'payments'>;

const idOf = (ref: string | { id: string } | null | undefined) =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/** The card payment an event is about, for the kinds this store handles. */
function paymentIntentOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return event.data.object.id;
    case 'charge.refunded':
      return idOf(event.data.object.payment_intent);
    case 'charge.dispute.created':
      return idOf(event.data.object.payment_intent);
    default:
      return null;
  }
}

export type EventResult = 'handled' | 'duplicate' | 'ignored';

/**
 * Handles a verified provider event once by its id. What an event says is only a prompt: the
 * payment's state is read from the provider (settleCardPayment), and refunds and disputes are
 * written so that any order of arrival ends the same (decision 38). A failure forgets the id and
 * answers 503, so the provider delivers the event again.
 */
export async function handlePaymentEvent(
  deps: CardEvents,
  event: Stripe.Event,
): Promise<EventResult> {
  const paymentIntentId = paymentIntentOf(event);
  if (!paymentIntentId) return 'ignored';
  if (!(await recordEvent(deps.db, { id: event.id, type: event.type, paymentIntentId }))) {
    return 'duplicate';
  }
  try {
    await handle(deps, event, paymentIntentId);
    return 'handled';
  } catch (err) {
    await forgetEvent(deps.db, event.id).catch(() => undefined);
    deps.log.error({ err, eventId: event.id, type: event.type }, 'payment event failed');
    throw eventNotHandled(err);
  }
}

/** A provider event whose handling failed: 503, so the provider delivers it again. */
export const eventNotHandled = (cause: unknown) =>
  Object.assign(refusal('unavailable', 'EVENT_NOT_HANDLED'), { cause });

async function handle(deps: CardEvents, event: Stripe.Event, paymentIntentId: string) {
  const now = deps.clock.now();
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const settled = await settleCardPayment(deps, paymentIntentId);
      deps.log.info({ paymentIntentId, settled }, 'card payment succeeded (webhook)');
      return;
    }
    case 'charge.refunded': {
      const refunded = event.data.object.amount_refunded;
      if (!Number.isSafeInteger(refunded) || refunded < 0) return;
      await recordCardRefund(deps.db, paymentIntentId, refunded);
      // The invoice of a paid order is corrected by a credit note for what the refund gave back.
      await deps.cardOrders.recordRefund(deps.db, paymentIntentId, refunded, now);
      return;
    }
    case 'charge.dispute.created': {
      const reason = String(event.data.object.reason ?? '').slice(0, 100) || null;
      await recordDispute(deps.db, paymentIntentId, reason, now);
      const flagged = await deps.cardOrders.recordDispute(deps.db, paymentIntentId, reason, now);
      deps.log.warn({ paymentIntentId, reason, orders: flagged }, 'card payment disputed');
      return;
    }
    default:
      return;
  }
}
