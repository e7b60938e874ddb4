#!/usr/bin/env node
// `npm test`: every check the project has, in stages, then how long each stage took. The checks
// that use one core each (ESLint, Prettier, the four type checks, the unit tests) share the cores
// as a pool, the longest first, their output printed whole as each ends, never interleaved; the
// API and browser stages then run one after another, each spreading over every core itself. The
// first stage that fails stops the run, as `a && b && c` would.
// Usage: node scripts/test.mjs [stage ...]   (e.g. `npm test -- unit api`, `npm test -- lint`;
// default: all stages)
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Groups run in this order; the stages of a group share the cores, at most one stage a core, in
 * the order written (the longest first, so the last to start is a short one). Every stage is an
 * npm script.
 */
const groups = [
  [
    'typecheck:node',
    'typecheck:e2e',
    'lint:eslint',
    'lint:prettier',
    'typecheck:web',
    'typecheck:domain',
    'test:unit',
  ],
  ['test:api'],
  ['test:e2e'],
];

const known = groups.flat();
const asked = process.argv.slice(2);
/** `unit` names `test:unit`, and `lint` or `typecheck` every stage of theirs. */
const isAsked = (stage, name) =>
  name === stage || `test:${name}` === stage || stage.startsWith(`${name}:`);
const unknown = asked.filter((name) => !known.some((stage) => isAsked(stage, name)));
if (unknown.length) {
  console.error(`Unknown stage ${unknown.join(', ')}; the stages are ${known.join(', ')}.`);
  process.exit(2);
}
const wanted = (stage) => !asked.length || asked.some((name) => isAsked(stage, name));

/** Runs `npm run <stage>`; beside other stages its output is held until it ends. */
function runStage(stage, alone) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', stage], {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) process.stdout.write(`\n── ${stage} (${format(seconds)}) ──\n${output}`);
      resolve({ stage, seconds, ok: code === 0, detail: signal ?? `exit ${code}` });
    });
  });
}

/** The stages of a group, `width` at a time; none starts once one has failed. */
async function runPool(stages, width) {
  const queue = [...stages];
  const done = [];
  const lane = async () => {
    while (queue.length && done.every((r) => r.ok)) {
      done.push(await runStage(queue.shift(), stages.length === 1));
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, stages.length) }, lane));
  return done;
}

function format(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

const cores = availableParallelism();
const results = [];
const startedAll = performance.now();
for (const group of groups) {
  const stages = group.filter(wanted);
  if (!stages.length) continue;
  console.log(`\n▶ ${stages.join(' + ')}`);
  const started = performance.now();
  const done = await runPool(stages, cores);
  results.push({ done, seconds: (performance.now() - started) / 1000 });
  if (done.some((r) => !r.ok)) break;
}

console.log(`\nStage times (stages on one line shared the ${cores} cores):`);
for (const { done, seconds } of results) {
  const line = done
    .map((r) => `${r.stage} ${format(r.seconds)}${r.ok ? '' : ` FAILED (${r.detail})`}`)
    .join('  |  ');
  console.log(`  ${line}${done.length > 1 ? `  =  ${format(seconds)}` : ''}`);
}
console.log(`  total ${format((performance.now() - startedAll) / 1000)}`);
const failed = results.flatMap((r) => r.done).filter((r) => !r.ok);
process.exit(failed.length ? 1 : 0);
