import { cp, link, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openStoreApp } from './store-app';

/**
 * A DATA_DIR made once per run for every journey store: the store's own first start (migrations,
 * the demo catalogue, the admin and the demo shopper, every demo image rendered), then closed.
 * Each store of the run starts from a copy of it (`copyStoreData`) and finds everything there, as
 * a store does on its second start. Seeding cost about 2 s a store and rendering the images about
 * 25 s of CPU, in each of the 30 journey stores, beside the journeys running in the browser.
 */
export async function makeStoreTemplate() {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-e2e-template-'));
  try {
    const { app, mediaReady } = await openStoreApp(dir);
    await mediaReady;
    await app.close();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A copy of the template into a store's new DATA_DIR, but for its signing key. The database is copied (the store writes
 * into its files); the media are hard links, since the store only ever adds, replaces (write to a
 * temporary file, then rename) or removes a file, never writes into one, so the stores never see
 * each other's changes. Linking 1,188 images instead of copying them saves a second or more a store.
 */
export async function copyStoreData(templateDir: string, dataDir: string): Promise<void> {
  // Each store makes its own token signing key, as a new shop's first start does.
  const entries = (await readdir(templateDir)).filter((entry) => entry !== 'jwt-secret');
  await Promise.all(
    entries.map((entry) =>
      entry === 'media'
        ? linkTree(path.join(templateDir, entry), path.join(dataDir, entry))
        : cp(path.join(templateDir, entry), path.join(dataDir, entry), { recursive: true }),
    ),
  );
}

async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? linkTree(path.join(from, entry.name), path.join(to, entry.name))
        : link(path.join(from, entry.name), path.join(to, entry.name)),
    ),
  );
}
