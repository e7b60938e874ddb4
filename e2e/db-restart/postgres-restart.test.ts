import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, launchStore, waitForHealth } from '../support/store-server';
import { startScratchPostgres } from '../support/scratch-postgres';

/** What the load saw of one request: when it started, and its status or what went wrong. */
interface Answer {
  phase: Phase;
  url: string;
  status: number;
  code?: string;
  failure?: string;
  ms: number;
}
type Phase = 'before' | 'outage' | 'after';

const PATHS = [
  '/api/health',
  '/api/catalog/products?limit=12',
  '/api/catalog/products?gender=women&sort=price-asc&limit=24',
  '/api/catalog/nav',
  '/api/api/offers',
];

/**
 * PostgreSQL restarted under steady load, against the store as `npm start` runs it: the process
 * stays up, requests while the database is away get a 503 at once (never a hang or a dropped
 * connection), and every request after it is back succeeds, with no restart of the store.
 */
describe('a PostgreSQL restart under load', () => {
  let postgres: Awaited<ReturnType<typeof startScratchPostgres>>;
  let store: ChildProcess;
  let storeUrl: string;
  let dataDir: string;
  let log = '';

  beforeAll(async () => {
    postgres = await startScratchPostgres(await freePort());
    dataDir = await mkdtemp(path.join(tmpdir(), 'store-db-restart-data-'));
    const port = await freePort();
    storeUrl = `http://127.0.0.1:${port}`;
    store = launchStore(
      {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.url,
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD: 'restart-test-password',
      },
      ['ignore', 'pipe', 'pipe'],
    );
    store.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    store.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    await waitForHealth(storeUrl, store, { output: () => log });
  });

  afterAll(async () => {
    if (store && store.exitCode === null) {
      const exited = new Promise((r) => store.once('exit', r));
      store.kill('SIGTERM');
      await exited;
    }
    await postgres?.remove();
    if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
  });

  it('answers 503 while the database is away and serves every request once it is back', async () => {
    const answers: Answer[] = [];
    let phase: Phase = 'before';
    let running = true;
    const worker = async (offset: number) => {
      for (let i = offset; running; i += 1) {
        const url = PATHS[i % PATHS.length] as string;
        answers.push(await ask(url, phase));
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

    await pause(2000);
    phase = 'outage';
    await postgres.stop();
    await pause(2500);
    await postgres.start();
    phase = 'after';
    await pause(3000);
    running = false;
    await Promise.all(workers);

    const inPhase = (p: Phase) => answers.filter((a) => a.phase === p);
    console.log(
      'db-restart:',
      (['before', 'outage', 'after'] as const).map((p) => ({
        phase: p,
        requests: inPhase(p).length,
        unavailable: inPhase(p).filter((a) => a.status === 503).length,
        slowestMs: Math.max(0, ...inPhase(p).map((a) => a.ms)),
      })),
    );
    // The process is still the one that started, and never dropped or stalled a request.
    expect(store.exitCode).toBeNull();
    expect(answers.filter((a) => a.failure)).toEqual([]);
    expect(inPhase('before').length).toBeGreaterThan(20);
    expect(inPhase('before').filter((a) => a.status !== 200)).toEqual([]);
    // While away: either an answer the store had cached, or a 503 in the store's error format.
    const outage = inPhase('outage');
    expect(outage.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(outage.filter((a) => a.status === 503 && a.code !== 'DATABASE_UNAVAILABLE')).toEqual([]);
    expect(
      outage.filter((a) => a.url === '/api/health' && a.status === 503).length,
    ).toBeGreaterThan(0);
    expect(inPhase('after').length).toBeGreaterThan(20);
    expect(inPhase('after').filter((a) => a.status !== 200)).toEqual([]);
    expect(log).toContain('database connection lost');
  }, 90_000);

  /** One request with a deadline: a request that hangs or loses its connection is a failure. */
  async function ask(url: string, phase: Phase): Promise<Answer> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const res = await fetch(`${storeUrl}${url}`, { signal: AbortSignal.timeout(15_000) });
      const body = (await res.json()) as { code?: string };
      return {
        phase,
        url,
        status: res.status,
        ...(body.code ? { code: body.code } : {}),
        ms: ms(),
      };
    } catch (err) {
      return { phase, url, status: 0, failure: String(err), ms: ms() };
    }
  }
});
