// Bundles the server's own TypeScript (apps/api/src and the workspace's @store/domain) into one
// JavaScript file, dist/server.js, which `npm start` runs with plain Node: no TypeScript is
// compiled while the store starts. Every npm package stays outside the bundle and loads from
// node_modules as usual (PGlite's WebAssembly, sharp's native code, ...).
// Usage: node apps/api/scripts/bundle.mjs (also part of `npm run build`).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBundle = path.join(apiDir, 'dist', 'server.js');

/** What the bundle is made from: when any of it is newer than the bundle, bundle again. */
const sources = [
  path.join(apiDir, 'src'),
  path.join(apiDir, '..', '..', 'packages', 'domain', 'src'),
  fileURLToPath(import.meta.url),
];

/** The newest modification time of a file or of anything under a directory, skipping builds. */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-server') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function serverBundleIsStale() {
  if (!existsSync(serverBundle)) return true;
  const built = statSync(serverBundle).mtimeMs;
  return sources.some((s) => newestMtime(s) > built);
}

export async function bundleServer() {
  // Loaded only when there is something to bundle: `npm start` on a fresh bundle never needs it.
  const { build, stop } = await import('esbuild');
  await build({
    entryPoints: [path.join(apiDir, 'src', 'server.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // npm packages load from node_modules at run time, as they do under tsx.
    packages: 'external',
    plugins: [
      {
        // Workspace packages are TypeScript sources (`@store/domain` exports src/index.ts), which
        // Node cannot load: bundle them in, found where Node would find them.
        name: 'workspace-packages',
        setup(b) {
          b.onResolve({ filter: /^@store\// }, (args) => ({
            path: fileURLToPath(import.meta.resolve(args.path)),
          }));
        },
      },
    ],
    // The log's error `type` is the error class's name: keep names esbuild would rename when two
    // modules use the same one.
    keepNames: true,
    // dist/server.js.map, next to it: `node --enable-source-maps apps/api/dist/server.js` shows
    // stack traces in the TypeScript files (the sources are in the repository, not in the map).
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
  // esbuild's helper process would otherwise idle beside the server for as long as it runs.
  await stop();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await bundleServer();
  const ms = Math.round(performance.now() - started);
  console.log(`${path.relative(process.cwd(), serverBundle)} bundled in ${ms} ms`);
}
