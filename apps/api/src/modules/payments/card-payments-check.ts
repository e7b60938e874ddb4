import { isPayLaterMethod } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatInBackground } from '#platform/background';
import { checkAgainAt, openCardCheckouts } from './card-checkout-repository';
import type { PaymentDeps } from './payment-deps';
import { paymentDepsOf } from './payment-deps';
import type { PayLaterProviders } from './pay-later-provider';
import { BROWSER_WINDOW_MS, settleCardPayment, type Settlement } from './card-settlement';
import { settlePayLaterPayment } from './pay-later-settlement';

/** The label runInBackground runs it under: one instance at a time, under its database lease. */
export const CHECK_LABEL = 'card payments check';
const CHECK_EVERY_MS = 2 * 60_000;
/** Payments older than this are no longer looked for (a webhook still settles them). */
const LOOK_BACK_MS = 24 * 60 * 60_000;
/** At most this many payments a run; the rest wait for the next run, oldest first. */
const BATCH = 200;

/**
 * One run of the check: payments past the browser's window with no outcome yet (no order used
 * them, no webhook settled them) are settled from the provider's state, as their webhook would
 * have. One still unpaid is asked about again after a quarter of its age (2 minutes to 2 hours),
 * so abandoned checkouts do not cost a provider call every run for a day.
 */
export async function checkCardPayments(
  deps: PaymentDeps,
  stopping?: AbortSignal,
): Promise<Partial<Record<Settlement, number>>> {
  const now = deps.clock.now();
  const open = await openCardCheckouts(
    deps.db,
    {
      since: new Date(now.getTime() - LOOK_BACK_MS),
      before: new Date(now.getTime() - BROWSER_WINDOW_MS),
      now,
    },
    BATCH,
  );
  const counts: Partial<Record<Settlement, number>> = {};
  for (const { paymentIntentId, provider, createdAt } of open) {
    if (stopping?.aborted) break;
    let settled: Settlement;
    try {
      settled = isPayLaterMethod(provider)
        ? await settlePayLaterPayment(deps, paymentIntentId)
        : await settleCardPayment(deps, paymentIntentId);
    } catch (err) {
      deps.log.error({ err, paymentIntentId }, 'card payment check failed for a payment');
      continue;
    }
    counts[settled] = (counts[settled] ?? 0) + 1;
    if (settled === 'unpaid' || settled === 'failed') {
      const age = now.getTime() - createdAt.getTime();
      const wait = Math.min(2 * 60 * 60_000, Math.max(CHECK_EVERY_MS, age / 4));
      await checkAgainAt(deps.db, paymentIntentId, new Date(now.getTime() + wait));
    }
  }
  if (open.length > 0) deps.log.info({ counts }, 'card payments checked');
  // Shipped pay-later orders whose capture did not go through (a timeout): tried again; and
  // cancelled ones whose close or refund did not, each when its wait after the last try is up.
  if (payLaterOn(deps.payLater) && !stopping?.aborted) await deps.cardOrders.retryCaptures(deps);
  if (payLaterOn(deps.payLater) && !stopping?.aborted) await deps.cardOrders.retryRefunds(deps);
  return counts;
}

const payLaterOn = (payLater: PayLaterProviders) => Boolean(payLater.tabby ?? payLater.tamara);

/**
 * Every instance starts the check every few minutes; runInBackground runs it under the card
 * payments lease, so instances sharing a database take turns and each payment is settled once
 * (the settlement itself is claimed in the database too). A run still going skips the next tick.
 */
export const cardPaymentsCheckPlugin = fp(async (app: FastifyInstance) => {
  if (app.payments.name === 'none' && !payLaterOn(app.payLater)) return;
  const deps = paymentDepsOf(app);
  repeatInBackground(app, CHECK_LABEL, CHECK_EVERY_MS, (stopping) =>
    checkCardPayments(deps, stopping),
  );
});
