// Every benchmark in one go (`npm run bench`), each printing its figures and ratios in turn.
// Builds the web app when it is missing. The checkout benches need PostgreSQL: with no
// DATABASE_URL they start a throwaway server from Debian's postgresql package, as CI does.
// The 1,000,000-row benches (orders, customers) seed once into var/bench/ and reuse it.
// Usage: npm run bench [-- --skip customers,orders,checkout-promotions]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { hasPostgres } from '../e2e/support/scratch-postgres';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { skip: { type: 'string', default: '' } } });
const skip = new Set(values.skip.split(',').filter(Boolean));
/** Each benchmark's name (for --skip), its npm script and the options it runs with. */
const BENCHES: Array<[string, string, ...string[]]> = [
  ['startup', 'startup'],
  ['warm', 'warm'],
  ['catalog', 'catalog'],
  ['catalog-promotions', 'catalog', '--promotions', '50'],
  ['lcp', 'lcp'],
  ['seo', 'seo'],
  ['checkout', 'checkout'],
  ['checkout-promotions', 'checkout', '--promotions'],
  ['upload', 'upload'],
  ['sign-in', 'sign-in'],
  ['sign-up', 'sign-up'],
  ['orders', 'orders'],
  ['customers', 'customers'],
];

function npm(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const started = Date.now();
const results: Array<[string, string]> = [];
const built = ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js'];
if (!built.every((file) => existsSync(path.join(root, file)))) await npm(['run', 'build']);
for (const [bench, script, ...options] of BENCHES.filter(([name]) => !skip.has(name))) {
  const began = Date.now();
  if (script === 'checkout' && !process.env.DATABASE_URL && !hasPostgres()) {
    results.push([bench, 'skipped: no PostgreSQL (apt-get install postgresql)']);
    continue;
  }
  const code = await npm(['run', `bench:${script}`, ...(options.length ? ['--', ...options] : [])]);
  const seconds = Math.round((Date.now() - began) / 1000);
  results.push([bench, code === 0 ? `done in ${seconds} s` : `failed (exit ${code})`]);
}

console.log(`\nAll benchmarks, ${Math.round((Date.now() - started) / 60_000)} min in all`);
for (const [bench, outcome] of results) console.log(`  ${bench.padEnd(19)} ${outcome}`);
process.exitCode = results.some(([, outcome]) => outcome.startsWith('failed')) ? 1 : 0;
