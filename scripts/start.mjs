#!/usr/bin/env node
// `npm start`: build the web app and bundle the server when their sources changed since the last
// build, then run the server's bundle with plain Node (no TypeScript compiled at start). `--dev`
// runs the server from its TypeScript in watch mode (tsx) beside Vite's dev server instead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  bundleServer,
  newestMtime,
  serverBundle,
  serverBundleIsStale,
} from '../apps/api/scripts/bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');

function webIsStale() {
  // The browser's build and the server's render of the same pages (dist-server) go together;
  // a build from before the Arabic pages had their own entry (decision 93) is built again.
  const outputs = [
    'apps/web/dist/index.html',
    'apps/web/dist/ar.html',
    'apps/web/dist-server/entry-server.js',
  ];
  const built = outputs.map((o) => path.join(root, o));
  if (!built.every((b) => existsSync(b))) return true;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/domain/src',
  ];
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return built.some((b) => newestSource > statSync(b).mtimeMs);
}

function run(command, args, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return child;
}

if (dev) {
  const api = run('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { NODE_ENV: 'development' });
  const web = run('npm', ['run', 'dev', '-w', '@store/web']);
  const stop = (code) => {
    api.kill();
    web.kill();
    process.exit(code ?? 0);
  };
  api.on('exit', stop);
  web.on('exit', stop);
} else {
  if (webIsStale()) {
    console.log('Building the web app…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@store/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (serverBundleIsStale()) {
    console.log('Bundling the server…');
    await bundleServer();
  }
  // The server runs in this process, from the repository's root as before: a child process
  // would cost a second Node start. Stack traces in the log name the TypeScript files and lines
  // (the bundle's source map), as they did under tsx.
  process.chdir(root);
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(serverBundle).href);
}
