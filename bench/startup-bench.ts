// Start-up benchmark: time from launching the store as `npm start` does (scripts/start.mjs, which
// runs the server's bundle) to a healthy /api/health, first on an empty DATA_DIR (migrations, demo
// seed) and then on restart. The web app and the server bundle are built first, untimed.
// Usage: npx tsx bench/startup-bench.ts [--runs 3]
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchStore, waitForHealth } from '../e2e/support/store-server';
import { root, stopServer } from './server';

const PORT = 18_080;

async function timeToHealthy(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = launchStore(
    {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'bench-password',
    },
    'ignore',
  );
  try {
    await waitForHealth(`http://127.0.0.1:${PORT}`, child, { everyMs: 50 });
    return performance.now() - started;
  } finally {
    await stopServer(child);
  }
}

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
// Built now, so that no timed start builds: each one only checks that the builds are current.
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
if (build.status !== 0) throw new Error('npm run build failed');
const rows: { first: number; restart: number }[] = [];
for (let i = 0; i < runs; i++) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-bench-start-'));
  const first = await timeToHealthy(dataDir);
  const restart = await timeToHealthy(dataDir);
  rows.push({ first, restart });
  await rm(dataDir, { recursive: true, force: true });
}
const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
for (const [i, r] of rows.entries())
  console.log(`run ${i + 1}: empty DATA_DIR ${fmt(r.first)}, restart ${fmt(r.restart)}`);
console.log(
  `median: empty DATA_DIR ${fmt(median(rows.map((r) => r.first)))}, restart ${fmt(median(rows.map((r) => r.restart)))}`,
);
