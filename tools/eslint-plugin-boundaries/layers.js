// The API's infrastructure imports only downward: `config` imports nothing else of the API's,
// `db` only `config`, `platform` only `db` and `config`. None of them imports a module, a flow,
// the seed data or the app, so each can be loaded and tested without what is built on it.
// Tests and test kits may build the app to exercise a layer.
import path from 'node:path';
import { importVisitors, isTestFile, resolveImport, srcRootOf } from './resolve.js';

const allowed = {
  config: ['config'],
  db: ['db', 'config'],
  platform: ['platform', 'db', 'config'],
};

/** The top folder of apps/api/src a path lies in (`db`, `modules`, `app` for app.ts…), or null. */
export function layerOf(file) {
  const src = srcRootOf(file, 'api');
  if (!src) return null;
  const rel = path.relative(src, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0].replace(/\.(tsx?|jsx?)$/, '');
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'config, db and platform import only the layers below them' },
    messages: {
      upward: "'{{from}}' may import only {{allowed}}, but imports '{{specifier}}' from '{{to}}'.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from || !(from in allowed) || isTestFile(file)) return {};
    return importVisitors((node, specifier) => {
      const target = resolveImport(file, specifier);
      const to = target && layerOf(target);
      if (!to || allowed[from].includes(to)) return;
      context.report({
        node: node.source,
        messageId: 'upward',
        data: { from, to, specifier, allowed: allowed[from].join(', ') },
      });
    });
  },
};
