import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import type { CardsConfig } from '#config/env';

/**
 * The stripe SDK's webhook helpers (signature check and, for the test provider, signing), loaded
 * once: they need no API key and make no network call.
 */
let helpers: Promise<Stripe['webhooks']> | undefined;
export function stripeWebhooks(): Promise<Stripe['webhooks']> {
  helpers ??= import('stripe').then(({ default: StripeClient }) => StripeClient.webhooks);
  return helpers;
}

/**
 * The secret events are verified with: Stripe's endpoint secret, or for the test provider the
 * configured one or one made at start (its events are delivered inside this process, so no other
 * instance needs it). Null when the store takes no cards.
 */
export function webhookSecretFor(cards: CardsConfig): string | null {
  if (cards.provider === 'stripe') return cards.webhookSecret;
  if (cards.provider === 'test') {
    return cards.webhookSecret ?? `whsec_test${randomBytes(24).toString('hex')}`;
  }
  return null;
}

/** The Stripe-Signature header for `payload`, as Stripe computes it (t=…,v1=HMAC-SHA256). */
export async function signPayload(payload: string, secret: string): Promise<string> {
  return (await stripeWebhooks()).generateTestHeaderString({ payload, secret });
}
