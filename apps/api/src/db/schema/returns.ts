import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { orderItems, orders } from './orders';

export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    returnid: text('returnid').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    reasonDetail: text('reason_detail'),
    returntype: text('returntype').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull().default('return_requested'),
    creditedFils: integer('credited_fils'),
    /** The unit went back to its variant at pickup (once; the shop owner can say not resellable). */
    restocked: boolean('restocked').notNull().default(false),
    /**
     * A replacement's colour and size to send (an exchange; the item's own by default). Null for
     * wallet returns and for replacements asked before exchanges, which send the item's own.
     */
    exchangeColor: text('exchange_color'),
    exchangeSize: text('exchange_size'),
    /**
     * The replacement's units are taken from stock and held for this return (from the request
     * until it ships); a rejection, a deletion or a credit instead of shipping puts them back.
     */
    held: boolean('held').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('return_requests_returnid_key').on(t.returnid),
    uniqueIndex('return_requests_order_item_key').on(t.orderItemId),
    index('return_requests_user_idx').on(t.userId, t.createdAt),
    index('return_requests_status_idx').on(t.status, t.createdAt),
    check(
      'return_requests_exchange_whole',
      sql`(${t.exchangeColor} IS NULL) = (${t.exchangeSize} IS NULL)`,
    ),
    check('return_requests_quantity_positive', sql`${t.quantity} > 0`),
    check('return_requests_type_known', sql`${t.returntype} IN ('replacement', 'save_to_wallet')`),
    check(
      'return_requests_status_known',
      sql`${t.status} IN ('return_requested', 'approved_by_shop_owner', 'rejected', 'pickup_scheduled',
        'picked_up', 'replacement_shipped', 'delivered', 'wallet_credited')`,
    ),
  ],
);
