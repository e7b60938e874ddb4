// Gzipped size of the JavaScript a storefront page loads up front: the entry script of
// dist/index.html, its modulepreloads, and every chunk they import statically. The build preloads
// each language's catalogue with a `data-locale` link and the server keeps only the page's own, so
// a language counts its own catalogue and not the others (decision 43).
// Usage (after `vite build`): node apps/web/scripts/bundle-size.mjs [budgetKB=150] [en|ar]
// The budget is in kB of 1,000 bytes, the stricter reading of "150 KB".
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const budgetKb = Number(process.argv[2] ?? 150);
const locale = process.argv[3] ?? 'en';
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const catalogues = [...html.matchAll(/<link[^>]+data-locale="([^"]+)"[^>]*>/g)];
if (!catalogues.some((m) => m[1] === locale)) {
  throw new Error(`dist/index.html preloads no catalogue for "${locale}"`);
}
const queue = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g)]
    .filter(([tag]) => !/data-locale="/.test(tag) || tag.includes(`data-locale="${locale}"`))
    .map(([tag]) => /href="([^"]+)"/.exec(tag)),
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

const totalKb = total / 1000;
console.log(
  `initial JS (${locale}): ${totalKb.toFixed(2)} kB (${total} bytes, ${(total / 1024).toFixed(2)} KiB) gzipped (budget ${budgetKb} kB)`,
);
if (totalKb > budgetKb) process.exitCode = 1;
