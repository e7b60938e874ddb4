import {
  cardDigits,
  isCardExpired,
  isValidCardNumber,
  paymentIntentSchema,
  testCardConfirmSchema,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { refusal } from '#platform/errors';
import { parseInput } from '#platform/validation';
import { recordCardCheckout } from './card-checkout-repository';
import { addressForCard } from './card-checkout-address';
import { cardsOff } from './no-card-provider';
import { TestPaymentProvider, testCardOutcome } from './test-provider';
import { userIdOf } from '#platform/auth';

const CURRENCY = 'aed';

/** Intents made per shopper (or per address without a token); each is a provider call. */
const INTENTS_PER_CLIENT = { limit: 10, windowMs: 10 * 60_000 };

export async function paymentRoutes(app: FastifyInstance) {
  const auth = { preHandler: app.requireCustomer };

  app.post(
    '/api/payments/create-payment-intent',
    {
      preHandler: app.optionalCustomer,
      config: {
        openapi: {
          summary: 'Start a card payment',
          description:
            "With a shopper's token the amount is the server's cart total and the body's amount " +
            'is ignored; the bag, its prices and the address (addressId, else the default one) ' +
            'are recorded, so a paid intent whose browser never returns still becomes that order ' +
            'or is refunded (POST /api/payments/stripe/webhook). The original client sends no ' +
            "token: the intent is then for the body's " +
            'amount in fils, and addOrder accepts it only when that is exactly the order total. ' +
            'At most 10 intents per shopper (or per address without a token) in 10 minutes. ' +
            '503 CARD_PAYMENTS_OFF when the store takes no cards (GET /api/config: cards).',
          body: paymentIntentSchema,
          response: '{success, clientSecret, paymentIntentId, amount, currency, provider}',
        },
      },
    },
    async (request) => {
      if (app.payments.name === 'none') throw cardsOff();
      const input = parseInput(paymentIntentSchema, request.body);
      const userId = request.auth?.userId;
      await app.rateLimit.consume(
        userId ? `payment-intent:user:${userId}` : `payment-intent:ip:${request.ip}`,
        INTENTS_PER_CLIENT,
      );
      const cart = userId
        ? await app.cardOrders.payableBag(app.db, userId, app.config.store)
        : undefined;
      const amount = cart ? cart.totals.totalCostwithVAT : input.amount;
      if (amount === undefined) {
        throw refusal('validation', 'checkout.amount_required', {
          code: 'VALIDATION',
          field: 'amount',
        });
      }
      const address = userId ? await addressForCard(app.db, userId, input.addressId) : null;
      const intent = await app.payments.createIntent(amount, CURRENCY, userId ? { userId } : {});
      // What the order will be, so the payment still becomes it (or is refunded) when the
      // shopper's browser never comes back to addOrder (decision 38).
      await recordCardCheckout(app.db, {
        paymentIntentId: intent.id,
        provider: app.payments.name,
        userId: userId ?? null,
        amountFils: amount,
        currency: CURRENCY,
        lines: cart?.lines ?? null,
        shippingAddress: address,
      });
      return {
        success: true,
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount,
        currency: CURRENCY,
        provider: app.payments.name,
        publishableKey: app.payments.publishableKey,
      };
    },
  );

  const provider = app.payments;
  // With Stripe the page confirms through Stripe.js and this call does not exist; with no card
  // provider it exists to say why no card can be paid.
  if (provider.name === 'stripe') return;

  // Stands in for Stripe.js under CARD_PROVIDER=test; only the intent's owner may confirm it.
  app.post(
    '/api/payments/test/confirm',
    {
      ...auth,
      config: {
        openapi: {
          summary: 'Confirm a card payment with the built-in test provider',
          description:
            'Only with CARD_PROVIDER=test (otherwise 503 CARD_PAYMENTS_OFF, or absent with ' +
            'Stripe). 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is ' +
            'declined, 4000 0025 0000 3155 requires action.',
          body: testCardConfirmSchema,
          response: '{success, status, error?}',
        },
      },
    },
    async (request) => {
      if (!(provider instanceof TestPaymentProvider)) throw cardsOff();
      const input = parseInput(testCardConfirmSchema, request.body);
      const digits = cardDigits(input.card.number);
      if (!isValidCardNumber(digits)) {
        throw refusal('validation', 'INVALID_CARD_NUMBER');
      }
      if (isCardExpired(input.card.expMonth, input.card.expYear, new Date())) {
        throw refusal('validation', 'EXPIRED_CARD');
      }
      const outcome = testCardOutcome(digits);
      const result = await provider.confirm(
        input.paymentIntentId,
        userIdOf(request),
        digits,
        outcome,
      );
      if (!result.found) {
        throw refusal('not_found', 'checkout.payment_not_found', { code: 'NOT_FOUND' });
      }
      const declined = result.status === 'requires_payment_method' && 'error' in outcome;
      return {
        success: true,
        status: result.status,
        ...(declined ? { error: outcome.error } : {}),
      };
    },
  );
}
