// Checkout throughput on PostgreSQL: one shopper checking out in a loop, then
// 16 shoppers checking out different products at once, against the real server in one run, in
// alternating rounds. A checkout is what a shopper's browser sends: add to bag, then place the
// order (paid by wallet). Each phase also reports how busy the machine's cores were, how many
// checkouts were seen waiting on another's lock, and the CPU a checkout took in the server, in
// PostgreSQL and in this load generator, so a ratio below target says which it was.
// Usage: DATABASE_URL=postgres://... npm run bench:checkout [-- --duration 5 --rounds 3 --shoppers 16]
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { launchStore, waitForHealth } from '../e2e/support/store-server';
import { stopServer } from './server';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    shoppers: { type: 'string', default: '16' },
  },
});
const duration = Number(values.duration) * 1000;
const rounds = Number(values.rounds);
const shopperCount = Number(values.shoppers);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl?.startsWith('postgres')) {
  console.error('Set DATABASE_URL to a PostgreSQL server (the role needs CREATEDB).');
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

async function call(token: string, url: string, body: unknown) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

interface Shopper {
  token: string;
  addressId: string;
  product: { productid: string; color: string; size: string };
}

/** Registers shopper i with an address, a full wallet and a product nobody else buys. */
async function prepareShopper(db: pg.Client, i: number, product: Shopper['product']) {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullname: `Bench Shopper ${i}`,
      email: `bench${i}@example.ae`,
      password: 'bench-password',
    }),
  });
  const { token, user } = (await res.json()) as { token: string; user: { _id: string } };
  const address = await db.query<{ id: string }>(
    `INSERT INTO addresses (user_id, username, mobileno, building_number, street_name, area,
       savedaddressas, is_default)
     VALUES ($1, $2, '+971501234567', 'Villa 12', 'Al Wasl Road', 'Jumeirah', 'Home', true)
     RETURNING id`,
    [user._id, `Bench Shopper ${i}`],
  );
  await db.query(
    `INSERT INTO wallets (user_id, balance_fils) VALUES ($1, 1000000000)
     ON CONFLICT (user_id) DO UPDATE SET balance_fils = 1000000000`,
    [user._id],
  );
  return { token, addressId: address.rows[0]?.id as string, product };
}

async function checkout(s: Shopper) {
  await call(s.token, '/api/cart/addCartProduct', {
    productid: s.product.productid,
    quantity: 1,
    selections: { color: s.product.color, size: s.product.size },
  });
  await call(s.token, '/api/order/addOrder', { addressId: s.addressId, paymentMethod: 'wallet' });
}

/**
 * Busy and total CPU time of the whole machine so far, in clock ticks, and how many CPUs it has
 * (Linux only). The machine's, not the bench's: run under `taskset`, the bench may use fewer.
 */
function machineTicks(): { busy: number; all: number; cpus: number } | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  const lines = readFileSync('/proc/stat', 'utf8').split('\n');
  const fields = lines[0]?.trim().split(/\s+/).slice(1);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = (fields ?? []).map(Number);
  const busy = (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0);
  const cpus = lines.filter((line) => /^cpu\d/.test(line)).length;
  return { busy, all: busy + (idle ?? 0) + (iowait ?? 0) + (steal ?? 0), cpus };
}

/** /proc counts CPU time in clock ticks of USER_HZ, which Linux fixes at 100 a second. */
const MS_PER_TICK = 10;

/** CPU time a process has used so far, in ms (Linux only: its /proc/<pid>/stat). */
function processCpuMs(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return 0;
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) * MS_PER_TICK;
}

/** CPU ms used so far by the server, by the bench database's PostgreSQL sessions and by this process. */
function cpuSplit(serverPid: number | undefined, pgPids: number[]) {
  const own = process.cpuUsage();
  return {
    server: processCpuMs(serverPid),
    postgres: pgPids.reduce((sum, pid) => sum + processCpuMs(pid), 0),
    generator: (own.user + own.system) / 1000,
  };
}
type CpuSplit = ReturnType<typeof cpuSplit>;

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

interface Phase {
  perSecond: number;
  total: number;
  /** Cores busy on average, machine-wide: the server, PostgreSQL and this load generator. */
  cores: number | undefined;
  /** Transactions seen waiting on a lock. */
  waited: number;
  /** CPU ms a checkout took in each process. */
  perCheckout: CpuSplit;
}

/** Where the CPU of the measured processes is: the store's server and its PostgreSQL sessions. */
interface Processes {
  serverPid: number | undefined;
  pgPids: number[];
}

/**
 * Checkouts per second while `shoppers` each check out in a loop for the duration. Lock waits are
 * watched only when a watcher is given: one shopper has nobody to wait for, and the watcher's own
 * queries would take CPU from it.
 */
async function measure(
  shoppers: Shopper[],
  processes: Processes,
  watcher?: pg.Client,
): Promise<Phase> {
  const stopWatching = watcher ? watchLockWaits(watcher) : async () => 0;
  const ticksBefore = machineTicks();
  const cpuBefore = cpuSplit(processes.serverPid, processes.pgPids);
  const started = performance.now();
  const until = started + duration;
  const counts = await Promise.all(
    shoppers.map(async (s) => {
      let n = 0;
      while (performance.now() < until) {
        await checkout(s);
        n += 1;
      }
      return n;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const ticksAfter = machineTicks();
  const cpuAfter = cpuSplit(processes.serverPid, processes.pgPids);
  const waited = await stopWatching();
  const total = counts.reduce((a, b) => a + b, 0);
  const cores =
    ticksBefore && ticksAfter
      ? (ticksAfter.cpus * (ticksAfter.busy - ticksBefore.busy)) /
        (ticksAfter.all - ticksBefore.all)
      : undefined;
  const perCheckout = (key: keyof CpuSplit) => (cpuAfter[key] - cpuBefore[key]) / total;
  return {
    total,
    perSecond: total / seconds,
    cores,
    waited,
    perCheckout: {
      server: perCheckout('server'),
      postgres: perCheckout('postgres'),
      generator: perCheckout('generator'),
    },
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const fixed = (x: number | undefined, digits = 2) => (x === undefined ? '?' : x.toFixed(digits));

await onServer(`CREATE DATABASE ${dbName}`);
const dataDir = await mkdtemp(path.join(tmpdir(), 'store-bench-checkout-'));
const db = new pg.Client({ connectionString: dbUrl });
let server: ChildProcess | undefined;
try {
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
  await Promise.all(shoppers.map(checkout));

  const [alone, ...crowd] = shoppers as [Shopper, ...Shopper[]];
  const sessions = await db.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  const processes: Processes = { serverPid: server.pid, pgPids: sessions.rows.map((r) => r.pid) };
  const watcher = new pg.Client({ connectionString: dbUrl });
  await watcher.connect();
  const results: Array<{ one: Phase; many: Phase }> = [];
  try {
    // Alternating rounds: a burst of other load on a shared machine then lowers both sides of one
    // round rather than only one of two phases.
    for (let round = 0; round < rounds; round += 1) {
      results.push({
        one: await measure([alone], processes),
        many: await measure(crowd, processes, watcher),
      });
    }
  } finally {
    await watcher.end();
  }
  const stock = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM product_variants WHERE stock < 0',
  );
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
    const ceiling = many.cores ? (many.perSecond * cores) / many.cores / one.perSecond : undefined;
    console.log(
      [
        String(i + 1).padStart(5),
        fixed(one.perSecond, 1).padStart(11),
        fixed(one.cores).padStart(10),
        fixed(many.perSecond, 1).padStart(13),
        fixed(many.cores).padStart(10),
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
      `a lock: ${waited}; variants below 0 stock: ${stock.rows[0]?.n}`,
  );
} finally {
  await db.end().catch(() => undefined);
  if (server && server.exitCode === null) await stopServer(server);
  await onServer(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await rm(dataDir, { recursive: true, force: true });
}
