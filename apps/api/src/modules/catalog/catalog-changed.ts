import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogCache } from './catalog-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's catalogue caches (docs/decisions/0005). */
    catalogCache: CatalogCache;
    /**
     * Call after a catalogue write has committed: this instance serves the change at once
     * instead of trusting its last version read for up to CATALOG_VERSION_TTL_MS.
     */
    catalogChanged(): void;
  }
}

/** The catalogue cache and the hook writers call once their change is committed. */
export const catalogChangedPlugin = fp(async (app: FastifyInstance) => {
  const cache = new CatalogCache(app.db, {
    responses: app.config.catalog.responseCache,
    versionTtlMs: app.config.catalog.versionTtlMs,
  });
  app.decorate('catalogCache', cache);
  app.decorate('catalogChanged', () => cache.invalidate());
});
