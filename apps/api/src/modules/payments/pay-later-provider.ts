import type { CardCheckoutLine, ShippingAddressSnapshot } from '#db/schema';

/**
 * What checkout needs from a pay-later provider (decision 72). Tabby implements it over HTTP;
 * the built-in test provider answers the same HTTP calls, so one client serves both. Amounts are
 * fils here and strings with two decimals on the wire.
 */

/** The order a session is asked for: the server's own bag, total and address. */
export interface PayLaterDraft {
  /** The store's reference for the payment (Tabby's order.reference_id). */
  reference: string;
  amountFils: number;
  shippingFils: number;
  vatFils: number;
  discountFils: number;
  buyer: { name: string; email: string; phone: string };
  address: ShippingAddressSnapshot;
  lines: readonly (CardCheckoutLine & { discountFils?: number })[];
  lang: 'en' | 'ar';
  urls: { success: string; cancel: string; failure: string };
}

/** The pre-scoring answer and, when eligible, where to send the shopper. */
export type PayLaterSession =
  | { status: 'created'; sessionId: string; paymentId: string; webUrl: string }
  | { status: 'rejected'; sessionId: string | null; paymentId: string | null };

export type PayLaterStatus = 'CREATED' | 'AUTHORIZED' | 'CLOSED' | 'REJECTED' | 'EXPIRED';

/** A payment as the provider reports it now. */
export interface PayLaterPayment {
  id: string;
  status: PayLaterStatus;
  amountFils: number;
  /** Upper-case ISO code, as Tabby writes it ('AED'). */
  currency: string;
  /** The store's reference given at the session (order.reference_id). */
  reference: string | null;
  capturedFils: number;
  refundedFils: number;
  /** The reference ids of its captures and refunds, each taken once by the provider. */
  captureReferences: string[];
  refundReferences: string[];
}

export interface PayLaterProvider {
  readonly name: 'tabby';
  readonly mode: 'live' | 'test';
  /** Creates the checkout session: Tabby's pre-scoring answer comes with it. */
  createSession(draft: PayLaterDraft): Promise<PayLaterSession>;
  /** undefined when the provider does not know the id. */
  retrieve(paymentId: string): Promise<PayLaterPayment | undefined>;
  /** Captures `amountFils`; the reference makes a repeated call take nothing more. */
  capture(paymentId: string, amountFils: number, reference: string): Promise<PayLaterPayment>;
  /** Refunds `amountFils` of what was captured; the reference makes a repeat refund nothing. */
  refund(paymentId: string, amountFils: number, reference: string): Promise<PayLaterPayment>;
  /** Closes an authorised payment: what was not captured is released to the shopper. */
  close(paymentId: string): Promise<PayLaterPayment>;
  /** Whether a notification carries the header registered with the webhook (constant time). */
  verifyNotification(headers: Record<string, string | string[] | undefined>): boolean;
}
