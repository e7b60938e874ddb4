import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/api/src/db/client';
import { renderDemoImages } from '../../apps/api/src/db/seed/demo-images';
import { createDiskStorage } from '../../apps/api/src/platform/storage/disk-storage';

/**
 * A DATA_DIR made once per run for the journeys' own stores: an embedded database with every
 * migration run and nothing in it, and the demo images rendered. Rendering those images took
 * about 25 s of CPU in every store that started, while its journey ran beside it in the browser.
 * A store started from a copy (`cp -r` into its new DATA_DIR) still seeds its own catalogue; it
 * only finds the images already there.
 */
export async function makeStoreTemplate() {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-e2e-template-'));
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  await renderDemoImages(createDiskStorage(path.join(dir, 'media')));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
