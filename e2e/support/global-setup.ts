import type { TestProject } from 'vitest/node';
import { findJourneyBrowser } from './chromium';
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
 * One real store per journey worker, each `npm start`ed on a copy of the run's template: the
 * store's own first start, made once here (store-template.ts), so every store opens on a seeded
 * catalogue with its images drawn, as on its second start. Each journey signs up its own
 * shoppers. Two journey files run at once (decision 29), each on its worker's store, so one
 * file's catalogue changes and sign-ins never reach the other's pages. A first start from nothing
 * is what the template itself is, and auth-reset's store starts from an empty folder.
 */
export default async function setup(project: TestProject) {
  findJourneyBrowser();
  const template = await makeStoreTemplate();
  const started = await Promise.allSettled(
    Array.from({ length: journeyWorkers() }, () => startStore({}, { templateDir: template.dir })),
  );
  const stores = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = () => Promise.all(stores.map((s) => s.stop()));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    await template.remove();
    throw failed.reason;
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
