import { tellShopper } from '#modules/notifications';
import type { PaymentDeps } from './payment-deps';

/** A card payment whose browser never came back and whose order could not be placed. */
export interface CardRefundNotice {
  userId: string;
  amountFils: number;
  cardLast4: string | null;
}

/**
 * Tells the shopper that a card payment the webhook or the background check settled is being
 * refunded: a line in the bell and a mail through the outbox, in the account's language. A
 * payment placed as an order is told by the order's own placed mail (recorded-order.ts).
 */
export async function notifyShopperOfCardRefund(
  deps: Pick<PaymentDeps, 'db' | 'clock' | 'mailOutbox' | 'log'>,
  notice: CardRefundNotice,
): Promise<void> {
  await deps.db.transaction((tx) =>
    tellShopper(deps, tx, {
      userId: notice.userId,
      event: {
        kind: 'card_payment_refunded',
        amountFils: notice.amountFils,
        cardLast4: notice.cardLast4,
      },
    }),
  );
}
