import { availableParallelism } from 'node:os';

/**
 * Journey files run at once: `JOURNEY_WORKERS`, else one per core up to two. Each brings a
 * browser and its own shared store, so more than two on a small machine only slows them all.
 */
export function journeyWorkers(): number {
  const asked = Number(process.env.JOURNEY_WORKERS);
  if (Number.isInteger(asked) && asked >= 1) return asked;
  return Math.min(2, Math.max(1, availableParallelism()));
}
