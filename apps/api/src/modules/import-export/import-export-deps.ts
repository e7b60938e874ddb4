import type { MediaDeps } from '#modules/media';
import type { Clock } from '#platform/clock';

/**
 * What the import and the exports use of the running store, each under the name the app gives
 * it: media's pieces (the import checks and releases images), the clock Manage Orders filters by,
 * and the catalogue's "changed" call. A service takes the few it reads; the routes hand them in.
 */
export type ImportExportDeps = MediaDeps & {
  clock: Clock;
  catalogChanged: () => void;
};
