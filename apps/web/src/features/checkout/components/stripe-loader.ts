import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';

const loading = new Map<string, Promise<Stripe | null>>();

/**
 * One Stripe.js per publishable key for the card field and the wallet buttons: the script is
 * fetched once, only by the lazy parts of the card payment that need it. A load that failed is
 * tried again by the next caller.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loading.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loading.set(publishableKey, stripe);
    stripe.catch(() => loading.delete(publishableKey));
  }
  return stripe;
}
