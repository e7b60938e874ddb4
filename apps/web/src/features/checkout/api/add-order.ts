import type { PaymentMethod } from '@store/domain';

import { apiPost } from '@/lib/api-client';
import type { Order } from '@store/domain/contract';

export type AddOrderInput = {
  addressId: string;
  paymentMethod: PaymentMethod;
  zipCode?: string;
  paymentIntentId?: string;
  /** AED the checkout showed: the server refuses to place an order for any other total. */
  expectedTotal: number;
  /** The attempt's own id: sent again after a lost answer, the server answers the order it placed. */
  orderid: string;
};

/** POST /api/order/addOrder: the server prices, reserves stock and charges in one transaction. */
export const addOrder = (input: AddOrderInput) =>
  apiPost<{ success: true; message: string; order: Order }>('/order/addOrder', input);
