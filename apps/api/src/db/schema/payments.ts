import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, updatedAt } from './columns';

/**
 * Card payments of the built-in test provider (used when no Stripe keys are set). They live in
 * the database, not in memory, so every instance of the API sees the same intents.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** 'pi_test_' + random hex, shaped like Stripe's ids. */
    id: text('id').primaryKey(),
    provider: text('provider').notNull().default('test'),
    /** Null for an intent the spec's client created without a token, until an order claims it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull().default('aed'),
    status: text('status').notNull().default('requires_payment_method'),
    cardLast4: text('card_last4'),
    /** SHA-256 of the client secret: the secret itself is only ever sent to its owner. */
    clientSecretHash: text('client_secret_hash').notNull(),
    amountRefundedFils: integer('amount_refunded_fils').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_intents_user_idx').on(t.userId, t.createdAt),
    check(
      'payment_intents_status_known',
      sql`${t.status} IN ('requires_payment_method', 'requires_action', 'succeeded', 'canceled')`,
    ),
    check(
      'payment_intents_amounts',
      sql`${t.amountFils} > 0 AND ${t.amountRefundedFils} >= 0
        AND ${t.amountRefundedFils} <= ${t.amountFils}`,
    ),
  ],
);

/**
 * Card payments given back because no order can use them (the checkout refused the bag they were
 * made for), whatever the provider. The row is written under the shopper's checkout lock before
 * the refund is asked for, so a submit of the same payment that is already on its way cannot place
 * an order with it afterwards: it finds the row under the same lock and is refused.
 */
export const unusedPaymentRefunds = pgTable('unused_payment_refunds', {
  paymentIntentId: text('payment_intent_id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
