import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertMediaKey } from '../media';
import type { MediaStorage } from './media-storage';

function isMissing(err: unknown): boolean {
  return (err as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Media in a folder (DATA_DIR/media), served by the app under /media. */
export function createDiskStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertMediaKey(key);
    const file = path.resolve(base, key);
    // The key grammar already rules out escapes; this is the second lock on the same door.
    if (!file.startsWith(base + path.sep)) throw new Error(`Media key escapes the folder: ${key}`);
    return file;
  };

  return {
    kind: 'disk',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file, a crash never leaves one behind.
      const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(partial, body);
        await rename(partial, file);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async delete(keys) {
      const files = keys.map(fileOf);
      await Promise.all(files.map((file) => rm(file, { force: true })));
    },
  };
}
