// `npm run seed:bench -- --products 100000` and/or `--users 1000000`: fills the configured
// database (DATA_DIR or DATABASE_URL) with synthetic products or customers for scale benchmarks.
// Re-running tops up to the count. With neither option it seeds 100,000 products.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '#config/env';
import type { MediaStorage } from '#platform/storage/media-storage';
import { createMediaStorage } from '#platform/storage/storage-plugin';
import { openDatabase, type Db } from '#db/client';
import { products } from '#db/schema';
import { benchProducts } from './bench-catalogue';
import { seedBenchCustomers } from './bench-customers';
import { renderDemoImages } from './demo-images';
import { insertProducts } from './insert-catalogue';

const CHUNK = 500;

async function main() {
  const { values } = parseArgs({
    options: { products: { type: 'string' }, users: { type: 'string' } },
  });
  const wanted = count('--products', values.products ?? (values.users ? '0' : '100000'));
  const wantedUsers = count('--users', values.users ?? '0');
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (wanted > 0) await seedProducts(database.db, await createMediaStorage(config.media), wanted);
    if (wantedUsers > 0) await seedUsers(database.db, wantedUsers);
    // Statistics for the planner, and the visibility map that lets deep pages of the customer
    // list read the date index alone: a server's autovacuum does this, the embedded one has none.
    await database.db.execute(sql`VACUUM ANALYZE`);
  } finally {
    await database.close();
  }
}

function count(option: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 2_000_000) {
    throw new Error(`${option} must be a whole number from 0 to 2000000`);
  }
  return n;
}

async function seedUsers(db: Db, wanted: number) {
  const started = performance.now();
  const added = await seedBenchCustomers(db, wanted, (done) => {
    if (done % 100_000 === 0) console.log(`  ${done} / ${wanted} customers`);
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Bench customers ready: ${wanted} (${added} added) in ${seconds} s.`);
}

async function seedProducts(db: Db, storage: MediaStorage, wanted: number) {
  const started = performance.now();
  await renderDemoImages(storage);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.productid} LIKE 'BX-%'`);
  const existing = row?.n ?? 0;
  const now = new Date();
  let batch = [];
  let inserted = 0;
  let index = 0;
  for (const product of benchProducts(wanted)) {
    index += 1;
    if (index <= existing) continue;
    batch.push(product);
    if (batch.length === CHUNK || index === wanted) {
      const chunk = batch;
      await db.transaction((tx) => insertProducts(tx, chunk, now));
      inserted += chunk.length;
      batch = [];
      if (inserted % 10_000 === 0) console.log(`  ${existing + inserted} / ${wanted} products`);
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Bench catalogue ready: ${wanted} synthetic products (${inserted} added) in ${seconds} s.`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
