import type { PaymentIntent } from '@store/domain/contract';

/** The payment choice on the checkout page; the server picks wallet or wallet_partial. */
export type PaymentChoice = 'card' | 'COD' | 'wallet';

export type CardStatus = 'succeeded' | 'requires_action' | 'requires_payment_method' | string;

/** Confirms a card payment with the provider and says how it ended. */
export type ConfirmCard = (
  intent: PaymentIntent,
) => Promise<{ status: CardStatus; error?: string }>;
