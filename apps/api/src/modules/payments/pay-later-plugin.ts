import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PayLaterProviders } from './pay-later-provider';
import { tabbyProvider } from './tabby-plugin';
import type { TabbyTestFaults } from './tabby-test-provider';
import { tamaraProvider } from './tamara-plugin';
import type { TamaraTestFaults } from './tamara-test-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pay later: each provider's client (live or its test provider's), null when it is off. */
    payLater: PayLaterProviders;
    /** The test providers' fault switches (their test modes only), for the tests. */
    tabbyTest: TabbyTestFaults | null;
    tamaraTest: TamaraTestFaults | null;
  }
}

/** The pay-later providers this store runs, each from its own settings (decisions 72 and 90). */
export const payLaterPlugin = fp(async (app: FastifyInstance) => {
  const tabby = await tabbyProvider(app);
  const tamara = await tamaraProvider(app);
  app.decorate('payLater', { tabby: tabby.provider, tamara: tamara.provider });
  app.decorate('tabbyTest', tabby.faults);
  app.decorate('tamaraTest', tamara.faults);
});
