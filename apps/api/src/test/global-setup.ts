import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedEmbeddedDataDir, openDatabase } from '#db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded data directory (a tar file) or PostgreSQL database to copy. */
    migratedTemplate: { kind: 'embedded'; tarFile: string } | { kind: 'postgres'; name: string };
  }
}

/**
 * Runs the migrations once for the whole API suite: every test file's database starts as a copy
 * of this one instead of a new cluster migrated from nothing, which took most of a small file's
 * time. Each test file still gets its own database; openDatabase still migrates it (a no-op on
 * an up-to-date copy), so a stale template could never hide a migration.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `store_test_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.close();
    project.provide('migratedTemplate', { kind: 'postgres', name });
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'store-api-template-'));
  const tarFile = path.join(dir, 'pgdata.tar');
  await writeFile(tarFile, Buffer.from(await (await migratedEmbeddedDataDir()).arrayBuffer()));
  project.provide('migratedTemplate', { kind: 'embedded', tarFile });
  return () => rm(dir, { recursive: true, force: true });
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
