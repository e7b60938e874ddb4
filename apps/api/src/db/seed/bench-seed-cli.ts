// `npm run seed:bench -- --products 100000`: fills the configured database (DATA_DIR or
// DATABASE_URL) with synthetic products for scale benchmarks. Re-running tops up to the count.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config/env';
import { createMediaStorage } from '../../platform/storage/storage-plugin';
import { openDatabase } from '../client';
import { products } from '../schema';
import { benchProducts } from './bench-catalogue';
import { renderDemoImages } from './demo-images';
import { insertProducts } from './insert-catalogue';

const CHUNK = 500;

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
  const wanted = Number(values.products);
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > 2_000_000) {
    throw new Error('--products must be a whole number from 1 to 2000000');
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = performance.now();
  try {
    await renderDemoImages(createMediaStorage(config.media));
    const [row] = await database.db
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
        await database.db.transaction((tx) => insertProducts(tx, chunk, now));
        inserted += chunk.length;
        batch = [];
        if (inserted % 10_000 === 0) console.log(`  ${existing + inserted} / ${wanted} products`);
      }
    }
    await database.db.execute(sql`ANALYZE`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Bench catalogue ready: ${wanted} synthetic products (${inserted} added) in ${seconds} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
