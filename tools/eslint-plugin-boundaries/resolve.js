// Where an import points, as an absolute path without extension, for the boundary rules. Knows
// the repository's own aliases (the API's `#…` imports from apps/api/package.json, the web app's
// `@/…`); anything else that is not relative is a package and answers null.
import path from 'node:path';

const apiAliases = [
  ['#app', 'app'],
  ['#db/schema', 'db/schema/index'],
];
const apiPrefixes = ['db', 'platform', 'config', 'contract', 'test'];

/** The `apps/<app>/src` folder that holds `file`, or null. */
export function srcRootOf(file, app) {
  const marker = `${path.sep}apps${path.sep}${app}${path.sep}src${path.sep}`;
  const at = file.lastIndexOf(marker);
  return at < 0 ? null : file.slice(0, at + marker.length - 1);
}

/** The absolute path (no extension) `specifier` names from `file`, or null for a package. */
export function resolveImport(file, specifier) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  if (specifier.startsWith('#')) {
    const src = srcRootOf(file, 'api');
    if (!src) return null;
    for (const [alias, target] of apiAliases) {
      if (specifier === alias) return path.join(src, target);
    }
    if (specifier.startsWith('#modules/')) {
      return path.join(src, 'modules', specifier.slice('#modules/'.length), 'index');
    }
    const [prefix, ...rest] = specifier.slice(1).split('/');
    if (apiPrefixes.includes(prefix)) return path.join(src, prefix, ...rest);
    return null;
  }
  if (specifier.startsWith('@/')) {
    const src = srcRootOf(file, 'web');
    return src ? path.join(src, specifier.slice(2)) : null;
  }
  return null;
}

/** Strips a source extension, so `x.ts`, `x.js` and `x` name one file. */
export const withoutExtension = (file) => file.replace(/\.(tsx?|jsx?|mjs)$/, '');

/** Tests and their kits, which may reach into any file to set a scene. */
export const isTestFile = (file) =>
  /\.test\.tsx?$|-test-kit\.tsx?$|-test-data\.tsx?$/.test(file) ||
  file.includes(`${path.sep}apps${path.sep}api${path.sep}src${path.sep}test${path.sep}`);

/** Calls `report(node, specifier)` for every import, re-export and literal `import()` of a file. */
export function importVisitors(report) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') report(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}
