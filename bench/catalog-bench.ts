// Catalogue benchmark: 100,000 products on the embedded database (or a PostgreSQL
// server with --pg), 32 connections.
// Seeds DATA_DIR once (reused by later runs), starts the real server, measures the uncached
// scenarios (response cache off) and the back office's product table, a repeated cached page,
// and a bare Node server sending the same bytes.
// With --promotions N it measures instead the listing and search with N automatic promotions
// running and with none, side by side in alternating rounds (catalog-promotions.ts).
// Usage: npm run bench:catalog [-- --products 100000 --duration 10 --admin-connections 4 --pg postgres://…]
//        npm run bench:catalog -- --promotions 50 [--rounds 3 --duration 10 --products 100000]
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { bareScenario, run, type Figures } from './load';
import { catalogPromotionsSideBySide } from './catalog-promotions';
import { localPostgres } from './cpu';
import { adminProductScenarios, uncachedScenarios } from './catalog-scenarios';
import {
  adminHeaders,
  benchDatabase,
  printRows,
  root,
  seedOnce,
  startServer,
  stopServer,
  warm,
} from './server';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    // The back office is a handful of staff, not the shop's crowd.
    'admin-connections': { type: 'string', default: '4' },
    'data-dir': { type: 'string' },
    pg: { type: 'string' },
    promotions: { type: 'string' },
    rounds: { type: 'string', default: '3' },
  },
});
const products = Number(values.products);
const duration = Number(values.duration);
const connections = Number(values.connections);
const adminConnections = Number(values['admin-connections']);
const promotions = values.promotions === undefined ? undefined : Number(values.promotions);
const rounds = Number(values.rounds);
const within = (x: number, max: number) => Number.isInteger(x) && x >= 1 && x <= max;
if (
  !within(duration, 600) ||
  !within(rounds, 50) ||
  (promotions !== undefined && !within(promotions, 1000))
) {
  console.error('--duration: 1 to 600 s; --rounds: 1 to 50; --promotions: 1 to 1000.');
  process.exit(2);
}
const dataDir = path.resolve(root, values['data-dir'] ?? `var/bench/catalog-${products}`);
const PORT = 18_181;
const BARE_PORT = 18_182;
const base = `http://127.0.0.1:${PORT}`;

const databaseUrl = values.pg
  ? await benchDatabase(values.pg, `bench_catalog_${products}`)
  : undefined;
const dbEnv: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};

const rows: Figures[] = [];
await seedOnce(
  dataDir,
  databaseUrl ? `${products}-postgres` : String(products),
  ['--products', String(products)],
  { env: dbEnv },
);

/** The listing and search with `count` promotions and with none, on the uncached store. */
async function sideBySide(count: number) {
  const server = await startServer(PORT, dataDir, { CATALOG_CACHE: 'off', ...dbEnv });
  const db = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  try {
    await db?.connect();
    const postgres = db ? await localPostgres(db) : undefined;
    await catalogPromotionsSideBySide({
      base,
      headers: await adminHeaders(base),
      count,
      rounds,
      duration,
      connections,
      processes: { serverPid: server.pid, ...(postgres ? { postgres } : {}) },
    });
  } finally {
    await db?.end();
    await stopServer(server);
  }
}

const EDITS = 5;
const WARM_UP_S = 3;

/**
 * The first request of each uncached scenario right after a shop owner saves a product (its
 * price, one fils up or down): what a shopper waits for while every scope is re-picked.
 */
async function firstPagesAfterEdits(headers: Record<string, string>) {
  const list = await fetch(`${base}/api/admin/products?limit=1&page=7`, { headers });
  const {
    products: [first],
  } = (await list.json()) as { products: { productid: string }[] };
  if (!first) throw new Error('the bench catalogue has no products');
  const { productid } = first;
  const slowest = new Map<string, number[]>();
  for (let round = 0; round < EDITS; round++) {
    const detail = await fetch(`${base}/api/admin/products/${productid}`, { headers });
    const { product } = (await detail.json()) as { product: Record<string, unknown> };
    const price = Number(product.price) + (round % 2 === 0 ? 0.01 : -0.01);
    const saved = await fetch(`${base}/api/admin/products/update-product`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ...product, price: Math.round(price * 100) / 100 }),
    });
    if (!saved.ok)
      throw new Error(`update-product answered ${saved.status}: ${await saved.text()}`);
    for (const scenario of uncachedScenarios) {
      const ms = await warm(base, scenario.paths.slice(0, 1));
      slowest.set(scenario.name, [...(slowest.get(scenario.name) ?? []), ms]);
    }
  }
  return slowest;
}

async function everyScenario() {
  let afterEdit = new Map<string, number[]>();
  let server = await startServer(PORT, dataDir, { CATALOG_CACHE: 'off', ...dbEnv });
  try {
    const headers = await adminHeaders(base);
    const plan = [
      ...uncachedScenarios.map((scenario) => ({ scenario, users: connections })),
      ...adminProductScenarios(products, headers).map((scenario) => ({
        scenario,
        users: adminConnections,
      })),
    ];
    for (const { scenario, users } of plan) {
      const cold = await warm(base, scenario.paths, scenario.headers);
      // Untimed load first: the figures are the steady state, not the JIT's and GC's first seconds.
      await run(base, scenario, users, WARM_UP_S);
      rows.push({ ...(await run(base, scenario, users, duration)), coldMs: cold });
    }
    afterEdit = await firstPagesAfterEdits(headers);
  } finally {
    await stopServer(server);
  }

  const CACHED_PATH = '/api/catalog/products?gender=women';
  server = await startServer(PORT, dataDir, { CATALOG_CACHE: 'on', ...dbEnv });
  try {
    const res = await fetch(`${base}${CACHED_PATH}`);
    const body = Buffer.from(await res.arrayBuffer());
    const etag = res.headers.get('etag') ?? '';
    rows.push(
      await run(base, { name: 'cached page', paths: [CACHED_PATH] }, connections, duration),
    );
    const bare = createServer((_req, reply) => {
      reply.writeHead(200, { 'content-type': 'application/json; charset=utf-8', etag });
      reply.end(body);
    });
    await new Promise<void>((r) => bare.listen(BARE_PORT, '127.0.0.1', r));
    try {
      rows.push(
        await run(
          `http://127.0.0.1:${BARE_PORT}`,
          bareScenario(body.length),
          connections,
          duration,
        ),
      );
    } finally {
      bare.close();
    }
  } finally {
    await stopServer(server);
  }

  console.log(
    `\n${products} products on ${databaseUrl ? 'PostgreSQL' : 'the embedded database'}, ${connections} connections (admin: ${adminConnections}), ${duration} s per scenario`,
  );
  printRows(rows);
  console.log(`\nfirst request after a product edit (${EDITS} edits; target <= 200 ms):`);
  for (const [name, times] of afterEdit) {
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `${name.padEnd(28)} median ${median.toFixed(1).padStart(7)} ms  max ${Math.max(...times)
        .toFixed(1)
        .padStart(7)} ms`,
    );
  }
  const cached = rows.find((r) => r.name === 'cached page');
  const bareRow = rows.at(-1);
  if (cached && bareRow) {
    console.log(
      `cached / bare throughput: ${((cached.rps / bareRow.rps) * 100).toFixed(0)} % (target >= 50 %)`,
    );
  }
}

if (promotions !== undefined) {
  await sideBySide(promotions);
} else {
  await everyScenario();
}
