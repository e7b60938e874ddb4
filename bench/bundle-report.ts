// What a first page's JavaScript is made of: the web app built once more (into a temporary
// directory, the real dist/ is not touched), and for every chunk a storefront page loads before
// its first render (the entry scripts and their static imports), by package or source folder.
// For the report the large packages are built as chunks of their own, so their gzipped size
// (level 9, as apps/web/scripts/bundle-size.mjs counts) is measured, not guessed; what remains
// in a chunk is shared out by each module's rendered bytes (before minifying, so only a guide:
// modules compress together, not one by one).
// Usage: npm run bench:bundle [-- --top 25]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

const { values } = parseArgs({ options: { top: { type: 'string', default: '25' } } });
const top = Number(values.top);
const webRoot = path.resolve(import.meta.dirname, '..', 'apps', 'web');

interface ChunkFacts {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  gzip: number;
  raw: number;
  modules: Array<{ id: string; bytes: number }>;
}

const chunks = new Map<string, ChunkFacts>();
const collect: Plugin = {
  name: 'bundle-report',
  generateBundle(_options, bundle) {
    for (const out of Object.values(bundle)) {
      if (out.type !== 'chunk') continue;
      chunks.set(out.fileName, {
        fileName: out.fileName,
        isEntry: out.isEntry,
        imports: out.imports,
        dynamicImports: out.dynamicImports,
        raw: Buffer.byteLength(out.code),
        gzip: gzipSync(out.code, { level: 9 }).length,
        modules: Object.entries(out.modules).map(([id, m]) => ({ id, bytes: m.renderedLength })),
      });
    }
  },
};

const outDir = await mkdtemp(path.join(tmpdir(), 'bundle-report-'));
try {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
              { name: 'pkg-react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
              { name: 'pkg-react', test: /node_modules[\\/]react[\\/]/ },
              { name: 'pkg-react-router', test: /node_modules[\\/]react-router[\\/]/ },
            ],
          },
        },
      },
    },
    plugins: [collect],
  });
} finally {
  await rm(outDir, { recursive: true, force: true });
}

/** A module's group: its npm package, or its folder under apps/web/src or packages/. */
function groupOf(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(clean);
  if (pkg) return pkg[1]!.replace(/\\/g, '/');
  const src = /apps[\\/]web[\\/]src[\\/](.+)$/.exec(clean);
  if (src) {
    const parts = src[1]!.split(/[\\/]/);
    return `src/${parts.slice(0, Math.min(parts.length - 1, 2)).join('/') || parts[0]}`;
  }
  const own = /packages[\\/]([^\\/]+)/.exec(clean);
  if (own) return `packages/${own[1]}`;
  return clean.slice(0, 60);
}

/** Chunks loaded with `start` before a first render: it and its static imports. */
function closure(start: string[]): ChunkFacts[] {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  return [...seen].flatMap((f) => (chunks.get(f) ? [chunks.get(f)!] : []));
}

const entries = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
const first = closure(entries);
const total = first.reduce((n, c) => n + c.gzip, 0);
console.log(`\nFirst-page JavaScript (entries: ${entries.join(', ')})`);
console.log('chunk                                      raw KB   gzip KB');
for (const c of first.sort((a, b) => b.gzip - a.gzip)) {
  console.log(
    `${c.fileName.padEnd(42)} ${(c.raw / 1000).toFixed(1).padStart(7)} ${(c.gzip / 1000).toFixed(2).padStart(9)}`,
  );
}
console.log(`${'total'.padEnd(42)} ${''.padStart(7)} ${(total / 1000).toFixed(2).padStart(9)}`);

const groups = new Map<string, { raw: number; gzip: number }>();
for (const c of first) {
  const rendered = c.modules.reduce((n, m) => n + m.bytes, 0) || 1;
  for (const m of c.modules) {
    const g = groups.get(groupOf(m.id)) ?? { raw: 0, gzip: 0 };
    g.raw += m.bytes;
    g.gzip += (c.gzip * m.bytes) / rendered;
    groups.set(groupOf(m.id), g);
  }
}
console.log(`\nBy package or folder (top ${top}, gzip share in 1,000-byte KB)`);
console.log('group                                      raw KB   gzip KB');
for (const [name, g] of [...groups].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, top)) {
  console.log(
    `${name.padEnd(42)} ${(g.raw / 1000).toFixed(1).padStart(7)} ${(g.gzip / 1000).toFixed(2).padStart(9)}`,
  );
}
