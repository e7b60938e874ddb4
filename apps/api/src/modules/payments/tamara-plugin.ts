import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { noFaults } from './pay-later-test-faults';
import type { PayLaterProvider } from './pay-later-provider';
import { refundClaims } from './pay-later-refund-claims';
import { TAMARA_API, TamaraClient, tamaraUnavailable } from './tamara-client';
import {
  TAMARA_TEST_PREFIX,
  tamaraTestProvider,
  type TamaraTestFaults,
} from './tamara-test-provider';
import { loopback } from './tabby-plugin';

/** Tamara's client (live, or the test provider's under TAMARA_MODE=test), or null without it. */
export async function tamaraProvider(
  app: FastifyInstance,
): Promise<{ provider: PayLaterProvider | null; faults: TamaraTestFaults | null }> {
  const tamara = app.config.tamara;
  const claims = refundClaims(app.db, 'tamara');
  if (tamara.mode === 'live') {
    const keys = { apiToken: tamara.apiToken, notificationToken: tamara.notificationToken };
    return { provider: new TamaraClient('live', () => TAMARA_API, keys, claims), faults: null };
  }
  if (tamara.mode !== 'test') return { provider: null, faults: null };
  const keys = {
    apiToken: `tamara_test_${randomBytes(16).toString('hex')}`,
    notificationToken: randomBytes(32).toString('hex'),
  };
  const faults: TamaraTestFaults = noFaults();
  await tamaraTestProvider(app, { ...keys, faults });
  app.log.warn('TAMARA_MODE=test: Tamara payments are simulated and take no real money');
  const base = loopback(app, TAMARA_TEST_PREFIX, tamaraUnavailable);
  return { provider: new TamaraClient('test', base, keys, claims), faults };
}
