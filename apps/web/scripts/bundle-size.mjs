// Gzipped size of the JavaScript a storefront page loads up front: the entry script of its
// language's page (dist/index.html for English, dist/ar.html for Arabic, decision 93), its
// modulepreloads, and every chunk they import statically.
// Usage (after `vite build`): node apps/web/scripts/bundle-size.mjs [budgetKB=150] [en|ar]
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const budgetKb = Number(process.argv[2] ?? 150);
const locale = process.argv[3] ?? 'en';
const html = readFileSync(join(dist, locale === 'ar' ? 'ar.html' : 'index.html'), 'utf8');

const queue = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((m) => m[1].replace(/^\//, ''));
const seen = new Set();
let total = 0;
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(join(dist, file));
  const gz = gzipSync(code, { level: 9 }).length;
  total += gz;
  console.log(
    `${file}  ${(code.length / 1024).toFixed(1)} KiB  gzip ${(gz / 1024).toFixed(2)} KiB`,
  );
  // Static imports only (`import"./x.js"`, `from"./x.js"`); `import("./x.js")` is lazy.
  for (const m of code
    .toString()
    .matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    queue.push(posix.join(posix.dirname(file), m[1]));
  }
}

const totalKb = total / 1024;
console.log(
  `initial JS (${locale}): ${totalKb.toFixed(2)} KiB (${total} bytes) gzipped (budget ${budgetKb} KiB)`,
);
if (totalKb > budgetKb) process.exitCode = 1;
