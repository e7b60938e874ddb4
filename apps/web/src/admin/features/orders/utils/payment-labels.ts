import { at, isAdminMessageKey } from '@/admin/i18n';
import type { AdminOrder } from '@store/domain/contract';
import { paymentState } from './payment-state';

/** How the order is paid, in words ('Card', 'Cash on delivery'); an unknown method as it is. */
export function paymentMethodLabel(method: string): string {
  const key = `orders.method.${method}`;
  return isAdminMessageKey(key) ? at(key) : method;
}

/** Paid, Not paid, Partly paid, Payment failed or Refunded (a cancelled order's money back). */
export function paymentStateLabel(order: AdminOrder): string {
  return at(`orders.payment.${paymentState(order)}`);
}
