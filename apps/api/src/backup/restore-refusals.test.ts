import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Config } from '#config/env';
import { createArchive } from './archive';
import { ENTRY, newManifest, type DatabaseKind, type Manifest } from './manifest';
import { restoreStore } from './restore';

let dir: string;
let config: Config;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'store-restore-refusals-'));
  config = loadConfig({ DATA_DIR: path.join(dir, 'store'), DATABASE_URL: '' });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let n = 0;
/** A backup file holding `manifest` and a database entry that is never reached. */
async function archiveOf(manifest: Manifest | string, database: DatabaseKind = 'embedded') {
  n += 1;
  const file = path.join(dir, `backup-${n}.tar.gz`);
  const archive = createArchive(file);
  const text = typeof manifest === 'string' ? manifest : JSON.stringify(manifest);
  await archive.add(ENTRY.manifest, Buffer.from(text));
  await archive.add(ENTRY.database[database], Buffer.from('not a database'));
  await archive.finish();
  return file;
}

const restoring = (file: string) => restoreStore(config, file);

describe('npm run restore refuses, before it changes anything', () => {
  it('a backup of a newer version of the store, naming both migration levels', async () => {
    const manifest = newManifest('embedded', null, 'in-archive');
    manifest.migration = { when: Date.UTC(2099, 0, 1), tag: '0099_from_the_future' };
    await expect(restoring(await archiveOf(manifest))).rejects.toThrow(
      /^This backup comes from a newer version of the store: its database is at migration 0099_from_the_future, and this code knows migrations up to \d{4}_\w+\. Update the store/,
    );
    expect(await readdir(dir)).not.toContain('store');
  });

  it('a backup of PostgreSQL into the embedded database, saying which setting to change', async () => {
    const file = await archiveOf(newManifest('postgres', null, 'in-archive'), 'postgres');
    await expect(restoring(file)).rejects.toThrow(
      'This backup is of a PostgreSQL server (DATABASE_URL), but this store is configured for the embedded database (DATA_DIR). Set DATABASE_URL to the PostgreSQL database to restore it into.',
    );
    expect(await readdir(dir)).not.toContain('store');
  });

  it('a file that is not a backup', async () => {
    await expect(restoring(await archiveOf('{"format":"zip"}'))).rejects.toThrow(
      'This file is not a backup of the store: its manifest is unreadable.',
    );
    await expect(restoring(path.join(dir, 'missing.tar.gz'))).rejects.toThrow(/does not exist\.$/);
    expect(await readdir(dir)).not.toContain('store');
  });
});
