import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config/env';
import { openDatabase } from '../../apps/api/src/db/client';
import { prepareData } from '../../apps/api/src/seed/prepare-data';
import { journeyStoreEnv } from './store-env';

/**
 * The real store built inside the test process on `dataDir`, as apps/api/src/server.ts builds it
 * (the demo seed, the built web app; WEB_DIST_DIR and DATABASE_URL honoured through loadConfig),
 * its start-up data prepared, not yet listening. `mediaReady` settles once the demo images exist.
 */
export async function openStoreApp(
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<{ app: FastifyInstance; mediaReady: Promise<void> }> {
  const config = loadConfig(journeyStoreEnv({ PORT: '0', DATA_DIR: dataDir, ...extraEnv }));
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: config.inMemoryDatabase,
  });
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config, database });
    const { mediaReady } = await prepareData(app);
    return { app, mediaReady };
  } catch (error) {
    await (app ? app.close() : database.close()).catch(() => undefined);
    throw error;
  }
}
