import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { sharedBrowser } from './chromium';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openStoreApp } from './store-app';
import { copyStoreData } from './store-template';

export type InProcessStore = { url: string; app: FastifyInstance; stop: () => Promise<void> };

/**
 * A store of the journey's own in this process, on a copy of the run's template
 * (store-template.ts), so a journey can move an order along with the server's own services and
 * set `app.clock.now`.
 */
export async function startInProcessStore(
  extraEnv: Record<string, string> = {},
): Promise<InProcessStore> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-e2e-inproc-'));
  let app: FastifyInstance | undefined;
  try {
    await copyStoreData(inject('storeTemplateDir'), dataDir);
    ({ app } = await openStoreApp(dataDir, extraEnv));
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const started = app;
  return {
    url: `http://127.0.0.1:${port}`,
    app: started,
    async stop() {
      // Close stops the demo images' rendering and waits for those under way: then the folder goes.
      await started.close();
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/**
 * A journey's own store and browser, started before its tests and stopped after them, for
 * journeys that drive the server's services in-process or need a setting of their own (`env`).
 */
export function useInProcessStore(env: Record<string, string> = {}) {
  let store: InProcessStore | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [store, browser] = await Promise.all([startInProcessStore(env), sharedBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
    await store?.stop();
  });
  return {
    get store(): InProcessStore {
      if (!store) throw new Error('the store starts in beforeAll');
      return store;
    },
    async page(viewport: { width: number; height: number }): Promise<Page> {
      if (!browser || !store) throw new Error('the browser starts in beforeAll');
      const context = await browser.newContext({ viewport, baseURL: store.url });
      contexts.push(context);
      return context.newPage();
    },
  };
}
