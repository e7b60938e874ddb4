import type { VatSetting } from '@store/domain';
import type { Db, Tx } from '#db/client';
import type { CardCheckoutLine } from '#db/schema';
import type { CardCheckoutRow } from './card-checkout-repository';
import type { PayLaterRetry, PlacementDeps } from './payment-deps';
import type { IntentState } from './payment-provider';

/** What became of placing the order a card payment's record describes. */
export type RecordedPlacement =
  | { placed: true; created: boolean; order: { id: string; orderid: string } }
  | { placed: false; reason: string };

/**
 * What settling card payments needs from the orders, which sit above payments: the flows that
 * join the two give it (flows/card-orders.ts). Payments itself reads no order or cart table.
 */
export interface CardOrders {
  /** The shopper's bag a card payment is for, priced by checkout (refused when not payable). */
  payableBag(
    db: Db,
    userId: string,
    vat: VatSetting,
  ): Promise<{
    lines: (CardCheckoutLine & { discountFils?: number })[];
    totals: { totalCostwithVAT: number; VAT_Price: number; added_Shipping_Price: number };
  }>;
  /** The order the payment paid for, if one was placed with it. */
  paidWith(db: Db | Tx, paymentIntentId: string): Promise<{ id: string } | undefined>;
  /** Places the order recorded when the payment was made, under the shopper's checkout lock. */
  placeRecorded(
    deps: PlacementDeps,
    record: CardCheckoutRow,
    intent: IntentState,
  ): Promise<RecordedPlacement>;
  /** What went back to the card, on the payment's orders, each credited by a credit note. */
  recordRefund(db: Db, paymentIntentId: string, refundedFils: number, at: Date): Promise<void>;
  /** Tries again the pay-later captures still owed by shipped orders; how many went through. */
  retryCaptures(deps: PayLaterRetry): Promise<number>;
  /** Tries again the closes and refunds owed by cancelled pay-later orders, when due. */
  retryRefunds(deps: PayLaterRetry): Promise<number>;
  /** Flags the payment's orders as disputed; how many there were. */
  recordDispute(db: Db, paymentIntentId: string, reason: string | null, at: Date): Promise<number>;
}
