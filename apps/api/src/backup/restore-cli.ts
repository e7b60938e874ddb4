// `npm run restore -- FILE [--force]`: brings the configured store (DATA_DIR, or DATABASE_URL
// and its media) back from a backup `npm run backup` wrote. It refuses an archive of the other
// kind of database or of a newer version of the store, a running store, and a store that holds
// anything unless --force says to replace it.
import path from 'node:path';
import { loadConfig } from '#config/env';
import { runCommand } from './cli';
import { images } from './media-files';
import { BackupError } from './manifest';
import { restoreStore } from './restore';

const usage = `Usage: npm run restore -- FILE [--force]
Restores the store from FILE; --force replaces a store that already holds data.`;

runCommand(usage, async () => {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('-'));
  if (!file) throw new BackupError(usage);
  // `npm run restore FILE --force` hands --force to npm itself, which passes it on this way.
  const force = args.includes('--force') || process.env.npm_config_force === 'true';
  // npm runs the script from the repository's root; the name is the caller's, from where they are.
  const from = process.env.INIT_CWD ?? process.cwd();
  const done = await restoreStore(loadConfig(), path.resolve(from, file), { force });
  const { manifest } = done;
  return (
    `restored the ${manifest.database} database of ${manifest.createdAt} ` +
    `(store ${manifest.storeVersion}, migration ${manifest.migration.tag ?? 'none'}) and ${images(done.mediaFiles)}`
  );
});
