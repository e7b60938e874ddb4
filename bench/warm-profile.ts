// A CPU profile of the store on one warm catalogue call (decision 44): the store as npm start runs
// it, with Node's --cpu-prof, loaded by plain autocannon (its own process, default settings but
// the duration) without and then with `Accept-Encoding: br, gzip`; then stopped with SIGINT so
// Node writes the profile. Prints the request rates and the top entries by self time.
// Usage: npm run build && npx tsx bench/warm-profile.ts [-- --duration 15 --url /api/catalog/...]
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { waitForHealth } from '../e2e/support/store-server';
import { makeStoreTemplate } from '../e2e/support/store-template';
import { defaultsOnly } from './warm-generator';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    url: { type: 'string', default: '/api/catalog/products?gender=women' },
    top: { type: 'string', default: '15' },
    // Another build's server bundle (made by apps/api/scripts/bundle.mjs, copied into
    // apps/api/dist) to profile instead of `npm start`'s: the "before" of a change.
    bundle: { type: 'string' },
  },
});
const PORT = 18_211;
const base = `http://127.0.0.1:${PORT}`;
const run = promisify(execFile);
const autocannonBin = path.resolve(import.meta.dirname, '../node_modules/.bin/autocannon');

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: Node[];
  samples: number[];
  /** Microseconds on the monotonic clock, which `process.hrtime` reads too. */
  startTime: number;
  timeDeltas: number[];
}

/** The load phases, in microseconds of the monotonic clock, so start-up stays out. */
const phases: Array<{ name: string; from: number; to: number }> = [];
const micros = () => Number(process.hrtime.bigint() / 1000n);

// The demo images rendered beforehand, so their half-minute of CPU stays out of the profile.
const { dir: dataDir } = await makeStoreTemplate();
const profileDir = await mkdtemp(path.join(tmpdir(), 'store-profile-'));
// As e2e/support/store-server.ts launches it (`npm start`'s script runs the bundle in its own
// process), with the profiler's flags, which NODE_OPTIONS may not carry.
const store = spawn(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, values.bundle ?? 'scripts/start.mjs'],
  {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...defaultsOnly(process.env),
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'bench-password',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
try {
  await waitForHealth(base, store);
  for (const headers of [[], ['-H', 'accept-encoding=br, gzip']]) {
    await fetch(`${base}${values.url}`, { headers: { 'accept-encoding': 'br, gzip' } });
    const name = headers.length ? 'br' : 'none';
    const from = micros();
    const { stdout } = await run(autocannonBin, [
      '-j',
      '-d',
      values.duration,
      ...headers,
      `${base}${values.url}`,
    ]);
    phases.push({ name, from, to: micros() });
    const result = JSON.parse(stdout) as { requests: { average: number }; non2xx: number };
    console.log(`${name}: ${result.requests.average.toFixed(0)} req/s, non-2xx ${result.non2xx}`);
  }
} finally {
  const exited = new Promise((r) => store.once('exit', r));
  store.kill('SIGINT');
  await exited;
  await rm(dataDir, { recursive: true, force: true });
}

const files = await Promise.all(
  (await readdir(profileDir)).map(async (f) => {
    const file = path.join(profileDir, f);
    return { file, size: (await stat(file)).size };
  }),
);
const largest = files.sort((a, b) => b.size - a.size)[0];
if (!largest) throw new Error('no profile written');
const profile = JSON.parse(await readFile(largest.file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
for (const phase of phases) {
  const self = new Map<string, number>();
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < phase.from || at > phase.to) return;
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') return;
    busy += 1;
    const where = frame.url ? ` ${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'}${where}`;
    self.set(name, (self.get(name) ?? 0) + 1);
  });
  console.log(`\n${phase.name}: top self time, share of ${busy} busy samples`);
  for (const [name, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
    console.log(`${((100 * n) / busy).toFixed(1).padStart(5)} %  ${name}`);
  }
}
await rm(profileDir, { recursive: true, force: true });
