import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startScratchPostgres } from '../support/scratch-postgres';
import { freePort } from '../support/store-server';

export { freePort };

/** Every process the cluster test started, so a failure anywhere still stops them all. */
const started = new Set<ChildProcess>();

export interface Running {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr), for failures and log checks. */
  output(): string;
}

/** Starts a long-running process and remembers it for `stopAll`. */
export function launch(
  command: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Running {
  let out = '';
  const child = spawn(command, args, {
    cwd: opts.cwd,
    env: opts.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  const keep = (chunk: Buffer) => {
    out += chunk.toString();
    // The log is read for a few lines: keep the last few megabytes.
    if (out.length > 8_000_000) out = out.slice(-4_000_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => out };
}

/** Stops one process (SIGTERM, then SIGKILL after `graceMs`) and waits for it to exit. */
export async function stop(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

const cleanups: Array<() => Promise<void> | void> = [];

/** Work for `stopAll` after the processes have stopped (a daemon to stop, a folder to remove). */
export function onCleanup(step: () => Promise<void> | void): void {
  cleanups.unshift(step);
}

/** Stops every process still running and runs the clean-up steps, whatever happened. */
export async function stopAll(): Promise<void> {
  await Promise.all([...started].map((child) => stop(child)));
  for (const step of cleanups.splice(0)) {
    await Promise.resolve()
      .then(step)
      .catch((err: unknown) => console.error('clean-up step failed:', err));
  }
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  { timeoutMs = 60_000, everyMs = 200 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A PostgreSQL server of its own on a free port, stopped and removed at clean-up. */
export async function startPostgres(): Promise<{ url: string }> {
  const server = await startScratchPostgres(await freePort(), { maxConnections: 200 });
  onCleanup(() => server.remove());
  return { url: server.url };
}

/** Writes a config file and makes the folder usable by a server that drops root (nginx). */
export async function writeConfig(dir: string, name: string, text: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  if (process.getuid?.() === 0) await chmod(dir, 0o777);
  const file = path.join(dir, name);
  await writeFile(file, text);
  return file;
}
