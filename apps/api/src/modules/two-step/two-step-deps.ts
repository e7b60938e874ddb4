import type { Db } from '#db/client';
import type { Clock } from '#platform/clock';
import type { RateLimiter } from '#platform/rate-limit';

/**
 * What two-step sign-in's services use of the running store, each under the name the app gives
 * it; a service takes the few it reads, the routes hand in the app (which has them all).
 */
export interface TwoStepDeps {
  db: Db;
  /** The clock a code's time step and a sign-in step's expiry are read by. */
  clock: Clock;
  /** The key the authenticator secrets are sealed under and the backup codes hashed with. */
  jwtSecret: string;
  /** Wrong codes are counted per member and per address, as wrong passwords are. */
  rateLimit: RateLimiter;
}

/** What a sign-in step uses: the database and the clock its expiry is read by. */
export type StepDeps = Pick<TwoStepDeps, 'db' | 'clock'>;
/** What an authenticator app's secret and backup codes use: the step's pieces and the key. */
export type CodeDeps = Pick<TwoStepDeps, 'db' | 'clock' | 'jwtSecret'>;
