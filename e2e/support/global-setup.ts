import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { journeyWorkers } from './journey-workers';
import { startStore } from './store-server';
import { makeStoreTemplate } from './store-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared store of each journey worker, by `VITEST_POOL_ID` - 1 (page.ts picks it). */
    baseUrls: string[];
    /** A DATA_DIR to copy for a journey's own store (store-template.ts). */
    storeTemplateDir: string;
  }
}

/**
 * One real store per journey worker, the first started fresh as a shop owner's first `npm start`
 * would be; each journey signs up its own shoppers. Two journey files run at once (decision 29),
 * each on its worker's store, so one file's catalogue changes and sign-ins never reach the other's
 * pages. The other workers' stores and the journeys' own stores start from a template made here
 * once, after the first store has started.
 */
export default async function setup(project: TestProject) {
  findChromium();
  const stores: Array<Awaited<ReturnType<typeof startStore>>> = [];
  const stopAll = () => Promise.all(stores.map((s) => s.stop()));
  // One after the other: the template's work would slow the store's start towards its deadline.
  stores.push(await startStore());
  const template = await makeStoreTemplate().catch(async (error: unknown) => {
    await stopAll();
    throw error;
  });
  try {
    const more = Array.from({ length: journeyWorkers() - 1 }, () =>
      startStore({}, { templateDir: template.dir }),
    );
    stores.push(...(await Promise.all(more)));
  } catch (error) {
    await stopAll();
    await template.remove();
    throw error;
  }
  project.provide(
    'baseUrls',
    stores.map((s) => s.url),
  );
  project.provide('storeTemplateDir', template.dir);
  return async () => {
    await stopAll();
    await template.remove();
  };
}
