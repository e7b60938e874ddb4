import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isMediaKey } from '#platform/media';

/**
 * The media keys of the local media folder (DATA_DIR/media): every stored image, found by its
 * path. Files a write left half done (`….tmp`) and anything else that is not a key are skipped.
 */
export async function mediaKeysIn(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter(isMediaKey)
    .sort();
}

/** `1 image`, `3 images`, as the commands say it. */
export const images = (count: number) => `${count} ${count === 1 ? 'image' : 'images'}`;
