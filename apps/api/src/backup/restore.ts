import { existsSync, openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '#config/env';
import { openDatabase } from '#db/client';
import { isMediaKey } from '#platform/media';
import { createMediaStorage } from '#platform/storage/storage-plugin';
import { readAll, readArchive, saveTo } from './archive';
import { databaseKindOf } from './backup';
import {
  BackupError,
  checkRestorable,
  ENTRY,
  parseManifest,
  type DatabaseKind,
  type Manifest,
} from './manifest';
import { images, mediaKeysIn } from './media-files';
import { clearPostgres, restorePostgres, tablesIn } from './postgres-tools';
import { storeIsServing } from './store-socket';

export interface RestoreResult {
  manifest: Manifest;
  mediaFiles: number;
}

/** An image is at most a few megabytes; a bigger entry is not one of ours. */
const MEDIA_ENTRY_MAX_BYTES = 64 * 1024 * 1024;

/** What the configured store already holds, said for the refusal; empty when there is nothing. */
async function whatIsThere(config: Config, kind: DatabaseKind): Promise<string[]> {
  const found: string[] = [];
  const pgdata = path.join(config.dataDir, 'pgdata');
  if (kind === 'embedded' && existsSync(path.join(pgdata, 'PG_VERSION'))) {
    found.push(`an embedded database in ${pgdata}`);
  }
  if (config.databaseUrl) {
    const tables = await tablesIn(config.databaseUrl);
    if (tables > 0) found.push(`${tables} tables in the database DATABASE_URL names`);
  }
  if (!config.media.s3) {
    const count = (await mediaKeysIn(config.media.dir)).length;
    if (count > 0) found.push(`${images(count)} in ${config.media.dir}`);
  }
  return found;
}

/** Empties the store for a forced restore: its database and its local images. */
async function clearStore(config: Config): Promise<void> {
  if (config.databaseUrl) await clearPostgres(config.databaseUrl);
  else await rm(path.join(config.dataDir, 'pgdata'), { recursive: true, force: true });
  if (!config.media.s3) await rm(config.media.dir, { recursive: true, force: true });
}

async function restoreDatabase(config: Config, dump: string): Promise<void> {
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, dump);
    return;
  }
  // PGlite unpacks the copy into the empty folder and starts on it; the migrations this code has
  // beyond the backup's are applied, as the store would at start.
  const database = await openDatabase({
    dataDir: config.dataDir,
    embeddedCopyOf: await openAsBlob(dump),
  });
  await database.close();
}

/**
 * Brings the configured store (DATA_DIR, or DATABASE_URL and the media) back from a backup. It
 * reads the manifest and refuses, before it changes anything, an archive of the other kind of
 * database, one newer than this code, a store that is running, or one that holds data unless
 * `force` says to replace it.
 */
export async function restoreStore(
  config: Config,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const kind = databaseKindOf(config);
  const entries = readArchive(file);
  try {
    const first = await entries.next();
    if (first.done || first.value.header.name !== ENTRY.manifest) {
      throw new BackupError(`${file} is not a backup of the store: it has no manifest.`);
    }
    const manifest = parseManifest(await readAll(first.value));
    checkRestorable(manifest, kind);
    if (kind === 'embedded' && (await storeIsServing(config.dataDir))) {
      throw new BackupError(`A store is running on ${config.dataDir}: stop it, then restore.`);
    }
    const there = await whatIsThere(config, kind);
    if (there.length > 0 && !force) {
      throw new BackupError(
        `This store is not empty (${there.join('; ')}). Nothing was changed. ` +
          'To replace all of it with the backup, run the restore again with --force.',
      );
    }
    if (force) await clearStore(config);

    const work = path.join(config.dataDir, 'tmp');
    await mkdir(work, { recursive: true });
    const scratch = await mkdtemp(path.join(work, 'restore-'));
    try {
      return await restoreEntries(config, kind, manifest, entries, scratch);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  } finally {
    await entries.return(undefined);
  }
}

async function restoreEntries(
  config: Config,
  kind: DatabaseKind,
  manifest: Manifest,
  entries: ReturnType<typeof readArchive>,
  scratch: string,
): Promise<RestoreResult> {
  const storage = await createMediaStorage(config.media);
  let databaseRestored = false;
  let mediaFiles = 0;
  for await (const entry of entries) {
    const name = entry.header.name;
    if (name === ENTRY.database[kind]) {
      const dump = path.join(scratch, 'database');
      await saveTo(entry, dump);
      await restoreDatabase(config, dump);
      databaseRestored = true;
    } else if (name === ENTRY.jwtSecret) {
      await mkdir(config.dataDir, { recursive: true });
      await writeFile(path.join(config.dataDir, 'jwt-secret'), await readAll(entry, 4096), {
        mode: 0o600,
      });
    } else if (name.startsWith(ENTRY.mediaPrefix)) {
      const key = name.slice(ENTRY.mediaPrefix.length);
      if (!isMediaKey(key))
        throw new BackupError(`The backup holds a file that is not an image: ${name}`);
      await storage.put(key, await readAll(entry, MEDIA_ENTRY_MAX_BYTES), 'image/webp');
      mediaFiles += 1;
    }
  }
  if (!databaseRestored) throw new BackupError('The backup holds no database.');
  return { manifest, mediaFiles };
}
