import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CardOrders } from './payment-deps';
import { NoCardProvider } from './no-card-provider';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { deliverTestEvent, TestPaymentProvider } from './test-provider';
import { webhookSecretFor } from './webhook-signing';

declare module 'fastify' {
  interface FastifyInstance {
    /** The card processor: Stripe, the test provider when chosen, or one that refuses cards. */
    payments: PaymentProvider;
    /** What the provider's events are signed with (null when the store takes no cards). */
    cardWebhookSecret: string | null;
    /** The orders side of card payments, given by the flows that join them (CardOrders). */
    cardOrders: CardOrders;
  }
}

/** Decorates the app with its provider, so checkout and later cancellations (refunds) share it. */
export const paymentsPlugin = fp(async (app: FastifyInstance, opts: { orders: CardOrders }) => {
  const cards = app.config.cards;
  let provider: PaymentProvider;
  if (cards.provider === 'stripe') {
    provider = await createStripeProvider(cards);
  } else if (cards.provider === 'test') {
    provider = new TestPaymentProvider(app.db, (event) =>
      // Sent after the call that caused it, as Stripe sends its events: never part of the answer.
      app.runInBackground('test card event', () => deliverTestEvent(app, event)),
    );
    app.log.warn('CARD_PROVIDER=test: card payments are simulated and take no real money');
  } else {
    provider = new NoCardProvider();
  }
  app.decorate('payments', provider);
  app.decorate('cardWebhookSecret', webhookSecretFor(cards));
  app.decorate('cardOrders', opts.orders);
});
