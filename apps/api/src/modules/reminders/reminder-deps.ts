import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#config/env';
import type { Db } from '#db/client';
import type { Clock } from '#platform/clock';
import type { MailOutbox } from '#platform/mail-outbox';

/**
 * What the reminder sweep uses of the running store, each under the name the app gives it
 * (`storeOrigin` aside, which the plugin builds); a service takes the few it reads
 * (`Pick<ReminderDeps, …>`). reminderDeps in reminder-sweep.ts hands them in.
 */
export interface ReminderDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'marketing' | 'media' | 'store'>;
  /** The key unsubscribe links are signed with. */
  jwtSecret: string;
  mailOutbox: MailOutbox;
  log: FastifyBaseLogger;
  runInBackground: (
    label: string,
    task: (stopping: AbortSignal) => Promise<unknown>,
  ) => Promise<void>;
  /** The store's address for a mail's links, asked when the mail is written (the port is known once listening). */
  storeOrigin: () => string;
}

/** What queueing one reminder mail uses: the signing key, the outbox, the store's address. */
export type ReminderMailDeps = Pick<ReminderDeps, 'jwtSecret' | 'mailOutbox' | 'storeOrigin'>;
/** What a round of bag reminders or price drops uses: all but the sweep's own log and drain. */
export type RoundDeps = Omit<ReminderDeps, 'log' | 'runInBackground'>;
