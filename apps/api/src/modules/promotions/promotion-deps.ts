import type { Db } from '#db/client';
import type { Clock } from '#platform/clock';

/**
 * What the promotion services use of the running store, each under the name the app gives it:
 * the database, the clock a promotion's status is read by, and the catalogue's "changed" call
 * (badges and linked offers are part of its answers). Reads take the first two, writes all three.
 */
export interface PromotionDeps {
  db: Db;
  clock: Clock;
  catalogChanged: () => void;
}
