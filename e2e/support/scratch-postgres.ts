import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);

const PG_ROOT = '/usr/lib/postgresql';

/** The bin directory of the newest PostgreSQL installed from Debian's packages, if any. */
function newestPostgres(): string | undefined {
  const versions = existsSync(PG_ROOT)
    ? readdirSync(PG_ROOT)
        .filter((v) => existsSync(path.join(PG_ROOT, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  return newest === undefined ? undefined : path.join(PG_ROOT, newest, 'bin');
}

/** Whether Debian's PostgreSQL server (what .ci/run installs) is here to start. */
export const hasPostgres = (): boolean => newestPostgres() !== undefined;

function postgresBin(): string {
  const bin = newestPostgres();
  if (!bin) throw new Error(`No PostgreSQL server under ${PG_ROOT} (apt-get install postgresql)`);
  return bin;
}

/**
 * A PostgreSQL server of a test's own, in a temporary directory, that it may stop and start at
 * will (the restart test, the cluster test). PostgreSQL refuses to run as root: as root, it runs
 * as the `postgres` user. Tests run it with `fsync=off`; a benchmark asks for `fsync: true`, the
 * default a shop runs with (a commit waits for its write-ahead log to reach the disk).
 */
export async function startScratchPostgres(
  port: number,
  { maxConnections = 100, fsync = false } = {},
) {
  const bin = postgresBin();
  const dir = await mkdtemp(path.join(tmpdir(), 'store-scratch-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  // Asynchronous, so the load this process puts on the store goes on while the server stops.
  const run = async (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
    await exec(file, argv, { timeout: 60_000 });
  };
  const data = path.join(dir, 'data');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${maxConnections}${fsync ? '' : ' -c fsync=off'}`;
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** A clean shutdown, as for maintenance: every session is ended first (57P01). */
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    /** Returns once the server accepts connections again. */
    start,
    async remove() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
