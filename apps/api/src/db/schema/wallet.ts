import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { orders } from './orders';

export const wallets = pgTable(
  'wallets',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceFils: integer('balance_fils').notNull().default(0),
    currency: text('currency').notNull().default('AED'),
    updatedAt: updatedAt(),
  },
  (t) => [check('wallets_balance_non_negative', sql`${t.balanceFils} >= 0`)],
);

/** The ledger: the balance always equals credits minus debits. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => wallets.userId, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    amountFils: integer('amount_fils').notNull(),
    balanceAfterFils: integer('balance_after_fils').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderItemId: uuid('order_item_id'),
    returnId: uuid('return_id'),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('completed'),
    /** One movement per purpose ('order-payment:<id>', 'return-credit:<id>'): a retry cannot pay or credit twice. */
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_reference_key').on(t.reference),
    index('wallet_transactions_user_created_idx').on(t.userId, t.createdAt),
    check('wallet_transactions_type_known', sql`${t.type} IN ('debit', 'credit')`),
    check('wallet_transactions_amount_positive', sql`${t.amountFils} > 0`),
    check('wallet_transactions_balance_non_negative', sql`${t.balanceAfterFils} >= 0`),
  ],
);
