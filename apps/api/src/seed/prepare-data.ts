import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { startupPasswords } from '#platform/passwords';
import { products } from '#db/schema';
import { ensureAdmin, ensureDemoShopper } from './ensure-accounts';
import { demoOffers, demoProducts } from './demo-catalogue';
import { demoMedia } from './demo-media';
import { insertOffers, insertProducts } from './insert-catalogue';

/**
 * Start-up data: the demo catalogue on an empty database (SEED=demo) and the admin account.
 * Demo images render in the background; `mediaReady` settles when all exist on disk, or when the
 * server closed before (close stops the rendering and waits for the images under way).
 */
export async function prepareData(
  app: FastifyInstance,
  now = new Date(),
): Promise<{ mediaReady: Promise<void> }> {
  const { db, config } = app;
  // Before the server takes requests, hashes run on Node's shared threads at the configured cost.
  const passwords = startupPasswords(config.passwordHashing.costLog2);
  let mediaReady = Promise.resolve();
  if (config.seed === 'demo') {
    const media = demoMedia(app.mediaStorage);
    // Only the disk is served by this app (/media), so only there can a missing image be drawn
    // when it is first asked for; a bucket gets them all in the background.
    if (app.mediaStorage.kind === 'disk') app.mediaFallbacks.push(media.renderOnDemand);
    // Closing the server stops the rendering after the images under way (the next start goes on).
    mediaReady = app.runInBackground('demo images', async (stopping) => {
      const images = await media.warmAll(stopping);
      if (images.left) app.log.info(images, 'demo images stopped with the server');
      else if (images.written) app.log.info(images, 'demo images rendered');
    });
    const seeded = await db.transaction(async (tx) => {
      // Several instances may start at once on one PostgreSQL: one seeds, the others see it done.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(products);
      if ((row?.n ?? 0) > 0) return false;
      const ids = await insertProducts(tx, demoProducts, now);
      await insertOffers(tx, demoOffers, ids, now);
      return true;
    });
    if (seeded) {
      await ensureDemoShopper(db, passwords);
      app.log.info(
        { products: demoProducts.length, offers: demoOffers.length },
        'demo catalogue loaded',
      );
    }
  }
  // The admin is looked up and written under the seed's lock too: instances starting together
  // would otherwise all find no admin, all insert it, and all but one stop on the duplicate.
  let credentials: string | undefined;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
    await ensureAdmin(tx, config.admin, (message) => (credentials = message), passwords);
  });
  // Printed once the account is committed, never for one that was rolled back.
  if (credentials) process.stdout.write(`${credentials}\n`);
  return { mediaReady };
}
