// The checkout bench's paired run (--promotions): the same shoppers and bags checking out with a
// code and two automatic promotions running that apply to every bag, and with none, in
// alternating phases on one store and one database.
import { cpus } from 'node:os';
import type { AdminPromotion } from '@store/domain/contract';
import type pg from 'pg';
import type { Phase } from './checkout-phase';
import { measure } from './checkout-phase';
import type { BagStep, CheckoutTimes, Shopper } from './checkout-shoppers';
import type { Processes } from './cpu';
import { loadOf, markOf, printVerdict, sidesOf, type MeasuredPhase, type Side } from './paired';
import { checkoutPromotions, promotionsAdmin } from './promotions';
import { adminHeaders } from './server';
import { median, percentile } from './stats';

const CODE = 'BENCH10';
/** At most 10 % slower a checkout with promotions than without (the shop owner's target). */
const TARGET = 0.1;
const SIDE_NAMES: Record<Side, string> = { baseline: 'no promotions', change: 'promotions' };

interface Options {
  base: string;
  db: pg.Client;
  /** The first checks out alone; the others together. */
  shoppers: [Shopper, ...Shopper[]];
  checkout: (s: Shopper, step: BagStep) => Promise<CheckoutTimes>;
  processes: Processes;
  watcher: pg.Client;
  durationMs: number;
  rounds: number;
}

interface Result extends MeasuredPhase {
  round: number;
  shoppers: number;
  /** The phase of the shoppers together, not of the one alone. */
  together: boolean;
  phase: Phase;
}

/**
 * A checkout shows the bag before it places the order on both sides, so both make the same three
 * requests: without promotions it reads the bag, with them it types the code, which answers the
 * bag priced with it (the code comes off the bag with each order).
 */
const stepOf = (side: Side): BagStep =>
  side === 'baseline' ? { code: null, promotions: 0 } : { code: CODE, promotions: 3 };

export async function promotionsSideBySide(o: Options): Promise<void> {
  const admin = promotionsAdmin(o.base, await adminHeaders(o.base));
  const { rows } = await o.db.query<{ category: string }>(
    'SELECT DISTINCT category FROM products WHERE productid = ANY($1)',
    [o.shoppers.map((s) => s.product.productid)],
  );
  const made: AdminPromotion[] = [];
  for (const form of checkoutPromotions(
    rows.map((r) => r.category),
    CODE,
  )) {
    made.push(await admin.create(form));
  }
  let current: Side = 'change';
  // Paused, a promotion stays in its table (orders used it) and no bag gets it.
  const enter = async (side: Side) => {
    if (side === current) return;
    for (const p of made) await (side === 'baseline' ? admin.pause(p.id) : admin.resume(p.id));
    current = side;
  };
  // One checkout of each shopper on each side first: both paths start warm.
  for (const side of ['change', 'baseline'] as const) {
    await enter(side);
    await Promise.all(o.shoppers.map((s) => o.checkout(s, stepOf(side))));
  }
  const [alone, ...crowd] = o.shoppers;
  const results: Result[] = [];
  for (let round = 1; round <= o.rounds; round += 1) {
    const groups: Array<[boolean, Shopper[]]> = [
      [false, [alone]],
      [true, crowd],
    ];
    for (const [together, group] of groups) {
      for (const side of sidesOf(round - 1)) {
        await enter(side);
        const phase = await measure(group, (s) => o.checkout(s, stepOf(side)), {
          durationMs: o.durationMs,
          processes: o.processes,
          ...(together ? { watcher: o.watcher } : {}),
        });
        const label = `round ${round}, ${group.length} shopper${group.length > 1 ? 's' : ''}, ${SIDE_NAMES[side]}`;
        const shoppers = group.length;
        results.push({ label, side, cpu: phase.cpu, round, shoppers, together, phase });
      }
    }
  }
  print(results, o, crowd.length);
}

const ms = (x: number) => x.toFixed(1).padStart(6);
const sortedOf = (phases: Phase[], key: keyof CheckoutTimes) =>
  phases.flatMap((p) => p.times.map((t) => t[key])).sort((a, b) => a - b);

function print(results: Result[], o: Options, crowd: number) {
  const machine = cpus().length;
  console.log(
    `\nCheckouts with a code and 2 automatic promotions on every bag against none, on PostgreSQL ` +
      `(add to bag, show the bag, place the order): ${o.rounds} rounds of ${o.durationMs / 1000} s ` +
      `for 1 shopper, then ${crowd} in parallel, the sides alternating`,
  );
  console.log(
    'round  shoppers  side           checkouts/s  p50 ms  p95 ms  p99 ms  add p50  bag p50  place p50  waited  others / generator',
  );
  for (const r of results) {
    const p50 = (key: keyof CheckoutTimes) => percentile(sortedOf([r.phase], key), 50);
    const total = sortedOf([r.phase], 'total');
    console.log(
      [
        `${String(r.round).padStart(5)}${markOf(r, machine)}`,
        String(r.shoppers).padStart(8),
        SIDE_NAMES[r.side].padEnd(13),
        r.phase.perSecond.toFixed(1).padStart(11),
        ms(percentile(total, 50)),
        ms(percentile(total, 95)),
        ms(percentile(total, 99)),
        ms(p50('add')).padStart(7),
        ms(p50('bag')).padStart(7),
        ms(p50('place')).padStart(9),
        (r.together ? String(r.phase.waited) : '-').padStart(6),
        loadOf(r).padStart(18),
      ].join('  '),
    );
  }
  console.log("(*: other work took over a tenth of the cores, or the generator's thread was full)");
  for (const [together, shoppers] of [
    [false, 1],
    [true, crowd],
  ] as const) {
    const of = (side: Side) =>
      results.filter((r) => r.together === together && r.side === side).map((r) => r.phase);
    const [base, change] = [of('baseline'), of('change')];
    // Paired by round: each round's two phases ran minutes apart at most.
    const slower = median(base.map((b, i) => b.perSecond / (change[i]?.perSecond ?? NaN) - 1));
    const pct = (key: keyof CheckoutTimes, p: number) => {
      const [b, c] = [percentile(sortedOf(base, key), p), percentile(sortedOf(change, key), p)];
      return `${b.toFixed(1)} -> ${c.toFixed(1)} ms (${((c / b - 1) * 100).toFixed(0)} %)`;
    };
    const cpu = (phases: Phase[], key: 'server' | 'postgres') =>
      median(phases.map((p) => p.perCheckout[key])).toFixed(1);
    console.log(
      `\n${shoppers} shopper${shoppers > 1 ? 's' : ''}: ${median(base.map((p) => p.perSecond)).toFixed(1)} checkouts/s ` +
        `without promotions, ${median(change.map((p) => p.perSecond)).toFixed(1)} with: ` +
        `${(slower * 100).toFixed(1)} % slower a checkout (median of ${base.length} rounds; target <= ${TARGET * 100} %: ` +
        `${slower <= TARGET ? 'met' : 'not met'})`,
    );
    console.log(
      `  a checkout's p50 ${pct('total', 50)}, p95 ${pct('total', 95)}, p99 ${pct('total', 99)}`,
    );
    console.log(
      `  placing the order p50 ${pct('place', 50)}, p95 ${pct('place', 95)}; showing the bag p50 ${pct('bag', 50)}`,
    );
    console.log(
      `  CPU a checkout (median of rounds): server ${cpu(base, 'server')} -> ${cpu(change, 'server')} ms, ` +
        `PostgreSQL ${cpu(base, 'postgres')} -> ${cpu(change, 'postgres')} ms`,
    );
  }
  printVerdict(results, machine, 'what the promotions cost a checkout');
}
