import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { apiDir } from '#config/paths';
import * as schema from './schema';
import type { PGliteOptions } from '@electric-sql/pglite';

export type Schema = typeof schema;
/** One type for both drivers, so repositories never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Told once for each connection the server ended (a restart, a failover, an idle timeout): the
   * app logs it. The pool drops that connection and opens a new one when next needed, so the
   * store serves again as soon as the database is back.
   */
  onConnectionLost: (err: Error) => void;
  /**
   * An embedded database kept in a folder: a consistent copy of that folder, taken between two
   * queries while the store serves (the backup command asks the running store for it).
   */
  snapshot?: () => Promise<EmbeddedSnapshot>;
}

/** A copy of an embedded data directory (a tar) and the last migration applied to it. */
export interface EmbeddedSnapshot {
  tar: Blob;
  /** The `when` of the newest migration in the database (drizzle's journal), null if none. */
  migrationWhen: number | null;
}

/** The newest migration a database has applied, as drizzle's migrators record it. */
export const LAST_MIGRATION_SQL =
  'SELECT max(created_at)::text AS "when" FROM drizzle.__drizzle_migrations';

const migrationsFolder = path.join(apiDir, 'drizzle');

/**
 * `DATABASE_URL` wins; otherwise embedded PostgreSQL in `dataDir/pgdata` (or memory for tests).
 * `embeddedCopyOf` starts an in-memory database from a data directory `migratedEmbeddedDataDir`
 * made, which skips creating the cluster (the tests' way to a fresh database in well under a second).
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  inMemory?: boolean;
  embeddedCopyOf?: Blob | undefined;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl)
    : openEmbedded(opts.inMemory ? undefined : opts.dataDir, opts.embeddedCopyOf);
}

/** A new in-memory database, migrated, as a tar of its data directory for `embeddedCopyOf`. */
export async function migratedEmbeddedDataDir(): Promise<Blob> {
  const { client } = await startEmbedded(undefined, undefined);
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openEmbedded(
  dataDir: string | undefined,
  copyOf: Blob | undefined,
): Promise<Database> {
  const { client, db } = await startEmbedded(dataDir, copyOf);
  return {
    db: db as unknown as Db,
    kind: 'embedded',
    ping: async () => {
      await client.query('SELECT 1');
      return true;
    },
    close: () => client.close(),
    // An in-process database has no connection to lose.
    onConnectionLost: () => undefined,
    ...(dataDir ? { snapshot: () => snapshotOf(client) } : {}),
  };
}

type PGliteClient = Awaited<ReturnType<typeof openPglite>>;

/**
 * PGlite runs one query at a time and copies its folder between two of them, so the copy is the
 * database as of one instant: a transaction still open is not in it, as after a power cut. The
 * checkpoint first writes the changes out of the log, so the copy starts without replaying them.
 */
async function snapshotOf(client: PGliteClient): Promise<EmbeddedSnapshot> {
  await client.query('CHECKPOINT');
  const { rows } = await client.query<{ when: string | null }>(LAST_MIGRATION_SQL);
  const when = rows[0]?.when;
  return { tar: await client.dumpDataDir('none'), migrationWhen: when ? Number(when) : null };
}

/**
 * A copy of the embedded database in `dataDir` when no store has it open: opened without
 * migrating (a backup changes nothing), copied, closed.
 */
export async function snapshotEmbeddedFolder(dataDir: string): Promise<EmbeddedSnapshot> {
  const client = await openPglite(path.join(dataDir, 'pgdata'), undefined);
  try {
    return await snapshotOf(client);
  } finally {
    await client.close();
  }
}

/**
 * PGlite's compiled WebAssembly and its file bundle, made once per process: every database the
 * process opens after the first (each API test file, each journey's own store, a backup beside
 * the store) instantiates them instead of compiling 9 MB of WebAssembly and reading the bundle
 * again, about a quarter of an open's CPU.
 */
let artifacts: Promise<PgliteArtifacts> | undefined;
type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;
type PgliteArtifacts = {
  pgliteWasmModule: WasmModule;
  initdbWasmModule: WasmModule;
  fsBundle: Blob;
};
/** The global WebAssembly, whose value the Node types here do not declare. */
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }
).WebAssembly;

function pgliteArtifacts(): Promise<PgliteArtifacts> {
  artifacts ??= (async () => {
    const resolve = createRequire(import.meta.url).resolve;
    const read = (file: string) => readFile(resolve(`@electric-sql/pglite/${file}`));
    const [pglite, initdb, bundle] = await Promise.all([
      read('pglite.wasm'),
      read('initdb.wasm'),
      read('pglite.data'),
    ]);
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      wasm.compile(pglite),
      wasm.compile(initdb),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle]) };
  })();
  artifacts.catch(() => (artifacts = undefined));
  return artifacts;
}

async function openPglite(location: string, copyOf: Blob | undefined) {
  const [{ PGlite }, { pg_trgm }, compiled] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    pgliteArtifacts(),
  ]);
  return PGlite.create(location, {
    extensions: { pg_trgm },
    ...compiled,
    ...(copyOf ? { loadDataDir: copyOf } : {}),
  });
}

async function startEmbedded(dataDir: string | undefined, copyOf: Blob | undefined) {
  let location = 'memory://';
  if (dataDir) {
    location = path.join(dataDir, 'pgdata');
    await mkdir(location, { recursive: true });
  }
  // Each driver is loaded only by the stores that use it: a shorter start for both kinds.
  const [client, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    openPglite(location, copyOf),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const db = drizzlePglite({ client, schema });
  // On a copy this only confirms every migration is there (a few milliseconds).
  await migratePglite(db, { migrationsFolder });
  return { client, db };
}

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // A connection that cannot be made (or waited for) in 10 s fails its request with a 503
  // instead of holding it; keep-alive finds a server that vanished without closing the socket.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
  });
  const database: Database = {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await database.db.execute(sql`SELECT 1`);
      return true;
    },
    close: () => pool.end(),
    onConnectionLost: (err) => console.warn(`database connection lost: ${err.message}`),
  };
  // An 'error' event without a listener ends the process. Every client gets one as it connects,
  // in use or idle, and reports each lost connection once (pg emits a second 'error' as the
  // socket closes). The pool re-emits an idle client's error, already reported by the client.
  pool.on('connect', (client) => {
    let reported = false;
    client.on('error', (err) => {
      if (!reported) database.onConnectionLost(err);
      reported = true;
    });
  });
  pool.on('error', () => undefined);
  // Several instances may start together; the lock lets one migrate while the others wait.
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(727001)');
    await migratePg(drizzlePg({ client: lock, schema }), { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
    lock.release();
  }
  return database;
}
