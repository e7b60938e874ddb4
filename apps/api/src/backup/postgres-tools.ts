import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';
import { LAST_MIGRATION_SQL } from '#db/client';
import { BackupError } from './manifest';

/**
 * Debian's PostgreSQL client programs: the newest installed major version's (pg_dump must be at
 * least the server's version), else whatever PATH finds.
 */
function tool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(`${root}/${v}/bin/${name}`))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return `${root}/${versions[0]}/bin/${name}`;
  }
  return name;
}

/** The address without its password (which would show in the process list), and the password. */
function connection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function run(name: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const { dbname, env } = connection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool(name), [...args, `--dbname=${dbname}`], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 8000) stderr += chunk.toString('utf8');
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${name} is not installed: apt-get install postgresql-client (or postgresql).`,
            )
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${name} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** pg_dump's custom format, from one snapshot of the database; compressed by the archive. */
export const dumpPostgres = (url: string, file: string) =>
  run('pg_dump', ['--format=custom', '--compress=0', `--file=${file}`], url);

/** All of the dump or nothing, owned by the role restoring it. */
export const restorePostgres = (url: string, file: string) =>
  run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
    url,
  );

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const lastMigrationOf = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ when: string | null }>(LAST_MIGRATION_SQL);
    return rows[0]?.when ? Number(rows[0].when) : null;
  });

/** How many tables the store's schemas hold: 0 for a database nothing was restored or run in. */
export const tablesIn = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')",
    );
    return Number(rows[0]?.n ?? 0);
  });

/** Empties the database for a forced restore: the store's schemas go, with all they hold. */
export const clearPostgres = (url: string) =>
  withClient(url, async (client) => {
    await client.query(
      'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public',
    );
  });
