import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under a folder, at any depth (none when the folder does not exist). */
export async function filesUnder(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}
