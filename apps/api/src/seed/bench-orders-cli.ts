// `npm run seed:bench-orders -- --orders 1000000 --shoppers 100000`: fills the configured database
// (DATA_DIR or DATABASE_URL) with synthetic orders for the back office's listing benchmark.
import { parseArgs } from 'node:util';
import { loadConfig } from '#config/env';
import { openDatabase } from '#db/client';
import { seedBenchOrders } from './bench-orders';

async function main() {
  const { values } = parseArgs({
    options: {
      orders: { type: 'string', default: '1000000' },
      shoppers: { type: 'string', default: '100000' },
    },
  });
  const orders = Number(values.orders);
  const shoppers = Number(values.shoppers);
  for (const [name, n] of [
    ['--orders', orders],
    ['--shoppers', shoppers],
  ] as const) {
    if (!Number.isInteger(n) || n < 1 || n > 5_000_000) {
      throw new Error(`${name} must be a whole number from 1 to 5000000`);
    }
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const started = performance.now();
  try {
    const added = await seedBenchOrders(database.db, {
      orders,
      shoppers,
      now: new Date(),
      log: (m) => console.log(m),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Bench orders ready: ${orders} orders by ${shoppers} shoppers (${added.ordersAdded} orders added) in ${seconds} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
