// An API module uses another module only through its entry, `#modules/<name>` (its index.ts):
// a path into another module's files (`../orders/order-repository`) bypasses what that module
// chose to offer. Tests and test kits may reach into files to set a scene.
import path from 'node:path';
import {
  importVisitors,
  isTestFile,
  resolveImport,
  srcRootOf,
  withoutExtension,
} from './resolve.js';

/** The module a path lies in (`apps/api/src/modules/<name>` or below), or null. */
export function moduleOf(file) {
  const src = srcRootOf(file, 'api');
  if (!src) return null;
  const rel = path.relative(path.join(src, 'modules'), file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0];
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "An API module imports another module only through that module's entry" },
    messages: {
      deep: "Module '{{from}}' imports '{{specifier}}', a file inside module '{{to}}': import '#modules/{{to}}' (its index.ts) and export what is needed from there.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from || isTestFile(file)) return {};
    return importVisitors((node, specifier) => {
      const target = resolveImport(file, specifier);
      if (!target) return;
      const to = moduleOf(target);
      if (!to || to === from) return;
      const entry = path.join(srcRootOf(file, 'api'), 'modules', to);
      const bare = withoutExtension(target);
      if (bare === entry || bare === path.join(entry, 'index')) return;
      context.report({ node: node.source, messageId: 'deep', data: { from, to, specifier } });
    });
  },
};
