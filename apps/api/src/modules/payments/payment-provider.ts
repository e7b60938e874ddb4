/**
 * What checkout needs from a card processor; Stripe and the built-in test provider implement it,
 * and NoCardProvider refuses every call when the store takes no cards.
 */

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

export interface IntentState {
  id: string;
  status: IntentStatus;
  amountFils: number;
  /** Lowercase ISO code, as Stripe reports it ('aed'). */
  currency: string;
  /** Whose cart the intent was created for (metadata set at creation). */
  userId: string | undefined;
  cardLast4?: string | undefined;
  /** What has gone back to the card; a refunded payment pays for nothing. */
  amountRefundedFils: number;
}

export type CardProviderName = 'stripe' | 'test' | 'none';

export interface PaymentProvider {
  readonly name: CardProviderName;
  /** Sent to the page so Stripe.js can confirm; null for the others. */
  readonly publishableKey: string | null;
  createIntent(
    amountFils: number,
    currency: string,
    /** userId is absent when the original client asked without a token. */
    metadata: Record<string, string>,
  ): Promise<CreatedIntent>;
  /** undefined when the provider does not know the id. */
  retrieve(id: string): Promise<IntentState | undefined>;
  /** Refunds all of a succeeded intent, or `amountFils` of it (a cancelled order's card share). */
  refund(id: string, amountFils?: number): Promise<void>;
}
