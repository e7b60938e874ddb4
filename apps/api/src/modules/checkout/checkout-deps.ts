import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#db/client';
import type { PaymentProvider } from '#modules/payments';
import type { Clock } from '#platform/clock';

/**
 * What the checkout services use of the running store, each under the name the app gives it; a
 * service takes the few it reads (`Pick<CheckoutDeps, …>`), its callers hand them in.
 */
export interface CheckoutDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The card processor an unused card payment is refunded through. */
  payments: PaymentProvider;
}
