import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#config/env';
import type { Db } from '#db/client';
import type { NotificationRefs } from '#modules/notifications';
import type { PayLaterProviders } from '#modules/payments';
import type { Clock } from '#platform/clock';
import type { MailOutbox } from '#platform/mail-outbox';
import type { RateLimiter } from '#platform/rate-limit';

/**
 * What the return services use of the running store, each under the name the app gives it; a
 * service takes the few it reads (the picks below, or `Pick<ReturnDeps, …>`), the routes hand
 * them in.
 */
export interface ReturnDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'media' | 'store' | 'shipping'>;
  log: FastifyBaseLogger;
  mailOutbox: MailOutbox;
  /** The SH- and RT- ids a code's notification shows. */
  notificationRefs: NotificationRefs;
  rateLimit: RateLimiter;
  /** The key one-time codes are hashed with. */
  jwtSecret: string;
  /** A pay-later order's return is refunded by its provider. */
  payLater: PayLaterProviders;
}

/** What shows a return: the store and where its item's image is served from. */
export type ReturnReads = Pick<ReturnDeps, 'db' | 'config'>;
/** What moving a return a step uses: the clock, its credit's VAT and telling the shopper. */
export type ReturnMove = Pick<ReturnDeps, 'clock' | 'config' | 'log' | 'mailOutbox'>;
/** A write that moves a return and answers it. */
export type ReturnWrites = ReturnMove & Pick<ReturnDeps, 'db'>;
/** What telling the shopper about their return uses. */
export type ReturnTell = Pick<ReturnDeps, 'clock' | 'mailOutbox' | 'log'>;
