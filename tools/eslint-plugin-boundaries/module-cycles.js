// API modules do not import each other in a circle: a circle means neither module can be read,
// tested or changed without the other, and the order in which they load decides what works.
// The graph of modules is read from the files' imports once per lint run (per modules folder);
// the file being linted counts with the imports it has now. Tests and test kits are left out,
// as they may use any module to set a scene.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { moduleOf } from './module-entry.js';
import { importVisitors, isTestFile, resolveImport, srcRootOf } from './resolve.js';

const importPattern = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;
const graphs = new Map();

function sourceFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !isTestFile(full)) {
      out.push(full);
    }
  }
  return out;
}

/** For every module, the modules it imports and the files that do so: `from -> to -> files`. */
function graphOf(modulesDir) {
  let graph = graphs.get(modulesDir);
  if (graph) return graph;
  graph = new Map();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = resolveImport(file, specifier);
      const to = target && moduleOf(target);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      const edges = graph.get(from);
      if (!edges.has(to)) edges.set(to, new Set());
      edges.get(to).add(file);
    }
  }
  graphs.set(modulesDir, graph);
  return graph;
}

/** A path of modules from `start` to `goal`, or null; `extra` holds the linted file's edges. */
function pathBetween(graph, file, fileModule, extra, start, goal) {
  const next = (m) => {
    const out = [];
    for (const [to, files] of graph.get(m) ?? []) {
      if ([...files].some((f) => f !== file)) out.push(to);
    }
    if (m === fileModule) out.push(...extra);
    return out;
  };
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const m = queue.shift();
    if (m === goal) {
      const route = [];
      for (let at = m; at !== null; at = cameFrom.get(at)) route.unshift(at);
      return route;
    }
    for (const to of next(m)) {
      if (!cameFrom.has(to)) {
        cameFrom.set(to, m);
        queue.push(to);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'API modules do not import each other in a circle' },
    messages: {
      circle:
        "Module '{{from}}' imports '{{to}}', which closes a circle: {{circle}}. A module imports only modules below it; move the shared part down or let a flow call both.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = moduleOf(file);
    if (!from || isTestFile(file)) return {};
    const graph = graphOf(path.join(srcRootOf(file, 'api'), 'modules'));
    const found = [];
    const collect = importVisitors((node, specifier) => {
      const target = resolveImport(file, specifier);
      const to = target && moduleOf(target);
      if (to && to !== from) found.push({ node, to });
    });
    return {
      ...collect,
      'Program:exit'() {
        const extra = found.map((f) => f.to);
        for (const { node, to } of found) {
          const back = pathBetween(graph, file, from, extra, to, from);
          if (!back) continue;
          const circle = [from, ...back].join(' → ');
          context.report({ node: node.source, messageId: 'circle', data: { from, to, circle } });
        }
      },
    };
  },
};
