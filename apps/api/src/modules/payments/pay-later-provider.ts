import type { PayLaterMethod, TamaraInstalments } from '@store/domain';
import type { CardCheckoutLine, ShippingAddressSnapshot } from '#db/schema';

/**
 * What checkout needs from a pay-later provider (decisions 72 and 90). Tabby and Tamara each
 * implement it over HTTP; each one's built-in test provider answers the same HTTP calls, so one
 * client serves both. Amounts are fils here and each provider's own amounts on the wire.
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
  /** How many payments the shopper chose, where the provider offers a choice (Tamara). */
  instalments?: TamaraInstalments;
}

/** The pre-scoring answer and, when eligible, where to send the shopper. */
export type PayLaterSession =
  | { status: 'created'; sessionId: string; paymentId: string; webUrl: string }
  | { status: 'rejected'; sessionId: string | null; paymentId: string | null };

/**
 * APPROVED: the shopper approved, and the store must still authorise it (Tamara's step; Tabby's
 * payments are AUTHORIZED by the shopper alone).
 */
export type PayLaterStatus =
  'CREATED' | 'APPROVED' | 'AUTHORIZED' | 'CLOSED' | 'REJECTED' | 'EXPIRED';

/** A payment as the provider reports it now. */
export interface PayLaterPayment {
  id: string;
  status: PayLaterStatus;
  amountFils: number;
  /** Upper-case ISO code ('AED'). */
  currency: string;
  /** The store's reference given at the session (order.reference_id). */
  reference: string | null;
  capturedFils: number;
  refundedFils: number;
  /** The reference ids of its captures and refunds, each taken once by the provider. */
  captureReferences: string[];
  refundReferences: string[];
}

/** The parcel a capture is for (Tamara asks for its shipping details). */
export interface PayLaterShipment {
  shippedAt: Date;
  company: string;
  trackingNumber?: string | null;
}

/** Where a notification came with: its headers and the query of the address it was sent to. */
export interface PayLaterNotice {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
}

export interface PayLaterProvider {
  readonly name: PayLaterMethod;
  readonly mode: 'live' | 'test';
  /** Creates the checkout session: Tabby's pre-scoring answer comes with it. */
  createSession(draft: PayLaterDraft): Promise<PayLaterSession>;
  /** undefined when the provider does not know the id. */
  retrieve(paymentId: string): Promise<PayLaterPayment | undefined>;
  /** Captures `amountFils`; a repeated call takes nothing more (by reference, or by reading). */
  capture(
    paymentId: string,
    amountFils: number,
    reference: string,
    shipment?: PayLaterShipment,
  ): Promise<PayLaterPayment>;
  /** Refunds `amountFils` of what was captured; the reference makes a repeat refund nothing. */
  refund(paymentId: string, amountFils: number, reference: string): Promise<PayLaterPayment>;
  /** Closes an authorised payment: what was not captured is released to the shopper. */
  close(paymentId: string): Promise<PayLaterPayment>;
  /**
   * Confirms an APPROVED payment, which then holds the money (AUTHORIZED); a payment already
   * authorised is answered as it stands.
   */
  authorise(paymentId: string): Promise<PayLaterPayment>;
  /** Whether a notification is the provider's own (each provider's documented check). */
  verifyNotification(notice: PayLaterNotice): boolean | Promise<boolean>;
}

/** The providers this store runs, by the method an order names; null when one is off. */
export type PayLaterProviders = Record<PayLaterMethod, PayLaterProvider | null>;
