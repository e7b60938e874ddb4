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
 * template made here once, after the shared store has started.
 */
export default async function setup(project: TestProject) {
  findChromium();
  // One after the other: the template's work would slow the store's start towards its deadline.
  const store = await startStore();
  const template = await makeStoreTemplate().catch(async (error: unknown) => {
    await store.stop();
    throw error;
  });
  project.provide('baseUrl', store.url);
  project.provide('storeTemplateDir', template.dir);
  return async () => {
    await store.stop();
    await template.remove();
  };
}
