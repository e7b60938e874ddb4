// Orders benchmark: Manage Orders with 1,000,000 orders. Seeds the database once
// (embedded by default, or a PostgreSQL server with --pg), starts the real server and measures
// the listing's pages, filters and searches with an admin token.
// Usage: npm run bench:orders [-- --orders 1000000 --duration 10 --connections 4 --pg postgres://…]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run, type Figures } from './load';
import { orderScenarios, type SampleOrder } from './orders-scenarios';
import { adminHeaders, benchDatabase, root, seedOnce, startServer, stopServer } from './server';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    shoppers: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
    pg: { type: 'string' },
  },
});
const orders = Number(values.orders);
const duration = Number(values.duration);
const connections = Number(values.connections);
const dataDir = path.resolve(root, `var/bench/orders-${orders}`);
const PORT = 18_191;
const base = `http://127.0.0.1:${PORT}`;

const databaseUrl = values.pg
  ? await benchDatabase(values.pg, `bench_orders_${orders}`)
  : undefined;
const dbEnv: Record<string, string> = databaseUrl ? { DATABASE_URL: databaseUrl } : {};

await seedOnce(
  dataDir,
  `orders-${databaseUrl ? 'postgres' : 'embedded'}`,
  ['--orders', String(orders), '--shoppers', values.shoppers],
  { script: 'seed:bench-orders', env: dbEnv },
);
const server = await startServer(PORT, dataDir, dbEnv);
const headers = await adminHeaders(base);
const rows: Figures[] = [];
try {
  const get = async (p: string) => {
    const res = await fetch(`${base}${p}`, { headers });
    if (!res.ok) throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<{ orders: SampleOrder[]; total: number }>;
  };
  const first = await get('/api/admin/orders');
  const totalPages = Math.ceil(first.total / 10);
  // Forty real orders from across the table: their ids, customers, mobiles and PO boxes.
  const samples: SampleOrder[] = [];
  for (let k = 0; k < 40; k += 1) {
    const page = 1 + Math.floor((k * (totalPages - 1)) / 39);
    samples.push(...(await get(`/api/admin/orders?page=${page}`)).orders.slice(0, 1));
  }
  for (const scenario of orderScenarios(samples, totalPages)) {
    let slowest = 0;
    for (const p of scenario.paths) {
      const started = performance.now();
      await get(p);
      slowest = Math.max(slowest, performance.now() - started);
    }
    const figures = await run(base, { ...scenario, headers }, connections, duration);
    rows.push({ ...figures, coldMs: slowest });
  }
} finally {
  await stopServer(server);
}

const fmt = (n: number) => n.toFixed(1).padStart(7);
console.log(
  `\n${orders} orders on ${databaseUrl ? 'PostgreSQL' : 'the embedded database'}, ${connections} connections, ${duration} s per scenario`,
);
console.log(
  'scenario                        p50 ms  p95 ms  p99 ms   req/s  first max ms  non-2xx',
);
for (const r of rows) {
  console.log(
    `${r.name.padEnd(30)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)} ${r.rps.toFixed(0).padStart(7)} ${fmt(r.coldMs ?? 0).padStart(13)}  ${r.non2xx}`,
  );
}
