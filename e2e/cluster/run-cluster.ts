// `npm run test:cluster`: three store instances from the built bundle on one PostgreSQL and one
// S3 bucket, HAProxy in front and nginx as the shared cache in front of that, all started here on
// loopback in a temporary folder; then each promise of the cluster is proven through them, with
// a line per point. Everything started is stopped at the end, on failure and on Ctrl-C too.
import { writeFile } from 'node:fs/promises';
import { backgroundOnce } from './background';
import { catalogueAcrossInstances } from './catalogue';
import { checkoutsThroughAKill } from './checkouts';
import { startCluster, type Cluster } from './cluster';
import { stopAll } from './processes';
import {
  cacheServesAnonymousData,
  priceChangeThroughCache,
  signedInNeverCached,
} from './shared-cache';
import {
  concurrentStart,
  sharedRateLimits,
  sharedSessions,
  staffDeactivatedEverywhere,
} from './start-and-sessions';

/** The whole run's bound: a hung step fails the run instead of holding CI. */
const RUN_LIMIT_MS = 10 * 60_000;

const points: [string, (cluster: Cluster) => Promise<void>][] = [
  [
    'three instances started at once on an empty database come up and apply everything once',
    concurrentStart,
  ],
  ['a token works on every instance; a password change ends it on all', sharedSessions],
  ['the sign-in limit counts across instances', sharedRateLimits],
  [
    'a deactivated staff member is signed out on every instance at once',
    staffDeactivatedEverywhere,
  ],
  ['a product edit and an image upload on one instance reach the others', catalogueAcrossInstances],
  ['background work runs once across instances', backgroundOnce],
  ['repeated anonymous page data and media are served by the cache', cacheServesAnonymousData],
  ['a price change reaches shoppers through the cache in the stated time', priceChangeThroughCache],
  ['no signed-in answer is ever cached; signed-in stock stays fresh', signedInNeverCached],
  [
    '300 checkouts through a SIGKILL keep every order, stock and wallet right',
    checkoutsThroughAKill,
  ],
];

async function main(): Promise<number> {
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const cluster = await startCluster();
  console.log(`cluster: started processes in ${seconds()} s (${cluster.dir})`);
  let failed = 0;
  // CLUSTER_POINTS=1,9 runs only those points (by number), while working on one.
  const only = process.env.CLUSTER_POINTS?.split(',').map(Number);
  for (const [n, [name, prove]] of points.entries()) {
    if (only && !only.includes(n + 1)) continue;
    const t = Date.now();
    try {
      await prove(cluster);
      console.log(`PASS  ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
    } catch (err) {
      failed += 1;
      console.log(
        `FAIL  ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)\n      ${err instanceof Error ? err.message : String(err)}`,
      );
    }
  }
  for (const instance of cluster.instances) {
    const crashes = instance.run
      .output()
      .match(/The store could not start|background task failed/g);
    if (crashes)
      console.log(`  instance ${instance.name} logged: ${[...new Set(crashes)].join(', ')}`);
  }
  if (process.env.CLUSTER_HAPROXY_LOG) {
    await writeFile(process.env.CLUSTER_HAPROXY_LOG, cluster.haproxy.output());
  }
  console.log(
    `cluster: ${(only?.length ?? points.length) - failed} passed, ${failed} failed in ${seconds()} s`,
  );
  return failed ? 1 : 0;
}

let finished = false;
async function finish(code: number) {
  if (finished) return;
  finished = true;
  await stopAll();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void finish(130));
setTimeout(() => {
  console.log(`FAIL  the cluster test ran past ${RUN_LIMIT_MS / 60_000} minutes`);
  void finish(1);
}, RUN_LIMIT_MS).unref();
main().then(finish, (err: unknown) => {
  console.error('cluster: could not run:', err);
  void finish(1);
});
