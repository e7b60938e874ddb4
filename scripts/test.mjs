#!/usr/bin/env node
// `npm test`: every check the project has, in stages, then how long each stage took. Lint and the
// type check are one thread each, so they run side by side (their output is printed whole as each
// ends, never interleaved); the test stages run one after another, each spreading over every core
// itself. The first stage that fails stops the run, as `a && b && c` would.
// Usage: node scripts/test.mjs [stage ...]   (e.g. `npm test -- unit api`; default: all stages)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each group's stages run at once; groups run in this order. Every stage is an npm script. */
const groups = [['lint', 'typecheck'], ['test:unit'], ['test:api'], ['test:e2e']];

const known = groups.flat();
const asked = process.argv.slice(2);
const isAsked = (stage, name) => name === stage || `test:${name}` === stage;
const unknown = asked.filter((name) => !known.some((stage) => isAsked(stage, name)));
if (unknown.length) {
  console.error(`Unknown stage ${unknown.join(', ')}; the stages are ${known.join(', ')}.`);
  process.exit(2);
}
const wanted = (stage) => !asked.length || asked.some((name) => isAsked(stage, name));

/** Runs `npm run <stage>`; together with other stages its output is held until it ends. */
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
      if (!alone) process.stdout.write(`\n── ${stage} ──\n${output}`);
      resolve({ stage, seconds, ok: code === 0, detail: signal ?? `exit ${code}` });
    });
  });
}

const results = [];
const startedAll = performance.now();
for (const group of groups) {
  const stages = group.filter(wanted);
  if (!stages.length) continue;
  console.log(`\n▶ ${stages.join(' + ')}`);
  const done = await Promise.all(stages.map((stage) => runStage(stage, stages.length === 1)));
  results.push(done);
  if (done.some((r) => !r.ok)) break;
}

const format = (seconds) => {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
};
console.log('\nStage times (stages on one line ran side by side):');
for (const stages of results) {
  const line = stages
    .map((r) => `${r.stage} ${format(r.seconds)}${r.ok ? '' : ` FAILED (${r.detail})`}`)
    .join('  |  ');
  console.log(`  ${line}`);
}
console.log(`  total ${format((performance.now() - startedAll) / 1000)}`);
const failed = results.flat().filter((r) => !r.ok);
process.exit(failed.length ? 1 : 0);
