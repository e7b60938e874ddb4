import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { TestPaymentProvider } from './test-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card processor: Stripe with keys, otherwise the built-in test provider. */
    payments: PaymentProvider;
  }
}

/** Decorates the app with its provider, so checkout and later cancellations (refunds) share it. */
export const paymentsPlugin = fp(async (app: FastifyInstance) => {
  const stripe = app.config.stripe;
  const provider: PaymentProvider = stripe
    ? await createStripeProvider(stripe)
    : new TestPaymentProvider(app.db);
  app.decorate('payments', provider);
});
