/**
 * Runs `task` up to `attempts` times. After failed attempt n (1-based) it waits `waitMs(n)` and
 * tries again, but only while `shouldRetry(error)` holds.
 */
export async function withRetries<T>(
  task: () => Promise<T>,
  opts: {
    attempts: number;
    waitMs: (failedAttempt: number) => number;
    shouldRetry: (error: unknown) => boolean;
    sleep?: (ms: number) => Promise<void>;
  },
): Promise<T> {
  const sleep = opts.sleep ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= opts.attempts || !opts.shouldRetry(error)) throw error;
      await sleep(opts.waitMs(attempt));
    }
  }
}
