import { refusal } from '#platform/errors';
import type { IntentState, PaymentProvider } from './payment-provider';

/**
 * The store's setup, not the request, is why a card call cannot go through: a 503 saying so, with
 * a code the page can tell from a provider that is down for a moment.
 */
export const cardsOff = () => refusal('unavailable', 'CARD_PAYMENTS_OFF');

/**
 * No Stripe keys and no CARD_PROVIDER=test: no card is taken, so no card order is placed. Every
 * call refuses, which also leaves a card order paid before the keys went as the shop owner's to
 * refund (a failed cancel refund is logged and can be tried again).
 */
export class NoCardProvider implements PaymentProvider {
  readonly name = 'none' as const;
  readonly publishableKey = null;

  createIntent(): Promise<never> {
    return Promise.reject(cardsOff());
  }

  retrieve(): Promise<IntentState | undefined> {
    return Promise.reject(cardsOff());
  }

  refund(): Promise<void> {
    return Promise.reject(cardsOff());
  }
}
