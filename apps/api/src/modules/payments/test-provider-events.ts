import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_PATH } from './webhook-routes';
import { signPayload } from './webhook-signing';

/** An event as Stripe shapes it: the fields the webhook reads, and the envelope around them. */
export interface TestEvent {
  type: 'payment_intent.succeeded' | 'charge.refunded' | 'charge.dispute.created';
  object: Record<string, unknown>;
}

export type EmitTestEvent = (event: TestEvent) => unknown;

export function testEventJson(event: TestEvent, at = new Date()) {
  return {
    id: `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(at.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: { object: event.object },
  };
}

/**
 * The built-in provider's webhook delivery: the event signed with the store's webhook secret the
 * way Stripe signs (the stripe SDK's own helper), posted to the same endpoint and checked by the
 * same code, inside this process. A delivery that is not accepted is logged; the background
 * check settles its payment anyway.
 */
export async function deliverTestEvent(app: FastifyInstance, event: TestEvent): Promise<void> {
  const secret = app.cardWebhookSecret;
  if (!secret) return;
  const payload = JSON.stringify(testEventJson(event, app.clock.now()));
  const res = await app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': await signPayload(payload, secret),
    },
    payload,
  });
  if (res.statusCode !== 200) {
    app.log.warn({ type: event.type, status: res.statusCode }, 'test card event not accepted');
  }
}
