import type { Config } from '#config/env';
import type { Db } from '#db/client';
import type { Clock } from '#platform/clock';
import type { MediaStorage } from '#platform/storage/media-storage';

/**
 * What the offer services use of the running store, each under the name the app gives it; a
 * service takes the few it reads (`Pick<OfferDeps, …>`), the routes hand them in.
 */
export interface OfferDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'media'>;
  mediaStorage: MediaStorage;
  /** Called after a committed write: this instance serves the new catalogue from then on. */
  catalogChanged: () => void;
}
