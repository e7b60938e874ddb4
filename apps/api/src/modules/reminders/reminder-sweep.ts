import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatInBackground } from '#platform/background';
import { sendBagReminders } from './bag-reminders';
import { sendPriceDrops } from './price-drops';

/** The label runInBackground runs the sweep under: one instance at a time, under its lease. */
export const REMINDERS_LABEL = 'marketing reminders';
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * One sweep: the bag reminders, then the price drops. Every mail is claimed by its row in the
 * transaction that queues it, so a sweep that overlaps another (or runs twice) sends nothing
 * twice. The queued mails go out at once, by this instance's outbox.
 */
export async function sweepReminders(app: FastifyInstance, stopping?: AbortSignal) {
  const bags = await sendBagReminders(app, stopping);
  const priceDrops = stopping?.aborted ? 0 : await sendPriceDrops(app, stopping);
  if (bags + priceDrops > 0) {
    app.log.info({ bags, priceDrops }, 'reminder mails queued');
    void app.runInBackground('mail send', () => app.mailOutbox.drain());
  }
  return { bags, priceDrops };
}

/**
 * Every instance starts the sweep every few minutes; runInBackground runs it under the
 * reminders' lease, so instances sharing a database take turns. A sweep still going skips the
 * next tick.
 */
export const reminderSweepPlugin = fp(async (app: FastifyInstance) => {
  repeatInBackground(app, REMINDERS_LABEL, SWEEP_EVERY_MS, (stopping) =>
    sweepReminders(app, stopping),
  );
});
