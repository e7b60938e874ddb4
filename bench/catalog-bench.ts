// Catalogue benchmark (issue 4): 100,000 products on the embedded database, 32 connections.
// Seeds DATA_DIR once (reused by later runs), starts the real server, measures the uncached
// scenarios (response cache off), a repeated cached page, and a bare Node server sending the same
// bytes. Usage: npm run bench:catalog [-- --products 100000 --duration 10 --data-dir var/bench/x]
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { bareScenario, run, type Figures } from './load';
import { uncachedScenarios } from './catalog-scenarios';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    'data-dir': { type: 'string' },
  },
});
const products = Number(values.products);
const duration = Number(values.duration);
const connections = Number(values.connections);
const dataDir = path.resolve(root, values['data-dir'] ?? `var/bench/catalog-${products}`);
const PORT = 18_181;
const BARE_PORT = 18_182;
const base = `http://127.0.0.1:${PORT}`;

async function seedOnce() {
  const marker = path.join(dataDir, `bench-seeded-${products}.txt`);
  if (existsSync(marker)) {
    console.log(`Reusing ${dataDir} (${(await readFile(marker, 'utf8')).trim()})`);
    return;
  }
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'seed:bench', '--', '--products', String(products)], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error('seeding failed'))));
  });
  const note = `seeded ${products} products in ${((performance.now() - started) / 1000).toFixed(0)} s`;
  await writeFile(marker, `${note}\n`);
  console.log(note);
}

async function startServer(cache: 'on' | 'off'): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      CATALOG_CACHE: cache,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'bench-password',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start');
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** First request of each path: loads scope sets and product JSON (what a cold cache costs). */
async function warm(paths: string[]): Promise<number> {
  let slowest = 0;
  for (const p of paths) {
    const started = performance.now();
    const res = await fetch(`${base}${p}`);
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    await res.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
  }
  return slowest;
}

const rows: Figures[] = [];
await seedOnce();

let server = await startServer('off');
try {
  for (const scenario of uncachedScenarios) {
    const cold = await warm(scenario.paths);
    rows.push({ ...(await run(base, scenario, connections, duration)), coldMs: cold });
  }
} finally {
  await stop(server);
}

const CACHED_PATH = '/api/catalog/products?gender=women';
server = await startServer('on');
try {
  const res = await fetch(`${base}${CACHED_PATH}`);
  const body = Buffer.from(await res.arrayBuffer());
  const etag = res.headers.get('etag') ?? '';
  rows.push(await run(base, { name: 'cached page', paths: [CACHED_PATH] }, connections, duration));
  const bare = createServer((_req, reply) => {
    reply.writeHead(200, { 'content-type': 'application/json; charset=utf-8', etag });
    reply.end(body);
  });
  await new Promise<void>((r) => bare.listen(BARE_PORT, '127.0.0.1', r));
  try {
    rows.push(
      await run(`http://127.0.0.1:${BARE_PORT}`, bareScenario(body.length), connections, duration),
    );
  } finally {
    bare.close();
  }
} finally {
  await stop(server);
}

const fmt = (n: number) => n.toFixed(1).padStart(7);
console.log(`\n${products} products, ${connections} connections, ${duration} s per scenario`);
console.log('scenario                       p50 ms  p95 ms  p99 ms   req/s  cold ms  non-2xx');
for (const r of rows) {
  console.log(
    `${r.name.padEnd(28)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)} ${r.rps.toFixed(0).padStart(7)} ${r.coldMs === undefined ? '      -' : fmt(r.coldMs)}  ${r.non2xx}`,
  );
}
const cached = rows.find((r) => r.name === 'cached page');
const bareRow = rows.at(-1);
if (cached && bareRow) {
  console.log(
    `cached / bare throughput: ${((cached.rps / bareRow.rps) * 100).toFixed(0)} % (target >= 50 %)`,
  );
}
