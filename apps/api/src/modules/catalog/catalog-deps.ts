import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#config/env';
import type { Db } from '#db/client';
import type { ImageKeysShown } from '#modules/media';
import type { MediaStorage } from '#platform/storage/media-storage';
import type { CatalogCache } from './catalog-cache';

/**
 * What the console's product services use of the running store, each under the name the app
 * gives it; a service takes the few it reads (`Pick<CatalogDeps, …>`), the routes hand them in.
 */
export interface CatalogDeps {
  db: Db;
  config: Pick<Config, 'media' | 'store'>;
  mediaStorage: MediaStorage;
  log: FastifyBaseLogger;
  /** Asked before a dropped image's files go (media's releaseImages). */
  imageKeysShown: readonly ImageKeysShown[];
  catalogCache: CatalogCache;
  /** Called after a committed write: this instance serves the new catalogue from then on. */
  catalogChanged: () => void;
}

/** What shows a product to the console: the store and where its images are served from. */
export type ProductReads = Pick<CatalogDeps, 'db' | 'config'>;
/** What a product write uses: reads, the media store, the catalogue's "changed" call. */
export type ProductWrites = Omit<CatalogDeps, 'catalogCache'>;
