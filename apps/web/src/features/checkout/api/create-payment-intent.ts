import { apiPost } from '../../../lib/api-client';
import type { PaymentIntent } from '../types';

/** POST /api/payments/create-payment-intent: the amount comes from the server's cart total. */
export const createPaymentIntent = () =>
  apiPost<PaymentIntent>('/payments/create-payment-intent', {});
