// Slow-client benchmark (decision 26): 2,000 sockets from one address (127.0.0.2) each send a
// request's headers (POST /api/cart/addCartProduct, which has no rate limit before its body is
// read) and the first byte of its body, then nothing, and reopen when they are closed; meanwhile a shopper on another address (127.0.0.1) browses the catalogue with
// autocannon. Run twice on the real server (demo catalogue): with the per-address cap at its
// default and with it effectively off, to show what the cap holds back, on a server limited to
// 1,024 open files (prlimit). Reports the shopper's latencies and errors, and the server's open
// files (from /proc) while the attack runs.
// Usage: npm run bench:slow-clients [-- --sockets 2000 --seconds 15]
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { stalledRequest, statusOf } from '../apps/api/src/test/slow-sockets';
import { run as load, type Figures } from './load';
import { startServer, stopServer } from './server';

const { values } = parseArgs({
  options: {
    sockets: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '15' },
    // 1,024 is the usual default `ulimit -n`: 2,000 held sockets are past it, as 20,000 were
    // past the attacked store's limit.
    'open-files': { type: 'string', default: '1024' },
  },
});
const SOCKETS = Number(values.sockets);
const SECONDS = Number(values.seconds);
const OPEN_FILES = Number(values['open-files']);
const PORT = 18_196;
const base = `http://127.0.0.1:${PORT}`;
const SHOPPER_PATHS = [
  '/api/catalog/products?limit=24',
  '/api/catalog/products?limit=24&sort=price-asc',
  '/api/api/offers',
  '/api/health',
];

interface AttackFigures {
  opened: number;
  refused: number;
  /** Closed by the server without a 429: the body timeout's 408, or no answer (out of files). */
  timedOut: number;
  peakServerFiles: number;
}

/** Keeps `count` slow sockets from 127.0.0.2 open (or trying) until `stop` resolves. */
function attack(count: number, stop: Promise<void>): Promise<AttackFigures> {
  const figures: AttackFigures = { opened: 0, refused: 0, timedOut: 0, peakServerFiles: 0 };
  let stopped = false;
  const live = new Set<Socket>();
  void stop.then(() => {
    stopped = true;
    for (const s of live) s.destroy();
  });
  const slot = async (index: number) => {
    // Spread the first connections over a second, as a script opening 2,000 sockets would.
    await new Promise((r) => setTimeout(r, (index / count) * 1000));
    while (!stopped) {
      const stalled = await stalledRequest(PORT, { localAddress: '127.0.0.2' }).catch(() => null);
      if (!stalled) {
        await new Promise((r) => setTimeout(r, 200));
        continue;
      }
      figures.opened += 1;
      live.add(stalled.socket);
      const { answer } = await stalled.closed;
      live.delete(stalled.socket);
      if (stopped) break;
      const status = statusOf(answer);
      if (status === 429) figures.refused += 1;
      else figures.timedOut += 1;
      // A refused attacker tries again a second later: 1,900 refused sockets make about 1,900
      // new connections a second, which the server must still accept and answer.
      await new Promise((r) => setTimeout(r, 1000));
    }
  };
  return Promise.all(Array.from({ length: count }, (_, i) => slot(i))).then(() => figures);
}

async function openFiles(pid: number) {
  return (await readdir(`/proc/${pid}/fd`)).length;
}

async function scenario(name: string, env: Record<string, string>) {
  const work = await mkdtemp(path.join(tmpdir(), 'store-slow-bench-'));
  const server = await startServer(PORT, path.join(work, 'data'), { SEED: 'demo', ...env });
  try {
    const pid = server.pid as number;
    execFileSync('prlimit', [`--pid=${pid}`, `--nofile=${OPEN_FILES}:${OPEN_FILES}`]);
    const quiet = await load(base, { name: `${name}: no attack`, paths: SHOPPER_PATHS }, 4, 5);
    const filesBefore = await openFiles(pid);
    let end: () => void = () => undefined;
    const stop = new Promise<void>((r) => (end = r));
    const attacking = attack(SOCKETS, stop);
    await new Promise((r) => setTimeout(r, 2000));
    let peak = 0;
    const sampler = setInterval(() => {
      void openFiles(pid).then((n) => (peak = Math.max(peak, n)));
    }, 250);
    const during = await load(
      base,
      { name: `${name}: under attack`, paths: SHOPPER_PATHS },
      4,
      SECONDS,
    );
    clearInterval(sampler);
    end();
    const figures = await attacking;
    figures.peakServerFiles = peak;
    return { rows: [quiet, during], figures, filesBefore };
  } finally {
    await stopServer(server);
    await rm(work, { recursive: true, force: true });
  }
}

const results: { name: string; rows: Figures[]; figures: AttackFigures; filesBefore: number }[] =
  [];
for (const [name, env] of [
  ['cap 100 (default)', {}],
  ['cap off', { MAX_CONNECTIONS_PER_ADDRESS: '100000' }],
] as const) {
  results.push({ name, ...(await scenario(name, env)) });
}

console.log(
  `\n${SOCKETS} slow sockets from 127.0.0.2; shopper on 127.0.0.1, 4 connections; ` +
    `server limited to ${OPEN_FILES} open files\n`,
);
console.log('scenario                          p50 ms  p95 ms  p99 ms   req/s  non-2xx');
for (const r of results) {
  for (const row of r.rows) {
    const fmt = (n: number) => n.toFixed(1).padStart(7);
    console.log(
      `${row.name.padEnd(32)} ${fmt(row.p50)} ${fmt(row.p95)} ${fmt(row.p99)} ${row.rps.toFixed(0).padStart(7)}  ${row.non2xx}`,
    );
  }
}
console.log(
  '\nscenario            server files before  peak under attack  attacker opened  refused  closed otherwise',
);
for (const r of results) {
  const f = r.figures;
  console.log(
    `${r.name.padEnd(20)} ${String(r.filesBefore).padStart(19)} ${String(f.peakServerFiles).padStart(18)} ${String(f.opened).padStart(16)} ${String(f.refused).padStart(8)} ${String(f.timedOut).padStart(23)}`,
  );
}
