/** How an order's payment reads in the back office. */
export type PaymentState = 'paid' | 'unpaid' | 'partial' | 'failed' | 'refunded';

type PaymentFacts = { isPaid: boolean; paymentDetails: { status: string } };

// The server's orders.payment_status values; a cancelled order's money back reads 'refunded'.
const STATES: Record<string, PaymentState> = {
  completed: 'paid',
  pending: 'unpaid',
  partial: 'partial',
  failed: 'failed',
  refunded: 'refunded',
};

/** The order's payment state from paymentDetails.status, or from isPaid for a value not known. */
export function paymentState(order: PaymentFacts): PaymentState {
  return STATES[order.paymentDetails.status.toLowerCase()] ?? (order.isPaid ? 'paid' : 'unpaid');
}
