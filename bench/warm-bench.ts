// Warm catalogue against a bare server (issue 14, goal 1). The store runs as `npm start` runs it
// (request log on, security headers on, response cache on, demo catalogue); for each call a bare
// `node:http` server then sends the very bytes and headers the store sent, in the same run, with
// and without `Accept-Encoding: br, gzip`. The ratio is store req/s over bare req/s.
// Usage: npm run build && npm run bench:warm [-- --duration 10 --connections 32]
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { run, type Figures } from './load';
import { launchStore, waitForHealth } from '../e2e/support/store-server';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const PORT = 18_201;
const BARE_PORT = 18_202;
const base = `http://127.0.0.1:${PORT}`;
const TARGET = 0.5;

/** The environment without the store's own settings, so every one takes its default. */
function defaultsOnly(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const own = ['LOG_LEVEL', 'CATALOG_CACHE', 'CATALOG_VERSION_TTL_MS', 'NODE_ENV', 'DATABASE_URL'];
  return Object.fromEntries(Object.entries(env).filter(([k]) => !own.includes(k)));
}

async function startStore(dataDir: string): Promise<ChildProcess> {
  // Nothing but what a fresh `npm start` has: the default log level, cache and headers. The
  // access log is written, as in production, to a sink that keeps nothing.
  const child = launchStore({
    ...defaultsOnly(process.env),
    PORT: String(PORT),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'bench-password',
  });
  await waitForHealth(base, child);
  return child;
}

interface Captured {
  body: Buffer;
  headers: Record<string, string>;
}

/** What the store answers for `url` with these request headers: status 200, bytes and headers. */
async function capture(url: string, headers: Record<string, string>): Promise<Captured> {
  // node:http, not fetch: fetch would decode the body and the bare server must send it encoded.
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(`${base}${url}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${url} answered ${res.statusCode}`));
        const kept: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) {
          if (typeof v === 'string' && !['date', 'connection', 'keep-alive'].includes(k)) {
            kept[k] = v;
          }
        }
        resolve({ body: Buffer.concat(chunks), headers: kept });
      });
    })
      .on('error', reject)
      .end();
  });
}

async function bare(captured: Captured, headers: Record<string, string>): Promise<Figures> {
  const server = createServer((_req, reply) => {
    reply.writeHead(200, captured.headers);
    reply.end(captured.body);
  });
  await new Promise<void>((r) => server.listen(BARE_PORT, '127.0.0.1', r));
  try {
    return await run(
      `http://127.0.0.1:${BARE_PORT}`,
      { name: 'bare', paths: ['/'] },
      connections,
      duration,
      headers,
    );
  } finally {
    server.close();
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'store-bench-warm-'));
const store = await startStore(dataDir);
const rows: Array<{ name: string; encoding: string; kb: number; store: Figures; bare: Figures }> =
  [];
try {
  const page = (await (await fetch(`${base}/api/catalog/products?gender=men`)).json()) as {
    items: Array<{ _id: string }>;
  };
  const calls = [
    { name: 'gender page', url: '/api/catalog/products?gender=men' },
    { name: 'search', url: '/api/catalog/products?q=shirt' },
    { name: 'offers list', url: '/api/api/offers' },
    { name: 'product page', url: `/api/catalog/products/${page.items[0]?._id}` },
  ];
  for (const encoding of ['none', 'br, gzip']) {
    const headers: Record<string, string> =
      encoding === 'none' ? {} : { 'accept-encoding': encoding };
    for (const call of calls) {
      const captured = await capture(call.url, headers);
      const storeFigures = await run(
        base,
        { name: call.name, paths: [call.url] },
        connections,
        duration,
        headers,
      );
      const bareFigures = await bare(captured, headers);
      rows.push({
        name: call.name,
        encoding: captured.headers['content-encoding'] ?? 'none',
        kb: captured.body.length / 1024,
        store: storeFigures,
        bare: bareFigures,
      });
    }
  }
} finally {
  const exited = new Promise((r) => store.once('exit', r));
  store.kill('SIGTERM');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`\nWarm catalogue vs bare node:http, ${connections} connections, ${duration} s each`);
console.log('call            encoding   KB   store req/s    store p99  bare req/s   ratio');
for (const r of rows) {
  const ratio = r.store.rps / r.bare.rps;
  console.log(
    `${r.name.padEnd(15)} ${r.encoding.padEnd(8)} ${r.kb.toFixed(1).padStart(5)} ${r.store.rps
      .toFixed(0)
      .padStart(
        12,
      )} ${`${r.store.p99.toFixed(1)}ms`.padStart(12)} ${r.bare.rps.toFixed(0).padStart(11)}   ${ratio.toFixed(2)}${ratio >= TARGET ? '' : `  (under ${TARGET})`}`,
  );
}
const errors = rows.reduce((n, r) => n + r.store.non2xx + r.bare.non2xx, 0);
if (errors > 0) console.log(`non-2xx or errors: ${errors}`);
