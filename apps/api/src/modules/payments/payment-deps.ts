import type { VatSetting } from '@store/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '#config/env';
import type { Db, Tx } from '#db/client';
import type { CardCheckoutLine } from '#db/schema';
import type { Clock } from '#platform/clock';
import type { MailOutbox } from '#platform/mail-outbox';
import type { PayLaterProviders } from './pay-later-provider';
import type { IntentState, PaymentProvider } from './payment-provider';
import type { CardCheckoutRow } from './card-checkout-repository';

/**
 * What the payment services use of the running store, each under the name the app gives it; a
 * service takes the few it reads (the picks below, or `Pick<PaymentDeps, …>`), the routes and
 * the background check hand them in.
 */
export interface PaymentDeps {
  db: Db;
  clock: Clock;
  /** The VAT an order placed from a payment is priced with, and where a provider sends back. */
  config: Pick<Config, 'store' | 'publicOrigin'>;
  log: FastifyBaseLogger;
  mailOutbox: MailOutbox;
  /** The card processor. */
  payments: PaymentProvider;
  /** Each pay-later provider's client, null when it is off. */
  payLater: PayLaterProviders;
  /** The orders side of a payment, given by the flows that join the two. */
  cardOrders: CardOrders;
  /** An order placed from a payment took stock: the catalogue shows it from the next request on. */
  catalogChanged: () => void;
}

/** What placing the order a payment's record describes uses, and telling its shopper. */
export type PlacementDeps = Pick<PaymentDeps, 'db' | 'clock' | 'config' | 'log' | 'mailOutbox'>;
/** What settling a payment uses besides its provider: placing its order or giving it back. */
export type Settling = PlacementDeps & Pick<PaymentDeps, 'cardOrders' | 'catalogChanged'>;
/** What a pay-later order's capture or give-back, tried again, uses. */
export type PayLaterRetry = Pick<PaymentDeps, 'db' | 'clock' | 'log' | 'payLater'>;

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

/**
 * The pieces of the app the payment services use, read from it once it has them all (at a
 * route's or the check's registration): its own objects, so a test's change to one reaches them.
 */
export function paymentDepsOf(app: FastifyInstance): PaymentDeps {
  return {
    db: app.db,
    clock: app.clock,
    config: app.config,
    log: app.log,
    mailOutbox: app.mailOutbox,
    payments: app.payments,
    payLater: app.payLater,
    cardOrders: app.cardOrders,
    catalogChanged: () => app.catalogChanged(),
  };
}
