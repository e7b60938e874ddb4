import { describe, expect, it } from 'vitest';
import { buildTestApps } from '#test/helper';
import { pauseUnlessStopping } from './instance-lease';

describe('stopping background work', () => {
  it('does not pause at all once the stop has come', async () => {
    const closing = new AbortController();
    closing.abort();
    const started = Date.now();
    await pauseUnlessStopping(60_000, closing.signal);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('closes an instance at once while another holds the leases it waits for', async () => {
    // On PostgreSQL the first instance takes the mail outbox's lease and the second waits for it;
    // on the embedded database each runs its own worker. Either way closing must not wait.
    const [holder, waiter] = await buildTestApps(2);
    try {
      const started = Date.now();
      await waiter!.close();
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await holder!.close();
    }
  });
});
