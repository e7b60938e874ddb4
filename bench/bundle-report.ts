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
              // Ahead of the app's own groups (Vite adds these to its config's, after them).
              {
                name: 'pkg-react-dom',
                test: /node_modules[\\/](react-dom|react|scheduler)[\\/]/,
                priority: 10,
              },
              // The app's own router (decision 101), measured as React Router was.
              {
                name: 'src-lib-router',
                test: /apps[\\/]web[\\/]src[\\/]lib[\\/]router[\\/]/,
                priority: 10,
              },
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

// The storefront's entries, one per language (decision 93); the back office has none of its own.
const entryChunks = [...chunks.values()].filter((c) => c.isEntry);
const languages = entryChunks.map((c) => ({
  label: /(^|\/)ar-/.test(c.fileName) ? 'ar' : 'en',
  first: closure([c.fileName]),
}));
for (const { label, first } of languages) {
  const total = first.reduce((n, c) => n + c.gzip, 0);
  console.log(`\nFirst-page JavaScript (${label})`);
  console.log('chunk                                      raw KB   gzip KB');
  for (const c of first.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `${c.fileName.padEnd(42)} ${(c.raw / 1000).toFixed(1).padStart(7)} ${(c.gzip / 1000).toFixed(2).padStart(9)}`,
    );
  }
  console.log(`${'total'.padEnd(42)} ${''.padStart(7)} ${(total / 1000).toFixed(2).padStart(9)}`);
}

const groupsOf = (first: ChunkFacts[]) => {
  const groups = new Map<string, number>();
  for (const c of first) {
    const rendered = c.modules.reduce((n, m) => n + m.bytes, 0) || 1;
    for (const m of c.modules) {
      const name = groupOf(m.id);
      groups.set(name, (groups.get(name) ?? 0) + (c.gzip * m.bytes) / rendered);
    }
  }
  return groups;
};
const byLanguage = languages.map(({ label, first }) => ({ label, groups: groupsOf(first) }));
const names = new Set(byLanguage.flatMap(({ groups }) => [...groups.keys()]));
const largest = (name: string) =>
  Math.max(...byLanguage.map(({ groups }) => groups.get(name) ?? 0));
console.log(`\nBy package or folder (top ${top}, gzip in 1,000-byte KB)`);
console.log(`${'group'.padEnd(42)} ${byLanguage.map(({ label }) => label.padStart(8)).join(' ')}`);
for (const name of [...names].sort((a, b) => largest(b) - largest(a)).slice(0, top)) {
  const cells = byLanguage.map(({ groups }) => ((groups.get(name) ?? 0) / 1000).toFixed(2));
  console.log(`${name.padEnd(42)} ${cells.map((c) => c.padStart(8)).join(' ')}`);
}
