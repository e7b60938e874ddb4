// Checkout throughput on PostgreSQL: one shopper checking out in a loop, then
// 16 shoppers checking out different products at once, against the real server in one run, in
// alternating rounds. A checkout is what a shopper's browser sends: add to bag, then place the
// order (paid by wallet). Each phase also reports how busy the machine's cores were, how many
// checkouts were seen waiting on another's lock, and the CPU a checkout took in the server, in
// PostgreSQL and in this load generator, so a ratio below target says which it was.
// With --promotions the same shoppers check out instead with a code and two automatic promotions
// running that apply to every bag, and with none, side by side (checkout-promotions.ts).
// Without DATABASE_URL it starts a PostgreSQL server of its own from Debian's package (fsync on,
// as a shop runs it) in a temporary directory, and removes it afterwards.
// Usage: [DATABASE_URL=postgres://...] npm run bench:checkout [-- --duration 5 --rounds 3 --shoppers 16 --promotions]
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startScratchPostgres } from '../e2e/support/scratch-postgres';
import { freePort, launchStore, waitForHealth } from '../e2e/support/store-server';
import { measure, type Phase } from './checkout-phase';
import { promotionsSideBySide } from './checkout-promotions';
import { shoppersOf, type Shopper } from './checkout-shoppers';
import { localPostgres, type CpuSplit, type Processes } from './cpu';
import { stopServer } from './server';
import { median } from './stats';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    shoppers: { type: 'string', default: '16' },
    promotions: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration) * 1000;
const rounds = Number(values.rounds);
const shopperCount = Number(values.shoppers);
const within = (x: number, max: number) => Number.isInteger(x) && x >= 1 && x <= max;
if (!within(duration, 600_000) || !within(rounds, 50) || !within(shopperCount, 64)) {
  console.error('--duration: 0.001 to 600 s; --rounds: 1 to 50; --shoppers: 1 to 64.');
  process.exit(2);
}
const scratch = process.env.DATABASE_URL
  ? undefined
  : await startScratchPostgres(await freePort(), { maxConnections: 200, fsync: true });
const serverUrl = process.env.DATABASE_URL ?? scratch?.url ?? '';
if (!serverUrl.startsWith('postgres')) {
  console.error(
    'DATABASE_URL must name a PostgreSQL server (the role needs CREATEDB), or be unset.',
  );
  process.exit(2);
}
const PORT = 18_191;
const base = `http://127.0.0.1:${PORT}`;
const dbName = `store_bench_checkout_${process.pid}`;
const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();

async function onServer(sqlText: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

/**
 * A first start seeds the demo catalogue and renders its images in the background, several
 * seconds of both cores: wait for the log line that says they are done, then stop, so the
 * measured server (started again on the same data) competes with nothing.
 */
async function seedDemo(dataDir: string): Promise<void> {
  const child = launchStore({ ...serverEnv(dataDir), LOG_LEVEL: 'info' }, [
    'ignore',
    'pipe',
    'inherit',
  ]);
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      if (seen.includes('demo images rendered')) resolve();
    });
    child.once('exit', () => reject(new Error('the server exited while seeding')));
  });
  await stopServer(child);
}

function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl,
    SEED: 'demo',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'bench-password',
    // Every bench shopper registers from 127.0.0.1.
    RATE_LIMIT_MULTIPLIER: '100',
  };
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = launchStore({ ...serverEnv(dataDir), LOG_LEVEL: 'warn' });
  await waitForHealth(base, child);
  return child;
}

const fixed = (x: number | undefined, digits = 2) => (x === undefined ? '?' : x.toFixed(digits));

/** Rounds of one shopper alone, then the crowd, and how the crowd's rate compares. */
async function scalingRounds(shoppers: Shopper[], processes: Processes, watcher: pg.Client) {
  const [alone, ...crowd] = shoppers as [Shopper, ...Shopper[]];
  const phase = (group: Shopper[], watching?: pg.Client) =>
    measure(group, (s) => checkout(s), {
      durationMs: duration,
      processes,
      ...(watching ? { watcher: watching } : {}),
    });
  const results: Array<{ one: Phase; many: Phase }> = [];
  // Alternating rounds: a burst of other load on a shared machine then lowers both sides of one
  // round rather than only one of two phases.
  for (let round = 0; round < rounds; round += 1) {
    results.push({ one: await phase([alone]), many: await phase(crowd, watcher) });
  }
  const cores = availableParallelism();
  console.log(
    `\nCheckouts on PostgreSQL (add to bag + place order): ${rounds} rounds of ${duration / 1000} s ` +
      `for 1 shopper, then ${crowd.length} in parallel, on the ${cores} ${cores === 1 ? 'core' : 'cores'} this bench may use`,
  );
  console.log(
    `round  1 shopper/s  cores busy  ${crowd.length} shoppers/s  cores busy  waited on a lock  ratio  cores allow`,
  );
  results.forEach(({ one, many }, i) => {
    // The crowd's rate if every core were busy at the crowd's CPU cost a checkout: what the machine
    // allows when nothing waits, against one shopper.
    const busy = many.cpu.cores;
    const ceiling = busy ? (many.perSecond * cores) / busy / one.perSecond : undefined;
    console.log(
      [
        String(i + 1).padStart(5),
        fixed(one.perSecond, 1).padStart(11),
        fixed(one.cpu.cores).padStart(10),
        fixed(many.perSecond, 1).padStart(13),
        fixed(busy).padStart(10),
        `${many.waited} of ${many.total}`.padStart(16),
        `${fixed(many.perSecond / one.perSecond)}x`.padStart(5),
        `${fixed(ceiling)}x`.padStart(11),
      ].join('  '),
    );
  });
  console.log(
    `\nCPU a checkout, in ms: the server's process, its PostgreSQL sessions, this load generator`,
  );
  console.log(
    `round  1 shopper: server  postgres  generator  ${crowd.length} shoppers: server  postgres  generator`,
  );
  const split = (c: CpuSplit, width: number) => [
    fixed(c.server, 1).padStart(width),
    fixed(c.postgres, 1).padStart(8),
    fixed(c.generator, 1).padStart(9),
  ];
  results.forEach(({ one, many }, i) => {
    console.log(
      [
        String(i + 1).padStart(5),
        ...split(one.perCheckout, 17),
        ...split(many.perCheckout, 19),
      ].join('  '),
    );
  });
  const ratio = median(results.map(({ one, many }) => many.perSecond / one.perSecond));
  const waited = results.reduce((n, { many }) => n + many.waited, 0);
  console.log(
    `ratio (median of ${rounds}): ${ratio.toFixed(2)}x (target >= 3x); checkouts seen waiting on ` +
      `a lock: ${waited}`,
  );
}

const { prepareShopper, checkout } = shoppersOf(base);
const dataDir = await mkdtemp(path.join(tmpdir(), 'store-bench-checkout-'));
const db = new pg.Client({ connectionString: dbUrl });
let server: ChildProcess | undefined;
try {
  await onServer(`CREATE DATABASE ${dbName}`);
  await seedDemo(dataDir);
  server = await startServer(dataDir);
  await db.connect();
  // Stock lives per colour and size; the database keeps products.stock their sum.
  await db.query('UPDATE product_variants SET stock = 1000000');
  const picks = await db.query<{ productid: string; color: string; size: string }>(
    `SELECT p.productid, c.name AS color, p.sizes[1] AS size
       FROM products p JOIN product_colors c ON c.product_id = p.id AND c.position = 0
      ORDER BY p.created_at LIMIT $1`,
    [shopperCount + 1],
  );
  const shoppers: Shopper[] = [];
  for (let i = 0; i <= shopperCount; i += 1) {
    const product = picks.rows[i];
    if (!product) throw new Error('not enough demo products');
    shoppers.push(await prepareShopper(db, i, product));
  }
  // One round each first, so both runs start with warm connections and caches.
  await Promise.all(shoppers.map((s) => checkout(s)));

  const postgres = await localPostgres(db);
  const processes: Processes = { serverPid: server.pid, ...(postgres ? { postgres } : {}) };
  const watcher = new pg.Client({ connectionString: dbUrl });
  await watcher.connect();
  try {
    if (values.promotions) {
      await promotionsSideBySide({
        base,
        db,
        shoppers: shoppers as [Shopper, ...Shopper[]],
        checkout,
        processes,
        watcher,
        durationMs: duration,
        rounds,
      });
    } else {
      await scalingRounds(shoppers, processes, watcher);
    }
  } finally {
    await watcher.end();
  }
  const stock = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM product_variants WHERE stock < 0',
  );
  console.log(`variants below 0 stock: ${stock.rows[0]?.n}`);
} finally {
  await db.end().catch(() => undefined);
  if (server && server.exitCode === null) await stopServer(server);
  await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
  await scratch?.remove();
}
