// `npm run db:migrate`: applies the migrations of this checkout to the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR) and exits, touching no data. Run it before a
// rolling restart so no instance of the new release migrates while old ones serve
// (docs/deploy.md). Instances apply the same migrations at start anyway, under the same lock.
import { ConfigError, loadConfig } from '#config/env';
import { openDatabase } from './client';

async function main() {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.close();
  console.log(
    `migrations applied to the ${database.kind} database in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
