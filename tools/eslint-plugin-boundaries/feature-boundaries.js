// A storefront feature (apps/web/src/features/<name>) or a console feature
// (apps/web/src/admin/features/<name>) uses another feature only through that feature's entry,
// its index.ts. What two features share lives in a shared place (src/components, src/lib,
// src/admin/components) or is exported from the owning feature's index.ts.
import path from 'node:path';
import { importVisitors, resolveImport, srcRootOf, withoutExtension } from './resolve.js';

const areas = [
  ['console', path.join('admin', 'features')],
  ['storefront', 'features'],
];

/** The feature a path lies in: its area, name and folder; or null. */
export function featureOf(file) {
  const src = srcRootOf(file, 'web');
  if (!src) return null;
  for (const [area, folder] of areas) {
    const base = path.join(src, folder);
    const rel = path.relative(base, file);
    if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) continue;
    const name = rel.split(path.sep)[0];
    return { area, name, dir: path.join(base, name) };
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature imports another feature only through its index.ts' },
    messages: {
      internal:
        "The {{fromArea}} feature '{{from}}' imports '{{specifier}}' from inside the {{toArea}} feature '{{to}}': import its index.ts, or move what both use to a shared folder.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    if (!own) return {};
    return importVisitors((node, specifier) => {
      const target = resolveImport(file, specifier);
      const other = target && featureOf(target);
      if (!other || other.dir === own.dir) return;
      const bare = withoutExtension(target);
      if (bare === other.dir || bare === path.join(other.dir, 'index')) return;
      context.report({
        node: node.source,
        messageId: 'internal',
        data: { fromArea: own.area, from: own.name, toArea: other.area, to: other.name, specifier },
      });
    });
  },
};
