import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { apiDir, repoRoot } from '#config/paths';

/** What a backup archive holds, in this order: the manifest first, so a restore reads it first. */
export const ENTRY = {
  manifest: 'manifest.json',
  /** The embedded database's folder as PGlite copies it (a tar), or pg_dump's custom format. */
  database: { embedded: 'database/pgdata.tar', postgres: 'database/store.pgdump' },
  /** The generated token key (DATA_DIR/jwt-secret), when the store made one. */
  jwtSecret: 'jwt-secret',
  /** `media/<media key>`: each image file of the local media folder. */
  mediaPrefix: 'media/',
} as const;

export type DatabaseKind = keyof typeof ENTRY.database;

/** A command's refusal or failure, said to the person who ran it. */
export class BackupError extends Error {}

const manifestSchema = z.object({
  format: z.literal('souq-style-backup'),
  formatVersion: z.literal(1),
  storeVersion: z.string().max(50),
  database: z.enum(['embedded', 'postgres']),
  /** The newest migration the database had applied: its journal `when` and, if known, its tag. */
  migration: z.object({
    when: z.number().int().nullable(),
    tag: z.string().max(200).nullable(),
  }),
  createdAt: z.iso.datetime(),
  /** `s3`: the images live in the bucket and are not in the archive. */
  media: z.enum(['in-archive', 's3']),
});
export type Manifest = z.output<typeof manifestSchema>;

interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations this code knows, oldest first (drizzle's journal). */
function journal(): JournalEntry[] {
  const file = path.join(apiDir, 'drizzle', 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

function storeVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

export function newManifest(
  database: DatabaseKind,
  migrationWhen: number | null,
  media: Manifest['media'],
): Manifest {
  const tag = journal().find((e) => e.when === migrationWhen)?.tag ?? null;
  return {
    format: 'souq-style-backup',
    formatVersion: 1,
    storeVersion: storeVersion(),
    database,
    migration: { when: migrationWhen, tag },
    createdAt: new Date().toISOString(),
    media,
  };
}

export function parseManifest(bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    json = undefined;
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupError('This file is not a backup of the store: its manifest is unreadable.');
  return parsed.data;
}

const kindName = (kind: DatabaseKind) =>
  kind === 'embedded' ? 'the embedded database (DATA_DIR)' : 'a PostgreSQL server (DATABASE_URL)';

/**
 * Refuses an archive this code cannot bring back: one of the other kind of database, or one
 * whose database has migrations newer than this code knows (it would run on tables it does not
 * understand). An older archive is fine: the store applies the missing migrations at start.
 */
export function checkRestorable(manifest: Manifest, target: DatabaseKind): void {
  if (manifest.database !== target) {
    throw new BackupError(
      `This backup is of ${kindName(manifest.database)}, but this store is configured for ${kindName(target)}. ` +
        (manifest.database === 'embedded'
          ? 'Unset DATABASE_URL to restore it into DATA_DIR.'
          : 'Set DATABASE_URL to the PostgreSQL database to restore it into.'),
    );
  }
  const known = journal();
  const newest = known.at(-1);
  const when = manifest.migration.when;
  if (when !== null && newest && when > newest.when) {
    throw new BackupError(
      `This backup comes from a newer version of the store: its database is at migration ` +
        `${manifest.migration.tag ?? when}, and this code knows migrations up to ${newest.tag}. ` +
        'Update the store to the version that made the backup (or newer), then restore it.',
    );
  }
}
