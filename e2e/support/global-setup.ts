import type { TestProject } from 'vitest/node';
import { findChromium } from './chromium';
import { startStore } from './store-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real store for all journeys; each journey signs up its own shoppers. */
export default async function setup(project: TestProject) {
  findChromium();
  const store = await startStore();
  project.provide('baseUrl', store.url);
  return () => store.stop();
}
