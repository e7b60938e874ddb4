import type Stripe from 'stripe';
import { z } from 'zod';
import { refusal } from '#platform/errors';

/** The provider's ids (events, payments, charges): short, and nothing a log or a row can't hold. */
const PROVIDER_ID_MAX = 255;
const providerId = z
  .string()
  .min(1)
  .max(PROVIDER_ID_MAX)
  .refine((id) => !/\p{Cc}/u.test(id));
/** A payment named by its id, or expanded into its object. */
const paymentRef = z.union([providerId, z.looseObject({ id: providerId })]).nullish();

/** What every event carries, whatever its kind. */
const eventSchema = z.looseObject({
  id: providerId,
  type: providerId,
  data: z.looseObject({ object: z.looseObject({}) }),
});

/** The parts of the object the store reads, for the kinds it handles. */
const OBJECT_OF: Readonly<Record<string, z.ZodType>> = {
  'payment_intent.succeeded': z.looseObject({ id: providerId }),
  'charge.refunded': z.looseObject({
    payment_intent: paymentRef,
    amount_refunded: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  }),
  'charge.dispute.created': z.looseObject({
    payment_intent: paymentRef,
    reason: z.string().max(PROVIDER_ID_MAX).nullish(),
  }),
};

/**
 * A signed event is still only as good as its shape: one without an id, type or object, or with
 * an id too long or holding control characters, is refused with a 400 before anything is stored.
 */
export function readCardEvent(event: unknown): Stripe.Event {
  const envelope = eventSchema.safeParse(event);
  const objectSchema = envelope.success ? OBJECT_OF[envelope.data.type] : undefined;
  if (
    !envelope.success ||
    (objectSchema && !objectSchema.safeParse(envelope.data.data.object).success)
  ) {
    throw refusal('validation', 'WEBHOOK_EVENT_INVALID');
  }
  return event as Stripe.Event;
}
