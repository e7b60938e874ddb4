import type { MediaStorage } from '#platform/storage/media-storage';
import {
  demoImageJobs,
  jobOutputs,
  renderDemoImages,
  renderImageJobs,
  type ImageJob,
} from './demo-images';

/**
 * The demo images, rendered in the background after start so the store answers at once; an image
 * asked for before its turn is rendered on the spot (once, however many ask).
 */
export function demoMedia(storage: MediaStorage) {
  const byOutputKey = new Map<string, ImageJob>();
  for (const job of demoImageJobs()) {
    for (const output of jobOutputs(job)) byOutputKey.set(output.key, job);
  }
  const inFlight = new Map<string, Promise<void>>();

  return {
    /** Renders the image behind `key` if it is a demo image; false when it is not one. */
    async renderOnDemand(key: string): Promise<boolean> {
      const job = byOutputKey.get(key);
      if (!job) return false;
      let pending = inFlight.get(job.key);
      if (!pending) {
        pending = renderImageJobs(storage, [job]).then(() => undefined);
        inFlight.set(job.key, pending);
        void pending.finally(() => inFlight.delete(job.key)).catch(() => undefined);
      }
      await pending;
      return true;
    },
    /** Renders every demo image not on disk yet, until `signal` is aborted. */
    warmAll: (signal?: AbortSignal) => renderDemoImages(storage, { concurrency: 2, signal }),
  };
}
