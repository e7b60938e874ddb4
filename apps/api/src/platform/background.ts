import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '#db/connection-errors';
import { LEASE_KEYS, withInstanceLease } from './instance-lease';

/**
 * Background tasks that every instance starts but that must be done once across instances sharing
 * one PostgreSQL, by label: each runs under its lease (one instance at a time; the task skips what
 * is already done). Everything else that runs in the background belongs to one request on one
 * instance (a mail, for example) and runs once by construction.
 */
const ONE_INSTANCE_AT_A_TIME: Record<string, number> = {
  'demo images': LEASE_KEYS.demoImages,
  'mail outbox': LEASE_KEYS.mailOutbox,
  'card payments check': LEASE_KEYS.cardPaymentsCheck,
  'marketing reminders': LEASE_KEYS.marketingReminders,
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work after the response or after start (mail, the demo images); failures are logged.
     * Close aborts `stopping` and waits for the work: a long task should stop at its next step
     * instead of writing into a store that is going away. Settles when the task has ended.
     */
    runInBackground(
      label: string,
      task: (stopping: AbortSignal) => Promise<unknown>,
    ): Promise<void>;
  }
}

export const backgroundPlugin = fp(async (app: FastifyInstance) => {
  const running = new Set<Promise<void>>();
  const closing = new AbortController();
  app.decorate(
    'runInBackground',
    (label: string, task: (stopping: AbortSignal) => Promise<unknown>) => {
      const { databaseUrl } = app.config;
      const key = ONE_INSTANCE_AT_A_TIME[label];
      const run =
        key === undefined || !databaseUrl
          ? task(closing.signal)
          : withInstanceLease({
              databaseUrl,
              key,
              stopping: closing.signal,
              log: app.log,
              task: () => task(closing.signal),
            });
      const job: Promise<void> = run
        .then(
          () => undefined,
          (err: unknown) =>
            // The database away (a restart, a failover) is not a fault of the task: it runs again
            // on its next tick or trigger, as the next request is served. Logged as requests log it.
            isDatabaseUnavailable(err)
              ? app.log.warn({ err, task: label }, 'database unavailable')
              : app.log.error({ err, task: label }, 'background task failed'),
        )
        .finally(() => running.delete(job));
      running.add(job);
      return job;
    },
  );
  // Close hooks run in reverse order: this one runs before app.ts closes the database.
  app.addHook('onClose', async () => {
    closing.abort();
    await Promise.allSettled([...running]);
  });
});

/**
 * Starts `task` under `label` every `everyMs` on this instance, until it closes; a run still
 * going skips the next tick. With a label of ONE_INSTANCE_AT_A_TIME, the instances sharing a
 * database take turns through its lease.
 */
export function repeatInBackground(
  app: FastifyInstance,
  label: string,
  everyMs: number,
  task: (stopping: AbortSignal) => Promise<unknown>,
): void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    void app.runInBackground(label, task).finally(() => {
      running = false;
    });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
