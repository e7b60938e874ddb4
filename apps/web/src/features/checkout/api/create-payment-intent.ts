import { apiPost } from '@/lib/api-client';
import type { PaymentIntent } from '@store/domain/contract';

/**
 * POST /api/payments/create-payment-intent: the amount comes from the server's cart total, and
 * the server records the bag and this address, so the payment still becomes the order if the
 * page is closed before addOrder.
 */
export const createPaymentIntent = (addressId: string) =>
  apiPost<PaymentIntent>('/payments/create-payment-intent', { addressId });
