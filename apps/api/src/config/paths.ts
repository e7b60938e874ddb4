import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The nearest directory at or above `from` that holds a package.json. From the TypeScript sources
 * (`apps/api/src/config/`, run by tsx in tests and `npm run dev`) and from the bundle `npm start`
 * runs (`apps/api/dist/`) that is the same directory: apps/api.
 */
function packageDirAbove(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

/**
 * Files the server reads at run time (migrations, the API docs page, the built web app) are found
 * from these, never from the reading module's own place, which the bundle moves.
 */
export const apiDir = packageDirAbove(import.meta.dirname);
export const repoRoot = path.resolve(apiDir, '../..');
