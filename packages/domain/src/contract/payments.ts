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
