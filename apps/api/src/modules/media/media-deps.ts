import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#config/env';
import type { Db } from '#db/client';
import type { MediaStorage } from '#platform/storage/media-storage';

/** Which of `keys` a module still shows (a product, an offer, a past order). */
export type ImageKeysShown = (db: Db, keys: readonly string[]) => Promise<Set<string>>;

/**
 * What the media services use of the running store, each under the name the app gives it; a
 * service takes the few it reads (`Pick<MediaDeps, …>`), its callers hand them in.
 */
export interface MediaDeps {
  db: Db;
  config: Pick<Config, 'media'>;
  mediaStorage: MediaStorage;
  log: FastifyBaseLogger;
  /** The modules that still show an image (the catalogue, offers, past orders). */
  imageKeysShown: readonly ImageKeysShown[];
}
