import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { journeyStoreEnv } from './store-env';
import { copyStoreData } from './store-template';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export { E2E_ADMIN, journeyStoreEnv } from './store-env';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The store as `npm start` runs it (scripts/start.mjs: the server's bundle, made again first if
 * the server's sources changed), with `env` as its whole environment. The browser journeys and
 * the benchmarks both start it this way, so they exercise the process a shop owner runs.
 */
export function launchStore(
  env: NodeJS.ProcessEnv,
  stdio: StdioOptions = ['ignore', 'ignore', 'inherit'],
): ChildProcess {
  return spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, stdio });
}

/** Resolves once the store at `url` answers /api/health; rejects if it exits or takes 90 s. */
export async function waitForHealth(
  url: string,
  child: ChildProcess,
  { output = () => '', everyMs = 200 }: { output?: () => string; everyMs?: number } = {},
) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The store exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`The store did not become healthy in time:\n${output()}`);
}

/**
 * The real store, started by `launchStore`, on a free port with a data directory of its own: new
 * and empty, or a copy of `templateDir` (store-template.ts), seeded and with its images drawn.
 */
export async function startStore(
  extraEnv: Record<string, string> = {},
  { templateDir }: { templateDir?: string } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-e2e-'));
  if (templateDir) await copyStoreData(templateDir, dataDir);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = launchStore(
    journeyStoreEnv({ PORT: String(port), DATA_DIR: dataDir, ...extraEnv }),
    ['ignore', 'pipe', 'pipe'],
  );
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  // A store left running after a failed start would keep the test run from ever exiting.
  await waitForHealth(url, child, { output: () => log }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return {
    url,
    dataDir,
    /** Resolves once the server's log has said `text` (it needs LOG_LEVEL info for most lines). */
    async waitForLog(text: string, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (!log.includes(text)) {
        if (child.exitCode !== null) throw new Error(`The store exited early:\n${log}`);
        if (Date.now() > deadline) throw new Error(`The store never logged "${text}"`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    stop,
  };
}
