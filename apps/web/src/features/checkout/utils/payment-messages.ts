import type { MessageKey } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import type { CardStatus } from '../payment-choice';

/** The card statuses and the message each one shows. */
export function cardStatusOutcome(status: CardStatus): 'paid' | MessageKey {
  if (status === 'succeeded') return 'paid';
  if (status === 'requires_action' || status === 'requires_payment_method') return 'card.declined';
  return 'card.unexpected';
}

/** The wallet step's error codes and their messages. */
export function walletErrorKey(error: unknown): MessageKey {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === 'UNAUTHENTICATED') return 'wallet.unauthenticated';
  if (code === 'PAYMENT_IN_PROGRESS') return 'wallet.inProgress';
  return 'wallet.failed';
}

/**
 * An order that did not go through: a refusal (stock, empty bag, no address) in the server's own
 * words; anything else the page's 'Failed to place order' (5xx and network keep theirs).
 */
export function placeOrderError(error: unknown): { key: MessageKey } | { text: string } {
  if (error instanceof ApiError) {
    if (error.kind !== 'http' || error.status >= 500) return { text: error.message };
    if (error.status >= 400 && error.status < 500 && error.status !== 404) {
      return { text: error.message };
    }
  }
  return { key: 'checkout.placeFailed' };
}
