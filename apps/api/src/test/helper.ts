import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '#app';
import { loadConfig, type Config } from '#config/env';
import { openDatabase, type Database } from '#db/client';

/**
 * A fresh app on a fresh database for one test file: embedded PostgreSQL in memory by default,
 * or a new database on the server named by DATABASE_URL (CI runs the suite both ways). Either
 * starts as a copy of the database the suite's global setup migrated once (global-setup.ts). Card
 * payments go through the built-in test provider, chosen here as a shop owner would choose it
 * (CARD_PROVIDER=test); `{ cards: { provider: 'none' } }` gives a store that takes no cards.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const [app] = await buildTestApps(1, overrides, options);
  if (!app) throw new Error('no app built');
  return app;
}

export interface TestAppOptions extends Pick<AppDeps, 'logStream'> {
  /**
   * The embedded database in the test's DATA_DIR (still a copy of the migrated one) instead of
   * memory, as a store keeps it: for what only a folder has (the backup's socket).
   */
  embeddedOnDisk?: boolean;
}

/**
 * `count` apps on one fresh database, as instances of the store behind a load balancer: on
 * PostgreSQL each opens its own pool at the same moment (so they migrate together, as instances
 * starting together do); on the embedded database they share the one in-process database.
 */
export async function buildTestApps(
  count: number,
  overrides: Partial<Config> = {},
  { embeddedOnDisk = false, ...options }: TestAppOptions = {},
): Promise<FastifyInstance[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-test-'));
  const base = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED: 'none',
      CARD_PROVIDER: 'test',
      // Hundreds of sign-ups and sign-ins, each a scrypt hash of about 0.7 s of CPU at the
      // shop's cost: the tests hash at 2^12 (same code, self-describing hashes); the password
      // tests and the busy pool's test use the shop's cost.
      PASSWORD_HASH_COST: '12',
    },
    {
      inMemoryDatabase: !embeddedOnDisk,
      admin: { username: 'admin', password: 'admin-test-password' },
    },
  );
  const config: Config = {
    ...base,
    // Test files share a busy machine, where hashes can take seconds: a sign-in waits for its
    // hash rather than answering 503 BUSY, unless a test asks for the bound (sign-in-busy.test.ts).
    passwordHashing: { ...base.passwordHashing, maxWaitMs: 120_000 },
    ...overrides,
  };
  const testDb = config.databaseUrl ? await createScratchDatabase(config.databaseUrl) : undefined;
  const embeddedCopyOf = testDb ? undefined : await migratedEmbeddedCopy();
  const open = () =>
    openDatabase({
      databaseUrl: testDb?.url,
      dataDir,
      inMemory: !embeddedOnDisk,
      embeddedCopyOf,
    });
  let databases: Database[];
  if (testDb) {
    databases = await Promise.all(Array.from({ length: count }, open));
  } else {
    const embedded = await open();
    databases = Array.from({ length: count }, () => embedded);
  }
  // Each app closes its own pool; the last to close drops the scratch database (only after every
  // connection to it has gone) and the data directory.
  let left = count;
  for (const database of new Set(databases)) {
    const closeDatabase = database.close;
    database.close = async () => {
      if (testDb) await closeDatabase();
      left -= 1;
      if (left > 0) return;
      if (!testDb) await closeDatabase();
      await testDb?.drop();
      // Image writes finishing as the app closes can briefly refill a folder: retry instead of failing.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    };
  }
  // Work done under an instance lease locks within the scratch database, as instances of one store
  // do, so test files running side by side on one server never wait for each other's leases.
  const appConfig: Config = testDb ? { ...config, databaseUrl: testDb.url } : config;
  return Promise.all(
    databases.map((database) => buildApp({ config: appConfig, database, ...options })),
  );
}

/** The migrated template, read once per test file (a file may build several apps). */
let embeddedTemplate: Promise<Blob> | undefined;
function migratedEmbeddedCopy(): Promise<Blob> {
  const template = inject('migratedTemplate');
  if (template.kind !== 'embedded') throw new Error('the suite was set up for PostgreSQL');
  embeddedTemplate ??= readFile(template.tarFile).then((bytes) => new Blob([bytes]));
  return embeddedTemplate;
}

/**
 * A new database on the server, a copy of the migrated template, or `empty` (nothing in it, as
 * `createdb` makes one); `drop` removes it once its connections have gone.
 */
export async function createScratchDatabase(serverUrl: string, { empty = false } = {}) {
  const name = `store_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = inject('migratedTemplate');
  if (template.kind !== 'postgres') throw new Error('the suite was set up for embedded PGlite');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${empty ? '' : ` TEMPLATE ${template.name}`}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        // Connections the pool just ended can take a moment to leave the server; forcing them
        // out would hit a client that is still closing, so wait for them first.
        for (let attempt = 0; attempt < 30; attempt += 1) {
          const ok = await client.query(`DROP DATABASE IF EXISTS ${name}`).then(
            () => true,
            (err: { code?: string }) => {
              if (err.code !== '55006') throw err; // 55006: still being accessed
              return false;
            },
          );
          if (ok) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
