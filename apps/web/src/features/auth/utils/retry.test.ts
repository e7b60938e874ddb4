import {
  AUTH_FETCH_ATTEMPTS,
  AUTH_FETCH_RETRY_DELAY_MS,
  SOCIAL_SIGN_IN_ATTEMPTS,
  SOCIAL_SIGN_IN_RETRY_WAITS_MS,
} from '@store/domain';
import { describe, expect, it } from 'vitest';

import { withRetries } from './retry';

function flaky(failures: number) {
  let calls = 0;
  return {
    task: async () => {
      calls += 1;
      if (calls <= failures) throw new Error(`failure ${calls}`);
      return 'ok';
    },
    calls: () => calls,
  };
}

describe('withRetries', () => {
  it('fetches the user in 2 attempts, waiting 1 s times the attempt number', async () => {
    const waits: number[] = [];
    const f = flaky(1);
    const result = await withRetries(f.task, {
      attempts: AUTH_FETCH_ATTEMPTS,
      waitMs: (n) => AUTH_FETCH_RETRY_DELAY_MS * n,
      shouldRetry: () => true,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(result).toBe('ok');
    expect(waits).toEqual([1000]);
  });

  it('retries social sign-in 3 times, waiting 1 s then 2 s, then gives up', async () => {
    const waits: number[] = [];
    const f = flaky(5);
    await expect(
      withRetries(f.task, {
        attempts: SOCIAL_SIGN_IN_ATTEMPTS,
        waitMs: (n) => SOCIAL_SIGN_IN_RETRY_WAITS_MS[n - 1] ?? 0,
        shouldRetry: () => true,
        sleep: async (ms) => void waits.push(ms),
      }),
    ).rejects.toThrow('failure 3');
    expect(waits).toEqual([1000, 2000]);
    expect(f.calls()).toBe(3);
  });

  it('does not retry what will not improve', async () => {
    const f = flaky(1);
    await expect(
      withRetries(f.task, { attempts: 3, waitMs: () => 0, shouldRetry: () => false }),
    ).rejects.toThrow('failure 1');
    expect(f.calls()).toBe(1);
  });
});
