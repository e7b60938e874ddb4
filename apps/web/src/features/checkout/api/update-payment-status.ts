import { apiPost } from '@/lib/api-client';
import type { Order } from '@store/domain/contract';

export type PaymentStatusInput = {
  orderId: string;
  paymentStatus: 'partial' | 'completed';
  paidAmount: number;
  paymentMethod: string;
};

/** POST /api/order/updatePaymentStatus: idempotent; the server answers with its own state. */
export const updatePaymentStatus = (input: PaymentStatusInput) =>
  apiPost<{ success: true; order: Order }>('/order/updatePaymentStatus', input);
