import type { FastifyInstance } from 'fastify';
import { tellShopper } from '#modules/notifications';

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
  app: FastifyInstance,
  notice: CardRefundNotice,
): Promise<void> {
  await app.db.transaction((tx) =>
    tellShopper(app, tx, {
      userId: notice.userId,
      event: {
        kind: 'card_payment_refunded',
        amountFils: notice.amountFils,
        cardLast4: notice.cardLast4,
      },
    }),
  );
}
