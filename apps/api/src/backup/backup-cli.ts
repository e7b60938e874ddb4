// `npm run backup [FILE | FOLDER]`: writes a backup of the whole store (its database and local
// images) as one .tar.gz, while the store keeps serving (docs/decisions/0078). Without a name it
// goes to DATA_DIR/backups/store-<UTC time>.tar.gz. Settings as the store's: DATA_DIR,
// DATABASE_URL, S3_BUCKET.
import path from 'node:path';
import { loadConfig } from '#config/env';
import { backupStore } from './backup';
import { megabytes, runCommand } from './cli';
import { images } from './media-files';

const usage = `Usage: npm run backup [-- FILE | FOLDER]
Writes the store's database and local images to one .tar.gz (default: DATA_DIR/backups/).`;

runCommand(usage, async () => {
  const given = process.argv.slice(2).find((a) => !a.startsWith('-'));
  // npm runs the script from the repository's root; a name is the caller's, from where they are.
  const target = given && path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const done = await backupStore(loadConfig(), target);
  const media = done.mediaFiles === null ? 'images in S3, not copied' : images(done.mediaFiles);
  return `backup written to ${done.file}: ${megabytes(done.bytes)}, the ${done.database} database and ${media}`;
});
