/** The payment choice on the checkout page; the server picks wallet or wallet_partial. */
export type PaymentChoice = 'card' | 'COD' | 'wallet';

export type CardStatus = 'succeeded' | 'requires_action' | 'requires_payment_method' | string;
