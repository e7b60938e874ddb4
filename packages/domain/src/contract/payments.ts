import { z } from 'zod';
import { answer, ok } from './fields';

/** POST /api/payments/create-payment-intent. */
export const paymentIntentAnswer = answer({
  success: ok,
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** Fils, from the server's cart total. */
  amount: z.number().int(),
  currency: z.literal('aed'),
  provider: z.enum(['test', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type PaymentIntent = z.output<typeof paymentIntentAnswer>;

/** GET /api/payments/tabby/eligibility: whether Tabby is offered for the bag, and its plan. */
export const tabbyEligibilityAnswer = answer({
  success: ok,
  eligible: z.boolean(),
  /** Why not: no Tabby in this store, outside Tabby's amounts, or Tabby's pre-scoring said no. */
  reason: z.enum(['off', 'amount', 'rejected']).nullable(),
  /** Fils: the bag's total and each of its four payments. */
  amount: z.number().int(),
  instalments: z.array(z.number().int()),
});
export type TabbyEligibility = z.output<typeof tabbyEligibilityAnswer>;

/** POST /api/payments/tabby/session: where to send the shopper to approve the plan. */
export const tabbySessionAnswer = answer({
  success: ok,
  paymentId: z.string(),
  webUrl: z.string(),
  /** Fils, from the server's cart total. */
  amount: z.number().int(),
});
export type TabbySession = z.output<typeof tabbySessionAnswer>;
