import { PAY_LATER_METHODS } from '@store/domain';
import type { FastifyInstance } from 'fastify';

/** What the browser needs to know about this store's setup; secrets never appear here. */
export async function storeConfigRoutes(app: FastifyInstance) {
  app.get(
    '/api/config',
    {
      config: {
        openapi: {
          summary: "What the browser needs to know about this store's setup",
          response:
            '{success, googleClientId, cards, prices}: googleClientId null when Google sign-in is off; ' +
            'cards.offered false when the store takes no cards, cards.testMode true under ' +
            'CARD_PROVIDER=test (no real money is taken); prices.includeVat is PRICES_INCLUDE_VAT ' +
            '(whether the prices the owner enters already hold their VAT); payLater lists the ' +
            'pay-later providers this store offers (tabby, tamara), for their instalment lines',
        },
      },
    },
    async () => ({
      success: true,
      googleClientId: app.config.google?.clientId ?? null,
      cards: {
        offered: app.payments.name !== 'none',
        testMode: app.payments.name === 'test',
      },
      // The console says under each price field whether the price holds its VAT.
      prices: { includeVat: app.config.store.pricesIncludeVat },
      // The product page and the bag show each offered provider's instalments.
      payLater: PAY_LATER_METHODS.filter((method) => app.payLater[method] !== null),
    }),
  );
}
