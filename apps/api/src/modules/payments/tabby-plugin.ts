import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { noFaults } from './pay-later-test-faults';
import type { PayLaterProvider } from './pay-later-provider';
import { TABBY_API, TabbyClient, tabbyUnavailable, webhookAuthFor } from './tabby-client';
import { TABBY_TEST_PREFIX, tabbyTestProvider, type TabbyTestFaults } from './tabby-test-provider';

/**
 * A test provider is reached over HTTP on this server's own address: the same client code as
 * for the provider's own API, only the base address and keys differ (decision 72).
 */
export function loopback(app: FastifyInstance, prefix: string, unavailable = tabbyUnavailable) {
  return () => {
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') {
      throw unavailable(new Error('the server is not listening'));
    }
    return `http://127.0.0.1:${address.port}${prefix}`;
  };
}

/** Tabby's client (live, or the test provider's under TABBY_MODE=test), or null without Tabby. */
export async function tabbyProvider(
  app: FastifyInstance,
): Promise<{ provider: PayLaterProvider | null; faults: TabbyTestFaults | null }> {
  const tabby = app.config.tabby;
  if (tabby.mode === 'live') {
    const keys = {
      secretKey: tabby.secretKey,
      merchantCode: tabby.merchantCode,
      webhookAuth: webhookAuthFor(tabby.secretKey),
    };
    return { provider: new TabbyClient('live', () => TABBY_API, keys), faults: null };
  }
  if (tabby.mode !== 'test') return { provider: null, faults: null };
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
  const webhookAuth = randomBytes(24).toString('hex');
  const faults: TabbyTestFaults = noFaults();
  await tabbyTestProvider(app, { secretKey, webhookAuth, faults });
  app.log.warn('TABBY_MODE=test: Tabby payments are simulated and take no real money');
  const keys = { secretKey, merchantCode: 'store-test', webhookAuth };
  return {
    provider: new TabbyClient('test', loopback(app, TABBY_TEST_PREFIX), keys),
    faults,
  };
}
