import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BadgePromotions } from './catalog-badges';
import { CatalogCache } from './catalog-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's per-process caches (catalog-cache.ts); only the catalogue routes read it. */
    catalogCache: CatalogCache;
    /**
     * "I just changed the catalogue": call it after the transaction that changed products,
     * stock or offers has committed, and this instance serves the new state from its next
     * request on (other instances within CATALOG_VERSION_TTL_MS).
     */
    catalogChanged(): void;
  }
}

/**
 * Registered before the modules, so any of them can say the catalogue changed. `promotions`
 * reads what the products' badges are made of (the promotions module's, handed in by app.ts).
 */
export const catalogCachePlugin = fp(
  async (app: FastifyInstance, opts: { promotions: BadgePromotions }) => {
    const cache = new CatalogCache(app.db, {
      responses: app.config.catalog.responseCache,
      versionTtlMs: app.config.catalog.versionTtlMs,
      promotions: opts.promotions,
      now: () => app.clock.now(),
    });
    app.decorate('catalogCache', cache);
    app.decorate('catalogChanged', () => cache.invalidate());
    // The replay trusts a catalogue version exactly as long as the routes do.
    app.answerReplay.start(() => cache.freshStamp(), app.log);
    app.addHook('preClose', (done) => {
      app.answerReplay.stop();
      done();
    });
  },
);
