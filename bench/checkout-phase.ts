// One measured phase of the checkout bench: shoppers each checking out in a loop for a set time
// (and at most a set number of times), with the machine's CPU and the lock waits seen meanwhile.
import type pg from 'pg';
import type { CheckoutTimes, Shopper } from './checkout-shoppers';
import { watchCpu, type CpuSplit, type PhaseCpu, type Processes } from './cpu';

/** A shopper's checkouts in one phase stop here even when its time is not up. */
const MAX_CHECKOUTS_PER_SHOPPER = 100_000;

/**
 * Looks every 5 ms for the bench database's sessions waiting on a lock (a row another checkout
 * holds) until the returned function is called. A wait shorter than the interval can be missed,
 * so the count is a lower bound; `log_lock_waits` on the server logs every one.
 */
function watchLockWaits(db: pg.Client) {
  const waiters = new Set<string>();
  let running = true;
  const done = (async () => {
    while (running) {
      const { rows } = await db.query<{ pid: number; xact_start: Date | null }>(
        `SELECT pid, xact_start FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      for (const row of rows) waiters.add(`${row.pid}:${row.xact_start?.toISOString()}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return async () => {
    running = false;
    await done;
    return waiters.size;
  };
}

export interface Phase {
  perSecond: number;
  total: number;
  cpu: PhaseCpu;
  /** Transactions seen waiting on a lock. */
  waited: number;
  /** CPU ms a checkout took in each process. */
  perCheckout: CpuSplit;
  /** Every checkout's requests, in ms. */
  times: CheckoutTimes[];
}

/**
 * Checkouts per second while `shoppers` each check out in a loop for `durationMs`. Lock waits are
 * watched only when a watcher is given: one shopper has nobody to wait for, and the watcher's own
 * queries would take CPU from it.
 */
export async function measure(
  shoppers: Shopper[],
  checkout: (s: Shopper) => Promise<CheckoutTimes>,
  {
    durationMs,
    processes,
    watcher,
  }: { durationMs: number; processes: Processes; watcher?: pg.Client },
): Promise<Phase> {
  const stopWatching = watcher ? watchLockWaits(watcher) : async () => 0;
  const stopCpu = watchCpu(processes);
  const started = performance.now();
  const until = started + durationMs;
  const times: CheckoutTimes[] = [];
  let waited = 0;
  let ended: number;
  let cpu: PhaseCpu;
  try {
    await Promise.all(
      shoppers.map(async (s) => {
        for (let n = 0; n < MAX_CHECKOUTS_PER_SHOPPER && performance.now() < until; n += 1) {
          times.push(await checkout(s));
        }
      }),
    );
    ended = performance.now();
    cpu = stopCpu();
  } finally {
    // Also when a checkout failed: the watcher's loop must not outlive its connection.
    waited = await stopWatching();
  }
  const seconds = (ended - started) / 1000;
  const total = times.length;
  const per = (ms: number) => ms / total;
  return {
    total,
    perSecond: total / seconds,
    cpu,
    waited,
    perCheckout: {
      server: per(cpu.spent.server),
      postgres: per(cpu.spent.postgres),
      generator: per(cpu.spent.generator),
    },
    times,
  };
}
