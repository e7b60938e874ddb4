import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#config/env';
import type { Db } from '#db/client';
import type { Clock } from '#platform/clock';
import type { MailOutbox } from '#platform/mail-outbox';
import type { CardOrders } from './card-orders';
import type { PayLaterProviders } from './pay-later-provider';
import type { PaymentProvider } from './payment-provider';

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
