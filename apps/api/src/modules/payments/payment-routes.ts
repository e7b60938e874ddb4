import { cardDigits, isCardExpired, isValidCardNumber, testCardConfirmSchema } from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { parseInput } from '../../platform/validation';
import { pricedCart } from '../checkout/priced-cart';
import { TestPaymentProvider, testCardOutcome } from './test-provider';

const CURRENCY = 'aed';

const userIdOf = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('route is missing its auth preHandler');
  return request.auth.userId;
};

export async function paymentRoutes(app: FastifyInstance) {
  const auth = { preHandler: app.requireCustomer };

  // The amount is the server's cart total in fils; whatever the client sends is ignored.
  app.post('/api/payments/create-payment-intent', auth, async (request) => {
    const userId = userIdOf(request);
    const { lines, totals } = await pricedCart(app.db, userId);
    if (lines.length === 0) throw new AppError('conflict', 'Your cart is empty.', 'CART_EMPTY');
    const amount = totals.totalCostwithVAT;
    const intent = await app.payments.createIntent(amount, CURRENCY, { userId });
    return {
      success: true,
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount,
      currency: CURRENCY,
      provider: app.payments.name,
      publishableKey: app.payments.publishableKey,
    };
  });

  const provider = app.payments;
  if (!(provider instanceof TestPaymentProvider)) return;

  // Stands in for Stripe.js when no keys are configured; only the intent's owner may confirm it.
  app.post('/api/payments/test/confirm', auth, async (request) => {
    const input = parseInput(testCardConfirmSchema, request.body);
    const digits = cardDigits(input.card.number);
    if (!isValidCardNumber(digits)) {
      throw new AppError('validation', 'Your card number is invalid.', 'INVALID_CARD_NUMBER');
    }
    if (isCardExpired(input.card.expMonth, input.card.expYear, new Date())) {
      throw new AppError('validation', 'Your card has expired.', 'EXPIRED_CARD');
    }
    const outcome = testCardOutcome(digits);
    const result = await provider.confirm(
      input.paymentIntentId,
      userIdOf(request),
      digits,
      outcome,
    );
    if (!result.found) throw new AppError('not_found', 'Payment not found', 'NOT_FOUND');
    const declined = result.status === 'requires_payment_method' && 'error' in outcome;
    return {
      success: true,
      status: result.status,
      ...(declined ? { error: outcome.error } : {}),
    };
  });
}
