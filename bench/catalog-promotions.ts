// The catalogue bench's paired run (--promotions N): the listing and search scenarios with N
// automatic promotions running (aimed at categories, brands, genders and products in turn) and
// with none, in alternating phases on one store and one catalogue. The promotions are made and
// removed through the console's API, so the run measures whatever the catalogue does with them.
import { cpus } from 'node:os';
import type { AdminPromotion, ProductPage } from '@store/domain/contract';
import { uncachedScenarios } from './catalog-scenarios';
import { watchCpu, type Processes } from './cpu';
import { run, type Figures } from './load';
import { loadOf, markOf, printVerdict, sidesOf, type MeasuredPhase, type Side } from './paired';
import { BENCH_PROMOTION, catalogPromotions, promotionsAdmin, type TargetPool } from './promotions';
import { warm } from './server';
import { median } from './stats';

/** The shopper's listing and search: what a promotion badge would be drawn on. */
const SCENARIOS = ['gender page', 'filtered page', 'search'];
const WARM_UP_S = 3;
/** Untimed load after each switch of side, so a phase starts from the steady state. */
const SETTLE_S = 1;
/** The catalogue's own target for an uncached page. */
const P95_TARGET_MS = 25;

interface Options {
  base: string;
  headers: Record<string, string>;
  count: number;
  rounds: number;
  duration: number;
  connections: number;
  /** The processes whose CPU is the store's. */
  processes: Processes;
}

interface Result extends MeasuredPhase {
  round: number;
  figures: Figures;
}

/** Categories, brands, genders and product ids from the first pages shoppers see. */
async function targetPool(base: string): Promise<TargetPool> {
  const pool = {
    categories: new Set<string>(),
    brands: new Set<string>(),
    genders: new Set<string>(),
    productIds: [] as string[],
  };
  const pages = [
    ...[1, 2, 3, 4, 5].map((page) => `gender=men&page=${page}`),
    ...['women', 'kids', 'others'].map((gender) => `gender=${gender}`),
    'q=shirt',
  ];
  for (const query of pages) {
    const res = await fetch(`${base}/api/catalog/products?${query}`);
    if (!res.ok) throw new Error(`the listing answered ${res.status}`);
    for (const item of ((await res.json()) as ProductPage).items) {
      pool.categories.add(item.category);
      pool.brands.add(item.brand);
      pool.genders.add(item.gender);
      pool.productIds.push(item._id);
    }
  }
  if (pool.productIds.length === 0) throw new Error('the bench catalogue lists no products');
  return {
    categories: [...pool.categories],
    brands: [...pool.brands],
    genders: [...pool.genders],
    productIds: [...new Set(pool.productIds)],
  };
}

export async function catalogPromotionsSideBySide(o: Options): Promise<void> {
  const admin = promotionsAdmin(o.base, o.headers);
  const found = await admin.list();
  const foreign = found.filter((p) => !p.nameEn.startsWith(BENCH_PROMOTION));
  if (foreign.length > 0) {
    throw new Error(
      `this catalogue has ${foreign.length} promotions the bench did not make, so its side without ` +
        'promotions would not be none: use another --data-dir',
    );
  }
  // What an interrupted run left.
  for (const p of found) await admin.remove(p.id);
  const forms = catalogPromotions(await targetPool(o.base), o.count);
  let live: AdminPromotion[] = [];
  const enter = async (side: Side) => {
    if (side === 'baseline') {
      for (const p of live) await admin.remove(p.id);
      live = [];
      const left = await admin.list();
      if (left.length > 0)
        throw new Error(`${left.length} promotions are left on the side without`);
    } else if (live.length === 0) {
      for (const form of forms) live.push(await admin.create(form));
      const active = (await admin.list()).filter((p) => p.status === 'active').length;
      if (active !== o.count) throw new Error(`${active} promotions are active, not ${o.count}`);
    }
  };
  const scenarios = uncachedScenarios.filter((s) => SCENARIOS.includes(s.name));
  const results: Result[] = [];
  const machine = cpus().length;
  try {
    for (const scenario of scenarios) {
      await warm(o.base, scenario.paths);
      await run(o.base, scenario, o.connections, WARM_UP_S);
    }
    for (let round = 1; round <= o.rounds; round += 1) {
      for (const side of sidesOf(round - 1)) {
        await enter(side);
        for (const scenario of scenarios) {
          // The first request of each path after the change: what the first shoppers wait for.
          const cold = await warm(o.base, scenario.paths);
          await run(o.base, scenario, o.connections, SETTLE_S);
          const stopCpu = watchCpu(o.processes);
          const figures = {
            ...(await run(o.base, scenario, o.connections, o.duration)),
            coldMs: cold,
          };
          const label = `round ${round}, ${scenario.name}, ${side === 'baseline' ? 'none' : `${o.count} promotions`}`;
          results.push({ label, side, cpu: stopCpu(), round, figures });
        }
      }
    }
  } finally {
    for (const p of live) await admin.remove(p.id);
  }
  print(results, o, machine);
}

const f = (n: number) => n.toFixed(1).padStart(7);

function print(results: Result[], o: Options, machine: number) {
  const sideName = (side: Side) => (side === 'baseline' ? 'none' : `${o.count} promotions`);
  console.log(
    `\n${o.count} automatic promotions (categories, brands, genders, products) against none, ` +
      `${o.connections} connections, ${o.duration} s a scenario, ${o.rounds} rounds, the sides alternating`,
  );
  console.log(
    'round  scenario         side             p50 ms  p95 ms  p99 ms   req/s  cold ms  non-2xx  others / generator',
  );
  for (const r of results) {
    const x = r.figures;
    console.log(
      `${String(r.round).padStart(5)}${markOf(r, machine)} ${x.name.padEnd(16)} ${sideName(r.side).padEnd(15)} ` +
        `${f(x.p50)} ${f(x.p95)} ${f(x.p99)} ${x.rps.toFixed(0).padStart(7)} ${f(x.coldMs ?? NaN)}  ` +
        `${String(x.non2xx).padStart(7)}  ${loadOf(r).padStart(18)}`,
    );
  }
  console.log("(*: other work took over a tenth of the cores, or the generator's thread was full)");
  console.log(
    `\nscenario          p95 none  p95 with  p95 ratio  req/s none  req/s with  (medians of ${o.rounds} rounds; p95 target <= ${P95_TARGET_MS} ms)`,
  );
  for (const name of SCENARIOS) {
    const of = (side: Side) =>
      results.filter((r) => r.figures.name === name && r.side === side).map((r) => r.figures);
    const [none, some] = [of('baseline'), of('change')];
    const ratio = median(none.map((n, i) => (some[i]?.p95 ?? NaN) / n.p95));
    const m = (xs: Figures[], key: 'p95' | 'rps') => median(xs.map((x) => x[key]));
    console.log(
      `${name.padEnd(16)} ${f(m(none, 'p95')).padStart(9)} ${f(m(some, 'p95')).padStart(9)} ` +
        `${`${ratio.toFixed(2)}x`.padStart(10)} ${m(none, 'rps').toFixed(0).padStart(11)} ${m(some, 'rps').toFixed(0).padStart(11)}`,
    );
  }
  const failed = results.reduce((n, r) => n + r.figures.non2xx, 0);
  if (failed > 0) {
    console.log(`non-2xx or errors: ${failed}: the figures above are not of answered pages.`);
    process.exitCode = 1;
  }
  printVerdict(results, machine, `what ${o.count} promotions cost the catalogue`);
}
