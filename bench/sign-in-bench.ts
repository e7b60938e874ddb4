// Sign-in flood benchmark: how fast the store still serves an image while
// 90 sign-ins run in parallel, side by side with no sign-ins, for the password pool of decision 25
// and, for comparison, hashing on Node's shared threadpool as before (PASSWORD_HASH_THREADS=0).
// Each sign-in is an unknown email, so it costs one scrypt hash (the dummy hash) and nothing else;
// RATE_LIMIT_MULTIPLIER lifts the limits that would otherwise answer most of them 429 unhashed.
// On the embedded database every query runs on the server's main thread, beside the image
// requests; --pg runs the same against a PostgreSQL server instead.
// Usage: npm run bench:sign-in [-- --duration 10 --connections 8 --sign-ins 90 --modes pool,shared --pg postgres://…]
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { run, type Figures } from './load';
import { benchDatabase, startServer, stopServer, warm } from './server';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    'sign-ins': { type: 'string', default: '90' },
    // pool: the store as it ships; shared: PASSWORD_HASH_THREADS=0, the hashing before the pool.
    modes: { type: 'string', default: 'pool,shared' },
    threads: { type: 'string' },
    pg: { type: 'string' },
  },
});
const PORT = 18_226;
const base = `http://127.0.0.1:${PORT}`;
const IMAGE = '/media/bench/sign-in-bench.webp';
const duration = Number(values.duration);
const connections = Number(values.connections);
const signIns = Number(values['sign-ins']);
const dbEnv: Record<string, string> = values.pg
  ? { DATABASE_URL: await benchDatabase(values.pg, 'bench_sign_in') }
  : {};
const MODES: Record<string, Record<string, string>> = {
  pool: values.threads ? { PASSWORD_HASH_THREADS: values.threads } : {},
  shared: { PASSWORD_HASH_THREADS: '0' },
};

/** A product photo as the store serves it: a 600×800 WebP of noise, about 100 KB. */
async function writeImage(dataDir: string) {
  const file = path.join(dataDir, 'media', IMAGE.slice('/media/'.length));
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({
    create: {
      width: 600,
      height: 800,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .webp({ quality: 80 })
    .toFile(file);
}

interface SignInFigures {
  statuses: Record<number, number>;
  p50: number;
  p95: number;
}

/** `clients` loops, each signing in with an unknown email again as soon as it has an answer. */
function flood(clients: number) {
  let stopped = false;
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const loops = Array.from({ length: clients }, async (_, i) => {
    while (!stopped) {
      const started = performance.now();
      // A connection the server dropped counts as status 0.
      const status = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nobody-${i}@bench.example`, password: 'wrong-password' }),
      }).then(
        async (res) => (await res.arrayBuffer(), res.status),
        () => 0,
      );
      latencies.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  });
  return {
    async stop(): Promise<SignInFigures> {
      stopped = true;
      await Promise.all(loops);
      const sorted = latencies.sort((a, b) => a - b);
      const at = (p: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
      return { statuses, p50: at(0.5), p95: at(0.95) };
    },
  };
}

const rows: Array<{ mode: string; image: Figures; signIns?: SignInFigures }> = [];
const work = await mkdtemp(path.join(tmpdir(), 'store-sign-in-bench-'));
try {
  for (const mode of values.modes.split(',')) {
    const env = MODES[mode];
    if (!env) throw new Error(`unknown mode ${mode}: pool or shared`);
    const dataDir = path.join(work, mode);
    await writeImage(dataDir);
    const server = await startServer(PORT, dataDir, {
      ...dbEnv,
      ...env,
      RATE_LIMIT_MULTIPLIER: '1000',
    });
    try {
      await warm(base, [IMAGE]);
      const scenario = { name: 'image', paths: [IMAGE] };
      rows.push({
        mode: `${mode}, no sign-ins`,
        image: await run(base, scenario, connections, duration),
      });
      const signingIn = flood(signIns);
      // The flood reaches its steady state (every client waiting on a hash) before measuring.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const image = await run(base, scenario, connections, duration);
      rows.push({ mode: `${mode}, ${signIns} sign-ins`, image, signIns: await signingIn.stop() });
    } finally {
      await stopServer(server);
    }
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

const fmt = (n: number) => n.toFixed(1).padStart(7);
console.log(
  `\nimage (${connections} connections, ${duration} s)      p50 ms  p95 ms  p99 ms   req/s  | sign-ins answered (status: count)   p50 ms   p95 ms`,
);
for (const r of rows) {
  const s = r.signIns;
  const answered = s
    ? Object.entries(s.statuses)
        .map(([status, n]) => `${status}: ${n}`)
        .join(', ')
    : '-';
  console.log(
    `${r.mode.padEnd(34)} ${fmt(r.image.p50)} ${fmt(r.image.p95)} ${fmt(r.image.p99)} ${r.image.rps.toFixed(0).padStart(7)}  | ${answered.padEnd(34)} ${s ? fmt(s.p50) : '      -'}  ${s ? fmt(s.p95) : '      -'}`,
  );
}
