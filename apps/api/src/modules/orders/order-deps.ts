import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '#config/env';
import type { Db } from '#db/client';
import type { NotificationRefs } from '#modules/notifications';
import type { PayLaterProviders, PaymentProvider } from '#modules/payments';
import type { Clock } from '#platform/clock';
import type { MailOutbox } from '#platform/mail-outbox';
import type { RateLimiter } from '#platform/rate-limit';

/**
 * What the order services use of the running store, each under the name the app gives it; a
 * service takes the few it reads (the picks below, or `Pick<OrderDeps, …>`), the routes hand
 * them in.
 */
export interface OrderDeps {
  db: Db;
  clock: Clock;
  /** How an order is shown (media, VAT, couriers) and where the owner's mail goes and links to. */
  config: Pick<Config, 'media' | 'store' | 'shipping' | 'mail' | 'publicOrigin'>;
  log: FastifyBaseLogger;
  mailOutbox: MailOutbox;
  /** The SH- id a delivery code's notification shows. */
  notificationRefs: NotificationRefs;
  /** Delivery codes sent are counted per order. */
  rateLimit: RateLimiter;
  /** The key delivery codes are hashed with. */
  jwtSecret: string;
  /** The card processor a cancelled card order is refunded through. */
  payments: PaymentProvider;
  /** A pay-later order is captured as it ships, and given back when cancelled, by its provider. */
  payLater: PayLaterProviders;
  /** A cancel puts stock back: the catalogue shows it from the next request on. */
  catalogChanged: () => void;
}

/** What shows an order: the store and how its items, VAT and courier are shown. */
export type OrderShown = Pick<OrderDeps, 'db' | 'config'>;
/** What telling the shopper about their order uses. */
export type OrderTell = Pick<OrderDeps, 'clock' | 'mailOutbox' | 'log'>;
/** What a pay-later capture or give-back uses: the store, the clock, the providers and the log. */
export type PayLaterCalls = Pick<OrderDeps, 'db' | 'clock' | 'log' | 'payLater'>;
/** What refunding a cancelled order's card or pay-later payment uses. */
export type CardRefund = PayLaterCalls & Pick<OrderDeps, 'payments'>;
/**
 * A change of an order that may cancel or ship it: stock and money back (the catalogue told),
 * the shopper told, a capture taken, and the order answered.
 */
export type OrderWrites = CardRefund & Pick<OrderDeps, 'config' | 'mailOutbox' | 'catalogChanged'>;

/**
 * The pieces of the app the order services use, read from it once it has them all (at a route's
 * registration): its own objects, so a test's change to one reaches them.
 */
export function orderDepsOf(app: FastifyInstance): OrderDeps {
  return {
    db: app.db,
    clock: app.clock,
    config: app.config,
    log: app.log,
    mailOutbox: app.mailOutbox,
    notificationRefs: app.notificationRefs,
    rateLimit: app.rateLimit,
    jwtSecret: app.jwtSecret,
    payments: app.payments,
    payLater: app.payLater,
    catalogChanged: () => app.catalogChanged(),
  };
}
