import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogCache } from './catalog-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's per-process caches (one per process, shared by its routes). */
    catalogCache: CatalogCache;
    /**
     * Call after a write to products or offers: this process re-reads the catalogue version now,
     * so the storefront shows the change at once (other instances within CATALOG_VERSION_TTL_MS).
     */
    catalogChanged(): void;
  }
}

export const catalogChangedPlugin = fp(async (app: FastifyInstance) => {
  const cache = new CatalogCache(app.db, {
    responses: app.config.catalog.responseCache,
    versionTtlMs: app.config.catalog.versionTtlMs,
  });
  app.decorate('catalogCache', cache);
  app.decorate('catalogChanged', () => cache.invalidate());
});
