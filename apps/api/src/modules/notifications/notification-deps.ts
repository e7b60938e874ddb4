import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#db/client';
import type { Clock } from '#platform/clock';
import type { MailOutbox } from '#platform/mail-outbox';
import type { NotificationRefs } from './notification-refs';

/**
 * What the notification services use of the running store, each under the name the app gives it;
 * a service takes the few it reads (`Pick<NotificationDeps, …>`), its routes hand them in.
 */
export interface NotificationDeps {
  db: Db;
  clock: Clock;
  mailOutbox: MailOutbox;
  log: FastifyBaseLogger;
  /** The SH- and RT- ids a notification shows, asked of orders and returns. */
  notificationRefs: NotificationRefs;
}
