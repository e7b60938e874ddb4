import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { startStore } from './store-server';
import { makeStoreTemplate } from './store-template';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** A DATA_DIR to copy for a journey's own store (store-template.ts). */
    storeTemplateDir: string;
  }
}

/**
 * One real store for all journeys, started fresh as a shop owner's first `npm start` would be;
 * each journey signs up its own shoppers. Journeys with a store of their own start it from a
 * template made here once, beside the shared store's start.
 */
export default async function setup(project: TestProject) {
  findChromium();
  const [store, template] = await Promise.all([startStore(), makeStoreTemplate()]);
  project.provide('baseUrl', store.url);
  project.provide('storeTemplateDir', template.dir);
  return async () => {
    await store.stop();
    await template.remove();
  };
}
