// Warm catalogue against a bare server (decision 44). The store runs as `npm start` runs it
// (request log on, security headers on, response cache on, demo catalogue); for each call a bare
// `node:http` server then sends the very bytes and headers the store sent, in the same run, with
// and without `Accept-Encoding: br, gzip`. The ratio is store req/s over bare req/s. Both are
// loaded by plain autocannon in its own process (warm-generator.ts). For each call and encoding a
// bare server sending that call's bytes is also measured with `autocannon <url>` and nothing else
// (its reference: a 110 KB page is slower than a 5 KB answer by its size alone), and the run is
// void when the bench's own bare figure for those bytes falls more than 10 % under it (the
// generator, or the machine's other work, would then be what is measured).
// Usage: npm run build && npm run bench:warm [-- --duration 10 --connections 10]
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { autocannon, defaultsOnly, type Summary } from './warm-generator';
import { launchStore, waitForHealth } from '../e2e/support/store-server';
import { makeStoreTemplate } from '../e2e/support/store-template';

const { values } = parseArgs({
  options: {
    // autocannon's own defaults: 10 s, 10 connections.
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    // Store and bare server measured in turn this many times, the best of each kept: the other
    // work on a shared machine only ever slows a run down.
    rounds: { type: 'string', default: '1' },
    // Another build's server bundle to measure instead of `npm start`'s (the "before" of a
    // change): apps/api/scripts/bundle.mjs on that commit, copied into apps/api/dist.
    bundle: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
const PORT = 18_201;
const BARE_PORT = 18_202;
const base = `http://127.0.0.1:${PORT}`;
const TARGET = 0.5;
const root = path.resolve(import.meta.dirname, '..');
/** How far under plain autocannon's bare figure the bench's own may fall before the run is void. */
const VOID_UNDER = 0.1;

/** The faster of two runs, with the failures of both. */
function best(kept: Summary | undefined, run: Summary): Summary {
  if (!kept) return run;
  const faster = run.rps > kept.rps ? run : kept;
  return { ...faster, failed: kept.failed + run.failed };
}

async function startStore(dataDir: string): Promise<ChildProcess> {
  // Nothing but what a fresh `npm start` has: the default log level, cache and headers. The
  // access log is written, as in production, to a sink that keeps nothing.
  const env = {
    ...defaultsOnly(process.env),
    PORT: String(PORT),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'bench-password',
  };
  const child = values.bundle
    ? spawn(process.execPath, [values.bundle], {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    : launchStore(env);
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

/** A bare server that answers every request with `captured`, for as long as `load` runs. */
async function bare<T>(captured: Captured, load: (url: string) => Promise<T>): Promise<T> {
  const server = createServer((_req, reply) => {
    reply.writeHead(200, captured.headers);
    reply.end(captured.body);
  });
  await new Promise<void>((r) => server.listen(BARE_PORT, '127.0.0.1', r));
  try {
    return await load(`http://127.0.0.1:${BARE_PORT}/`);
  } finally {
    server.close();
  }
}

// The demo images rendered beforehand, so their half-minute of CPU falls outside the measurements.
const { dir: dataDir } = await makeStoreTemplate();
const store = await startStore(dataDir);
const rows: Array<{
  name: string;
  encoding: string;
  kb: number;
  store: Summary;
  bare: Summary;
  /** `autocannon <url>` and nothing else on a bare server sending the same bytes. */
  reference: Summary;
}> = [];
try {
  const page = (await (await fetch(`${base}/api/catalog/products?gender=men`)).json()) as {
    items: Array<{ _id: string }>;
  };
  const calls = [
    { name: 'gender page', url: '/api/catalog/products?gender=men' },
    { name: 'search', url: '/api/catalog/products?q=shirt' },
    { name: 'offers list', url: '/api/api/offers' },
    { name: 'product page', url: `/api/catalog/products/${page.items[0]?._id}` },
    // The server-rendered pages a visit starts on (decision 80), in both languages.
    { name: 'home (HTML)', url: '/' },
    { name: 'category (HTML)', url: '/category/women' },
    { name: 'product (HTML)', url: `/product/view/${page.items[0]?._id}` },
    { name: 'Arabic home (HTML)', url: '/ar' },
  ];
  const load = (url: string, headers: Record<string, string>) =>
    autocannon(url, { headers, duration, connections });
  for (const encoding of ['none', 'br, gzip']) {
    const headers: Record<string, string> =
      encoding === 'none' ? {} : { 'accept-encoding': encoding };
    for (const call of calls) {
      const captured = await capture(call.url, headers);
      let storeFigures: Summary | undefined;
      let bareFigures: Summary | undefined;
      for (let round = 0; round < rounds; round += 1) {
        storeFigures = best(storeFigures, await load(`${base}${call.url}`, headers));
        bareFigures = best(bareFigures, await bare(captured, (url) => load(url, headers)));
      }
      if (!storeFigures || !bareFigures) throw new Error('--rounds must be at least 1');
      rows.push({
        name: call.name,
        encoding: captured.headers['content-encoding'] ?? 'none',
        kb: captured.body.length / 1024,
        store: storeFigures,
        bare: bareFigures,
        // The bare server sends the same bytes whatever is asked: no headers needed.
        reference: await bare(captured, (url) => autocannon(url)),
      });
    }
  }
} finally {
  const exited = new Promise((r) => store.once('exit', r));
  store.kill('SIGTERM');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}

console.log(
  `\nWarm catalogue vs bare node:http, ${connections} connections, ${duration} s each, best of ${rounds}`,
);
console.log(
  'call            encoding   KB   store req/s    store p99  bare req/s   ratio   plain bare req/s',
);
for (const r of rows) {
  const ratio = r.store.rps / r.bare.rps;
  console.log(
    `${r.name.padEnd(15)} ${r.encoding.padEnd(8)} ${r.kb.toFixed(1).padStart(5)} ${r.store.rps
      .toFixed(0)
      .padStart(
        12,
      )} ${`${r.store.p99.toFixed(1)}ms`.padStart(12)} ${r.bare.rps.toFixed(0).padStart(11)}   ${ratio.toFixed(2)}${ratio >= TARGET ? '      ' : `  (under ${TARGET})`} ${r.reference.rps.toFixed(0).padStart(10)}`,
  );
}
const failed = rows.reduce((n, r) => n + r.store.failed + r.bare.failed, 0);
if (failed > 0) console.log(`non-2xx or errors: ${failed}`);
const held = rows.filter((r) => r.bare.rps < r.reference.rps * (1 - VOID_UNDER));
if (held.length > 0) {
  console.log(
    `VOID: the bench's bare server got more than ${VOID_UNDER * 100} % under plain autocannon's on the same bytes for ${held.map((r) => `${r.name} (${r.encoding}: ${r.bare.rps.toFixed(0)} of ${r.reference.rps.toFixed(0)} req/s)`).join(', ')}; these ratios do not measure the store.`,
  );
  process.exitCode = 1;
} else {
  console.log(
    "Valid: every bare figure is within 10 % of plain autocannon's on the same bytes, or above it.",
  );
}
