import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, chown, mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

/** Every process the cluster test started, so a failure anywhere still stops them all. */
const started = new Set<ChildProcess>();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no free port')),
      );
    });
  });
}

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

const PG_ROOT = '/usr/lib/postgresql';

function postgresBin(): string {
  const found = spawnSync('sh', ['-c', `ls -d ${PG_ROOT}/*/bin/initdb | sort -V | tail -n 1`], {
    encoding: 'utf8',
  }).stdout.trim();
  if (!found) throw new Error(`no PostgreSQL under ${PG_ROOT} (apt-get install postgresql)`);
  return path.dirname(found);
}

const asRoot = process.getuid?.() === 0;

/**
 * A PostgreSQL server of its own in `dir` on a free port, started as CI starts one (initdb and
 * pg_ctl, as the postgres user when root) and stopped at clean-up.
 */
export async function startPostgres(dir: string): Promise<{ url: string }> {
  const bin = postgresBin();
  await mkdir(dir, { recursive: true });
  const asPostgres = (command: string, args: string[]) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
    const result = spawnSync(cmd, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  };
  if (asRoot) {
    const id = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    await chown(dir, id, id);
  }
  asPostgres(`${bin}/initdb`, [
    '-D',
    `${dir}/data`,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
  ]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
  onCleanup(() => {
    spawnSync(asRoot ? 'runuser' : `${bin}/pg_ctl`, [
      ...(asRoot ? ['-u', 'postgres', '--', `${bin}/pg_ctl`] : []),
      '-D',
      `${dir}/data`,
      '-m',
      'immediate',
      'stop',
    ]);
  });
  asPostgres(`${bin}/pg_ctl`, [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    options,
    'start',
  ]);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres` };
}

/** Writes a config file and makes the folder usable by a server that drops root (nginx). */
export async function writeConfig(dir: string, name: string, text: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  if (asRoot) await chmod(dir, 0o777);
  const file = path.join(dir, name);
  await writeFile(file, text);
  return file;
}
