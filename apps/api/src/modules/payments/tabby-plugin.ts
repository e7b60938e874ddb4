import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PayLaterProvider } from './pay-later-provider';
import { TABBY_API, TabbyClient, tabbyUnavailable, webhookAuthFor } from './tabby-client';
import { TABBY_TEST_PREFIX, tabbyTestProvider, type TabbyTestFaults } from './tabby-test-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pay later with Tabby: its client (live or the test provider's), or null without Tabby. */
    payLater: PayLaterProvider | null;
    /** The test provider's fault switches (TABBY_MODE=test only), for the tests. */
    tabbyTest: TabbyTestFaults | null;
  }
}

/**
 * The test provider is reached over HTTP on this server's own address: the same client code as
 * for api.tabby.ai, only the base address and keys differ (decision 72).
 */
function loopback(app: FastifyInstance): () => string {
  return () => {
    const address = app.server.address() as AddressInfo | string | null;
    if (!address || typeof address === 'string') {
      throw tabbyUnavailable(new Error('the server is not listening'));
    }
    return `http://127.0.0.1:${address.port}${TABBY_TEST_PREFIX}`;
  };
}

export const tabbyPlugin = fp(async (app: FastifyInstance) => {
  const tabby = app.config.tabby;
  if (tabby.mode === 'live') {
    const keys = {
      secretKey: tabby.secretKey,
      merchantCode: tabby.merchantCode,
      webhookAuth: webhookAuthFor(tabby.secretKey),
    };
    app.decorate('payLater', new TabbyClient('live', () => TABBY_API, keys));
    app.decorate('tabbyTest', null);
    return;
  }
  if (tabby.mode === 'test') {
    const secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
    const webhookAuth = randomBytes(24).toString('hex');
    const faults: TabbyTestFaults = { captureTimeouts: 0 };
    await tabbyTestProvider(app, { secretKey, webhookAuth, faults });
    app.decorate(
      'payLater',
      new TabbyClient('test', loopback(app), {
        secretKey,
        merchantCode: 'store-test',
        webhookAuth,
      }),
    );
    app.decorate('tabbyTest', faults);
    app.log.warn('TABBY_MODE=test: Tabby payments are simulated and take no real money');
    return;
  }
  app.decorate('payLater', null);
  app.decorate('tabbyTest', null);
});
