import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '#config/env';
import { snapshotEmbeddedFolder } from '#db/client';
import { createArchive } from './archive';
import { BackupError, ENTRY, newManifest, type DatabaseKind } from './manifest';
import { mediaKeysIn } from './media-files';
import { dumpPostgres, lastMigrationOf } from './postgres-tools';
import { snapshotFromStore, type SnapshotFile } from './store-socket';

export interface BackupResult {
  file: string;
  bytes: number;
  database: DatabaseKind;
  /** Images copied from the local media folder; null when the media live in S3. */
  mediaFiles: number | null;
}

export const databaseKindOf = (config: Config): DatabaseKind =>
  config.databaseUrl ? 'postgres' : 'embedded';

/** `DATA_DIR/backups/store-<UTC time>.tar.gz`, or that name inside a folder given instead. */
async function targetFile(config: Config, given: string | undefined): Promise<string> {
  const name = `store-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  const target = path.resolve(given ?? path.join(config.dataDir, 'backups'));
  const isFolder = given === undefined || (await stat(target).catch(() => null))?.isDirectory();
  const file = isFolder ? path.join(target, name) : target;
  await mkdir(path.dirname(file), { recursive: true });
  return file;
}

/**
 * The embedded database as one instant of it, in a file of `scratch` or of DATA_DIR/tmp: from the
 * running store when one serves DATA_DIR, otherwise from the folder itself, which only a stopped
 * store leaves to another process.
 */
async function embeddedSnapshot(dataDir: string, scratch: string): Promise<SnapshotFile> {
  const fromStore = await snapshotFromStore(dataDir);
  if (fromStore) return fromStore;
  const pgdata = path.join(dataDir, 'pgdata');
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${pgdata}: nothing to back up.`);
  }
  if (existsSync(path.join(pgdata, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${pgdata} is open, but no store answers on DATA_DIR's backup ` +
        'socket. If a store is running there, it predates the backup command: restart it and ' +
        'run the backup again. If none is running, the last one stopped without closing the ' +
        'database: start the store once and stop it, then back up.',
    );
  }
  const { tar, migrationWhen } = await snapshotEmbeddedFolder(dataDir);
  const file = path.join(scratch, 'pgdata.tar');
  await writeFile(file, Buffer.from(await tar.arrayBuffer()), { mode: 0o600 });
  return { file, migrationWhen };
}

/**
 * Writes a backup of the whole store: the database first (one consistent instant of it), then the
 * generated token key and every image of the local media folder. Images uploaded while it runs
 * may be in it without the database knowing them, which does no harm (decision 0078).
 */
export async function backupStore(config: Config, given?: string): Promise<BackupResult> {
  const kind = databaseKindOf(config);
  const file = await targetFile(config, given);
  const work = path.join(config.dataDir, 'tmp');
  await mkdir(work, { recursive: true });
  const scratch = await mkdtemp(path.join(work, 'backup-'));
  const archive = createArchive(file);
  try {
    let database: SnapshotFile;
    if (config.databaseUrl) {
      const dump = path.join(scratch, 'store.pgdump');
      const migrationWhen = await lastMigrationOf(config.databaseUrl);
      await dumpPostgres(config.databaseUrl, dump);
      database = { file: dump, migrationWhen };
    } else {
      database = await embeddedSnapshot(config.dataDir, scratch);
    }
    try {
      const localMedia = config.media.s3 ? undefined : config.media.dir;
      const manifest = newManifest(kind, database.migrationWhen, localMedia ? 'in-archive' : 's3');
      await archive.add(ENTRY.manifest, Buffer.from(JSON.stringify(manifest, null, 2)));
      await archive.addFile(ENTRY.database[kind], database.file);
    } finally {
      await rm(database.file, { force: true });
    }
    const secret = await readFile(path.join(config.dataDir, 'jwt-secret')).catch(() => null);
    if (secret) await archive.add(ENTRY.jwtSecret, secret);
    let mediaFiles: number | null = null;
    const localMedia = config.media.s3 ? undefined : config.media.dir;
    if (localMedia) {
      mediaFiles = 0;
      for (const key of await mediaKeysIn(localMedia)) {
        // An image removed since the listing is simply not in the backup.
        const body = await readFile(path.join(localMedia, key)).catch(() => null);
        if (!body) continue;
        await archive.add(`${ENTRY.mediaPrefix}${key}`, body);
        mediaFiles += 1;
      }
    }
    const bytes = await archive.finish();
    return { file, bytes, database: kind, mediaFiles };
  } catch (err) {
    await archive.abort();
    throw err;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
