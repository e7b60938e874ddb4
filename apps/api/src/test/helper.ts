import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type Config } from '../config/env';
import { openDatabase } from '../db/client';

/**
 * A fresh app on a fresh database for one test file: embedded PostgreSQL in memory by default,
 * or a new database on the server named by DATABASE_URL (CI runs the suite both ways).
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppDeps, 'logStream'> = {},
): Promise<FastifyInstance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-api-test-'));
  const base = loadConfig(
    { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SEED: 'none' },
    { inMemoryDatabase: true, admin: { username: 'admin', password: 'admin-test-password' } },
  );
  const config: Config = {
    ...base,
    // Test files share a busy machine, where hashes can take seconds: a sign-in waits for its
    // hash rather than answering 503 BUSY, unless a test asks for the bound (sign-in-busy.test.ts).
    passwordHashing: { ...base.passwordHashing, maxWaitMs: 120_000 },
    ...overrides,
  };
  const testDb = config.databaseUrl ? await createScratchDatabase(config.databaseUrl) : undefined;
  const database = await openDatabase({
    databaseUrl: testDb?.url,
    dataDir,
    inMemory: true,
  });
  // Drop the scratch database only after the app has closed its own connections.
  const closeDatabase = database.close;
  database.close = async () => {
    await closeDatabase();
    await testDb?.drop();
    // Image writes finishing as the app closes can briefly refill a folder: retry instead of failing.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  const app = await buildApp({ config, database, ...options });
  return app;
}

async function createScratchDatabase(serverUrl: string) {
  const name = `store_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
