// Every benchmark in one go (`npm run bench`), each printing its figures and ratios in turn.
// Builds the web app when it is missing. The checkout bench needs PostgreSQL: with no
// DATABASE_URL a throwaway server is started from Debian's postgresql package, as CI does.
// The 1,000,000-row benches (orders, customers) seed once into var/bench/ and reuse it.
// Usage: npm run bench [-- --skip customers,orders]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { skip: { type: 'string', default: '' } } });
const skip = new Set(values.skip.split(',').filter(Boolean));
const BENCHES = [
  'startup',
  'warm',
  'catalog',
  'lcp',
  'seo',
  'checkout',
  'upload',
  'sign-in',
  'orders',
  'customers',
];

function npm(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** A PostgreSQL server in a temporary folder, for as long as the checkout bench runs. */
function throwawayPostgres(): { url: string; stop: () => void } | undefined {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort().at(-1) : undefined;
  if (!version) return undefined;
  const bin = path.join(base, version, 'bin');
  const dir = mkdtempSync(path.join(tmpdir(), 'store-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'ignore' })
      : spawnSync(cmd, args, { stdio: 'ignore' });
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  const port = '54339';
  run(path.join(bin, 'initdb'), ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const started = run(path.join(bin, 'pg_ctl'), [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    options,
    'start',
  ]);
  if (started.status !== 0) return undefined;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run(path.join(bin, 'pg_ctl'), ['-D', `${dir}/data`, '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const started = Date.now();
const results: Array<[string, string]> = [];
const built = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'];
if (!built.every((file) => existsSync(path.join(root, file)))) await npm(['run', 'build']);
for (const bench of BENCHES.filter((b) => !skip.has(b))) {
  const began = Date.now();
  let code: number;
  if (bench === 'checkout' && !process.env.DATABASE_URL) {
    const pg = throwawayPostgres();
    if (!pg) {
      results.push([bench, 'skipped: no PostgreSQL (apt-get install postgresql)']);
      continue;
    }
    try {
      code = await npm(['run', `bench:${bench}`], { ...process.env, DATABASE_URL: pg.url });
    } finally {
      pg.stop();
    }
  } else {
    code = await npm(['run', `bench:${bench}`]);
  }
  const seconds = Math.round((Date.now() - began) / 1000);
  results.push([bench, code === 0 ? `done in ${seconds} s` : `failed (exit ${code})`]);
}

console.log(`\nAll benchmarks, ${Math.round((Date.now() - started) / 60_000)} min in all`);
for (const [bench, outcome] of results) console.log(`  ${bench.padEnd(10)} ${outcome}`);
process.exitCode = results.some(([, outcome]) => outcome.startsWith('failed')) ? 1 : 0;
