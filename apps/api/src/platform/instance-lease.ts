import type { FastifyBaseLogger } from 'fastify';

/**
 * Advisory lock keys of work that one instance at a time does. 727001 (migrations) and 727002
 * (the demo seed) are taken by the start-up code; rate limits and wallets use two-key locks.
 */
export const LEASE_KEYS = {
  /** Drawing the demo images into a store every instance shares (an S3 bucket). */
  demoImages: 727003,
  /** The mail outbox's worker that sends retries as they come due (platform/mail-outbox.ts). */
  mailOutbox: 727004,
  /** Settling card payments no order used and no webhook reported (decision 39). */
  cardPaymentsCheck: 727038,
  /** The bag and price-drop reminders' sweep (decision 89). */
  marketingReminders: 727088,
} as const;

/** How often an instance waiting for a lease asks for it again. */
const LEASE_RETRY_MS = 1_000;

/**
 * Runs `task` while this process holds a PostgreSQL session advisory lock on a connection of its
 * own, so among the instances sharing one database only one runs it at a time. The others wait
 * for the lock and then run it too, which is why such a task must skip what is already done: the
 * work is done once, and a holder killed midway (its session ends, the lock with it) leaves the
 * rest to the next. `stopping` ends the wait. Answers undefined when the task did not run.
 *
 * The wait asks with pg_try_advisory_lock every second rather than blocking in pg_advisory_lock:
 * a backend blocked on a lock does not read its socket, so a closing instance could not end that
 * session until the holder let go, and its close would hang for as long.
 */
export async function withInstanceLease<T>(opts: {
  databaseUrl: string;
  key: number;
  stopping: AbortSignal;
  log: FastifyBaseLogger;
  task: () => Promise<T>;
}): Promise<T | undefined> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: opts.databaseUrl });
  // A dropped connection ends the lease; the error is the query's to report, not the process's.
  client.on('error', (err) => opts.log.warn({ err }, 'lease connection lost'));
  try {
    if (opts.stopping.aborted) return undefined;
    await client.connect();
    for (;;) {
      if (opts.stopping.aborted) return undefined;
      const { rows } = await client.query<{ held: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS held',
        [opts.key],
      );
      if (rows[0]?.held) break;
      await pauseUnlessStopping(LEASE_RETRY_MS, opts.stopping);
    }
    return await opts.task();
  } catch (err) {
    if (opts.stopping.aborted) return undefined;
    throw err;
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => undefined);
  }
}

/**
 * Waits `ms`, or less when `stopping` aborts first; not at all when it already has (an abort
 * signal does not call listeners added after it fired, so a close that came during the work
 * before the pause would otherwise wait the whole pause out).
 */
export function pauseUnlessStopping(ms: number, stopping: AbortSignal): Promise<void> {
  if (stopping.aborted) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      stopping.removeEventListener('abort', done);
      resolve();
    }
    stopping.addEventListener('abort', done, { once: true });
  });
}
