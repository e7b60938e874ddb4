import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NoCardProvider } from './no-card-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card processor: Stripe, the test provider when chosen, or one that refuses cards. */
    payments: PaymentProvider;
  }
}

/** Decorates the app with its provider, so checkout and later cancellations (refunds) share it. */
export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  const cards = app.config.cards;
  let provider: PaymentProvider;
  if (cards.provider === 'stripe') {
    provider = await createStripeProvider(cards);
  } else if (cards.provider === 'test') {
    provider = new TestPaymentProvider(app.db);
    app.log.warn('CARD_PROVIDER=test: card payments are simulated and take no real money');
  } else {
    provider = new NoCardProvider();
  }
  app.decorate('payments', provider);
});
