import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium } from './chromium';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config/env';
import { openDatabase } from '../../apps/api/src/db/client';
import { prepareData } from '../../apps/api/src/db/seed/prepare-data';
import { E2E_ADMIN } from './store-server';

export type InProcessStore = { url: string; app: FastifyInstance; stop: () => Promise<void> };

/**
 * The real store built inside the test process, as apps/api/src/server.ts builds it (a DATA_DIR
 * of its own, copied from the run's template of a migrated empty database and the demo images;
 * demo seed, the built web app; WEB_DIST_DIR and DATABASE_URL honoured through loadConfig), so a
 * journey can move an order along with the server's own services and set `app.clock.now`.
 */
export async function startInProcessStore(
  extraEnv: Record<string, string> = {},
): Promise<InProcessStore> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-e2e-inproc-'));
  await cp(inject('storeTemplateDir'), dataDir, { recursive: true });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    RATE_LIMIT_MULTIPLIER: '20',
    // The card journeys pay with the test cards; a shop owner chooses this provider the same
    // way (the default is no card payments without Stripe keys).
    CARD_PROVIDER: 'test',
    ...extraEnv,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: config.inMemoryDatabase,
  });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config, database });
    await prepareData(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await (app ? app.close() : database.close()).catch(() => undefined);
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
  beforeAll(async () => {
    [store, browser] = await Promise.all([startInProcessStore(env), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
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
      return context.newPage();
    },
  };
}
