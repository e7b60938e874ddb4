#!/usr/bin/env node
// Prints the figures that say how well the code keeps its boundaries, so a change to the layout
// can show them before and after: the API modules caught in import circles, the lines of answer
// types the web app writes by hand, the files whose imports climb three folders or more, and the
// source lines that stand twice or more. Reads the files as text; runs nothing.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceRoots = ['apps/api/src', 'apps/web/src', 'packages'];
const skip = new Set(['node_modules', 'dist', 'dist-server']);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (skip.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(full);
  }
  return out;
}

const isTest = (file) => /\.test\.tsx?$|[-/]test-kit|\/test\//.test(file);
const importsOf = (text) =>
  [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]);

const files = sourceRoots.flatMap((r) => walk(path.join(root, r)));
const sources = files.filter((f) => !isTest(f));

// API modules in circles: a module imports another when any of its files names a file of the
// other, by a relative path or by the `#modules/<name>` alias.
const modulesDir = path.join(root, 'apps/api/src/modules');
const moduleOf = (file) => {
  const rel = path.relative(modulesDir, file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0];
};
const graph = new Map();
for (const file of sources) {
  const from = moduleOf(file);
  if (!from) continue;
  if (!graph.has(from)) graph.set(from, new Set());
  for (const spec of importsOf(readFileSync(file, 'utf8'))) {
    let to = null;
    if (spec.startsWith('#modules/')) to = spec.split('/')[1];
    else if (spec.startsWith('.')) to = moduleOf(path.resolve(path.dirname(file), spec));
    if (to && to !== from) graph.get(from).add(to);
  }
}
// Tarjan's strongly connected components.
let index = 0;
const stack = [];
const state = new Map();
const inCircles = [];
function connect(v) {
  state.set(v, { index, low: index, onStack: true });
  index += 1;
  stack.push(v);
  for (const w of graph.get(v) ?? []) {
    if (!state.has(w)) {
      connect(w);
      state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
    } else if (state.get(w).onStack) {
      state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
    }
  }
  if (state.get(v).low === state.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      state.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) inCircles.push(component.sort());
  }
}
for (const v of graph.keys()) if (!state.has(v)) connect(v);

// Answer types written by hand in the web app: its `types.ts` files.
const webTypes = files.filter((f) => f.includes('apps/web/src') && path.basename(f) === 'types.ts');
const webTypeLines = webTypes.reduce(
  (sum, f) =>
    sum +
    readFileSync(f, 'utf8')
      .split('\n')
      .filter((l) => l.trim()).length,
  0,
);

// Imports that climb three folders or more.
const climbing = files.filter((f) =>
  importsOf(readFileSync(f, 'utf8')).some((s) => s.startsWith('../../../')),
);

// Lines of code (not imports, comments or short punctuation) that stand twice or more.
const seen = new Map();
for (const file of sources) {
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line.length < 30 || /^(import|export \{|\/\/|\*|\/\*)/.test(line)) continue;
    seen.set(line, (seen.get(line) ?? 0) + 1);
  }
}
const repeated = [...seen.values()].filter((n) => n > 1);

console.log(`API modules in import circles: ${inCircles.flat().length}`);
for (const c of inCircles) console.log(`  circle: ${c.join(', ')}`);
console.log(
  `Hand-written answer types in the web app: ${webTypeLines} lines in ${webTypes.length} files`,
);
console.log(`Files whose imports climb three folders or more: ${climbing.length}`);
console.log(
  `Code lines that stand twice or more: ${repeated.length} distinct, ${repeated.reduce((a, b) => a + b, 0)} in all`,
);
