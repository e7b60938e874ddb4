import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at, createdAt, updatedAt } from './columns';
import { orders, type ShippingAddressSnapshot } from './orders';

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
    /** Null for an intent the original client created without a token, until an order claims it. */
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

/** A line of the bag a card payment was made for, at the price it was paid at. */
export interface CardCheckoutLine {
  productId: string;
  productCode: string;
  name: string;
  priceFils: number;
  quantity: number;
  color: string;
  size: string;
  imageKey: string | null;
}

/**
 * What a card payment's order will be, recorded when the payment is created (migration 0022), so
 * the webhook or the background check can place it when the shopper's browser never comes back,
 * or refund it. `outcome` is set once: one order or one refund per payment.
 */
export const cardCheckouts = pgTable(
  'card_checkouts',
  {
    paymentIntentId: text('payment_intent_id').primaryKey(),
    provider: text('provider').notNull(),
    /** Null for an intent the original client made tokenless: nothing to place, only refund. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull().default('aed'),
    lines: jsonb('lines').$type<CardCheckoutLine[]>(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressSnapshot>(),
    succeededAt: at('succeeded_at'),
    refundedFils: integer('refunded_fils').notNull().default(0),
    disputedAt: at('disputed_at'),
    disputeReason: text('dispute_reason'),
    outcome: text('outcome').$type<'order' | 'refund'>(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    settledAt: at('settled_at'),
    /** When the background check may ask the provider about this unpaid payment again. */
    nextCheckAt: at('next_check_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('card_checkouts_open_idx')
      .on(t.createdAt)
      .where(sql`${t.outcome} IS NULL`),
    check('card_checkouts_outcome_known', sql`${t.outcome} IN ('order', 'refund')`),
    check('card_checkouts_order_named', sql`(${t.outcome} = 'order') = (${t.orderId} IS NOT NULL)`),
  ],
);

/** Provider events (webhooks) by id: each is handled once, however often it is delivered. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  paymentIntentId: text('payment_intent_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A capture or refund the Tabby test provider took, as Tabby lists them on a payment. */
export interface TabbyTestMovement {
  id: string;
  amountFils: number;
  referenceId: string;
  createdAt: string;
}

/**
 * The built-in Tabby test provider's payments (TABBY_MODE=test, migration 0036): in the
 * database, so every instance answers for the same payments.
 */
export const tabbyTestPayments = pgTable(
  'tabby_test_payments',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    status: text('status').notNull().default('CREATED'),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull(),
    /** The session request as the store sent it (its buyer, order and return addresses). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    captures: jsonb('captures')
      .$type<TabbyTestMovement[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    refunds: jsonb('refunds')
      .$type<TabbyTestMovement[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'tabby_test_payments_status_known',
      sql`${t.status} IN ('CREATED', 'AUTHORIZED', 'CLOSED', 'REJECTED', 'EXPIRED')`,
    ),
  ],
);

/** A capture or refund the Tamara test provider took, as Tamara lists an order's transactions. */
export interface TamaraTestMovement {
  id: string;
  amountFils: number;
  /** The store's merchant_refund_id (refunds only). */
  merchantRefundId: string | null;
  createdAt: string;
}

export const TAMARA_TEST_STATUSES = [
  'new',
  'approved',
  'declined',
  'expired',
  'authorised',
  'canceled',
  'partially_captured',
  'fully_captured',
  'partially_refunded',
  'fully_refunded',
] as const;

/**
 * The built-in Tamara test provider's orders (TAMARA_MODE=test, migration 0042): in the database,
 * so every instance answers for the same orders.
 */
export const tamaraTestOrders = pgTable(
  'tamara_test_orders',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id').notNull(),
    status: text('status').$type<(typeof TAMARA_TEST_STATUSES)[number]>().notNull().default('new'),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull(),
    /** The checkout session request as the store sent it. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    capturedFils: integer('captured_fils').notNull().default(0),
    canceledFils: integer('canceled_fils').notNull().default(0),
    captures: jsonb('captures')
      .$type<TamaraTestMovement[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    refunds: jsonb('refunds')
      .$type<TamaraTestMovement[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'tamara_test_orders_status_known',
      sql`${t.status} IN ('new', 'approved', 'declined', 'expired', 'authorised', 'canceled', 'partially_captured', 'fully_captured', 'partially_refunded', 'fully_refunded')`,
    ),
  ],
);
