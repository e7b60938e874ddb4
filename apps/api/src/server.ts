import { buildApp } from '#app';
import { ConfigError, loadConfig } from '#config/env';
import { openDatabase } from '#db/client';
import { prepareData } from '#seed/prepare-data';

async function main() {
  const started = performance.now();
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    inMemory: config.inMemoryDatabase,
  });
  const app = await buildApp({ config, database });
  await prepareData(app);
  await app.listen({ port: config.port, host: config.host });
  // The first shopper's page should not wait for every product's listed columns to be read.
  app.catalogCache
    .warm()
    .catch((err: unknown) => app.log.warn({ err }, 'catalogue warm-up failed'));
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  app.log.info(
    { ms: Math.round(performance.now() - started), database: database.kind },
    `store ready on ${url}`,
  );

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error('The store could not start:', err);
  }
  process.exit(1);
});
