import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { refusal } from '#platform/errors';
import { readCardEvent } from './card-event';
import { cardsOff } from './no-card-provider';
import { handlePaymentEvent } from './payment-events';
import { stripeWebhooks } from './webhook-signing';
import { paymentDepsOf } from './payment-deps';

export const WEBHOOK_PATH = '/api/payments/stripe/webhook';

/** Stripe's events stay well under this; anything larger is not one of them. */
const MAX_EVENT_BYTES = 256 * 1024;

/** The code each refusal of the signature check goes out with. */
const SIGNATURE_INVALID = { code: 'WEBHOOK_SIGNATURE_INVALID' };

/**
 * The provider's events. The signature covers the exact bytes sent, so this route reads its body
 * raw (its own content-type parser, in a scope of its own) and hands it to the stripe SDK's
 * check with the endpoint's secret; nothing is read or done before that check passes.
 */
export async function webhookRoutes(app: FastifyInstance) {
  const deps = paymentDepsOf(app);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_EVENT_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      WEBHOOK_PATH,
      {
        config: {
          openapi: {
            summary: "The card provider's events (Stripe's webhook)",
            description:
              'Called by Stripe (and by the built-in test provider), never by a browser. The raw ' +
              'body must carry a valid Stripe-Signature for STRIPE_WEBHOOK_SECRET, else 400 ' +
              'WEBHOOK_SIGNATURE_INVALID and nothing is done; a signed event without its id, type ' +
              'or data object, or with an id over 255 characters or holding control characters, ' +
              'is 400 WEBHOOK_EVENT_INVALID and is not stored. Each event id is handled once. ' +
              'payment_intent.succeeded: a payment no order used 15 minutes after it was made ' +
              'becomes the order recorded with it, or is refunded when its stock or prices no ' +
              'longer hold; charge.refunded is recorded on the order; charge.dispute.created ' +
              'flags it. 503 EVENT_NOT_HANDLED asks for the event again.',
            tag: 'payments',
            response: '{received: true, result: handled | duplicate | ignored}',
          },
        },
      },
      async (request) => {
        const secret = app.cardWebhookSecret;
        if (!secret) throw cardsOff();
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || signature === '') {
          throw refusal('validation', 'checkout.event_signature_missing', SIGNATURE_INVALID);
        }
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw refusal('validation', 'checkout.event_body_missing', SIGNATURE_INVALID);
        }
        let signed: Stripe.Event;
        try {
          signed = (await stripeWebhooks()).constructEvent(body, signature, secret);
        } catch {
          throw refusal('validation', 'checkout.event_signature_mismatch', SIGNATURE_INVALID);
        }
        const event = readCardEvent(signed);
        return { received: true, result: await handlePaymentEvent(deps, event) };
      },
    );
  });
}
