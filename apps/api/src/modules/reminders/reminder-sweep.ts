import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatInBackground } from '#platform/background';
import { sendBagReminders } from './bag-reminders';
import { sendPriceDrops } from './price-drops';
import { storeOrigin } from '#platform/web/public-origin';
import type { ReminderDeps } from './reminder-deps';

/** The label runInBackground runs the sweep under: one instance at a time, under its lease. */
export const REMINDERS_LABEL = 'marketing reminders';
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * One sweep: the bag reminders, then the price drops. Every mail is claimed by its row in the
 * transaction that queues it, so a sweep that overlaps another (or runs twice) sends nothing
 * twice. The queued mails go out at once, by this instance's outbox.
 */
export async function sweepReminders(deps: ReminderDeps, stopping?: AbortSignal) {
  const bags = await sendBagReminders(deps, stopping);
  const priceDrops = stopping?.aborted ? 0 : await sendPriceDrops(deps, stopping);
  if (bags + priceDrops > 0) {
    deps.log.info({ bags, priceDrops }, 'reminder mails queued');
    void deps.runInBackground('mail send', () => deps.mailOutbox.drain());
  }
  return { bags, priceDrops };
}

/** The pieces of the app the sweep uses, read from it once it has them all. */
export function reminderDeps(app: FastifyInstance): ReminderDeps {
  return {
    db: app.db,
    clock: app.clock,
    config: app.config,
    jwtSecret: app.jwtSecret,
    mailOutbox: app.mailOutbox,
    log: app.log,
    runInBackground: (label, task) => app.runInBackground(label, task),
    storeOrigin: () => storeOrigin(app),
  };
}

/**
 * Every instance starts the sweep every few minutes; runInBackground runs it under the
 * reminders' lease, so instances sharing a database take turns. A sweep still going skips the
 * next tick.
 */
export const reminderSweepPlugin = fp(async (app: FastifyInstance) => {
  const deps = reminderDeps(app);
  repeatInBackground(app, REMINDERS_LABEL, SWEEP_EVERY_MS, (stopping) =>
    sweepReminders(deps, stopping),
  );
});
