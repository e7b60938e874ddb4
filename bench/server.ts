// The real server as a child process and a seeded DATA_DIR reused between runs, for benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { launchStore, waitForHealth } from '../e2e/support/store-server';
import type { Figures } from './load';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_ADMIN = { username: 'admin', password: 'bench-password' } as const;

/**
 * Runs `npm run seed:bench -- <args>` into `dataDir` once and leaves a marker named by `label`,
 * so later runs reuse the data. Returns what the marker says (how long seeding took).
 */
export async function seedOnce(
  dataDir: string,
  label: string,
  args: string[],
  { script = 'seed:bench', env = {} }: { script?: string; env?: Record<string, string> } = {},
): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const marker = path.join(dataDir, `bench-seeded-${label}.txt`);
  if (existsSync(marker)) {
    const note = (await readFile(marker, 'utf8')).trim();
    console.log(`Reusing ${dataDir} (${note})`);
    return note;
  }
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', script, '--', ...args], {
      cwd: root,
      env: { ...process.env, ...env, DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error('seeding failed'))));
  });
  const note = `seeded ${label} in ${((performance.now() - started) / 1000).toFixed(0)} s`;
  await writeFile(marker, `${note}\n`);
  console.log(note);
  return note;
}

/** The store on `port` over `dataDir`, resolved once /api/health answers. */
export async function startServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = launchStore({
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED: 'none',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...env,
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child, { everyMs: 100 });
  } catch (err) {
    // A store still building or starting would stay on the port and answer the next run.
    child.kill('SIGTERM');
    throw err;
  }
  return child;
}

/** Signs in as the bench's admin: the headers every back-office call of a bench sends. */
export async function adminHeaders(base: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!res.ok) throw new Error(`admin sign-in answered ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

export async function stopServer(child: ChildProcess) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** First request of each path, one at a time: the slowest is what a cold cache or plan costs. */
export async function warm(
  base: string,
  paths: string[],
  headers: Record<string, string> = {},
): Promise<number> {
  let slowest = 0;
  for (const p of paths) {
    const started = performance.now();
    const res = await fetch(`${base}${p}`, { headers });
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    await res.arrayBuffer();
    slowest = Math.max(slowest, performance.now() - started);
  }
  return slowest;
}

/** One figure row as the READMEs print them. */
export function printRows(rows: Figures[]) {
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  console.log('scenario                       p50 ms  p95 ms  p99 ms   req/s  cold ms  non-2xx');
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(28)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)} ${r.rps.toFixed(0).padStart(7)} ${r.coldMs === undefined ? '      -' : fmt(r.coldMs)}  ${r.non2xx}`,
    );
  }
}

/** The database `name` on the PostgreSQL server at `serverUrl`, created on first use. */
export async function benchDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
