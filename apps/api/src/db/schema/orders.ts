import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CancelReason } from '@store/domain';
import { users } from './accounts';
import { products } from './catalog';
import { at, createdAt, id, updatedAt } from './columns';

/** The address as it was when the order was placed; later edits to the book do not move it. */
export interface ShippingAddressSnapshot {
  username: string;
  mobileno: string;
  buildingNumber: string;
  streetName: string;
  area: string;
  city: string;
  emirate: string;
  pobox: string | null;
  country: string;
  savedaddressas: string;
}

/**
 * The order's own searchable text: its id, the delivery address's mobile (digits only, as the
 * domain's mobileSearchDigits, so any way of writing it matches) and PO box, the card's ZIP code
 * and the delivery address's name (the customer's account name and email are searched on users).
 * Written once for the trigram index (migration 0025) and the query, which must match it exactly.
 */
export function orderSearchText(t: {
  orderid: AnyPgColumn;
  shippingAddress: AnyPgColumn;
  zipCode: AnyPgColumn;
}): SQL {
  const a = t.shippingAddress;
  return sql`lower(${t.orderid} || ' ' || regexp_replace(coalesce(${a}->>'mobileno', ''), '[^0-9]', '', 'g') || ' ' || coalesce(${a}->>'pobox', '') || ' ' || coalesce(${t.zipCode}, '') || ' ' || coalesce(${a}->>'username', ''))`;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderid: text('orderid').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('placed'),
    subtotalFils: integer('subtotal_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    shippingFils: integer('shipping_fils').notNull(),
    /** What the shopper owes in all: subtotal + VAT + shipping. */
    totalFils: integer('total_fils').notNull(),
    paymentMethod: text('payment_method').notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    paymentStatus: text('payment_status').notNull().default('pending'),
    walletAmountFils: integer('wallet_amount_fils').notNull().default(0),
    remainingAmountFils: integer('remaining_amount_fils').notNull(),
    paymentIntentId: text('payment_intent_id'),
    cardLast4: text('card_last4'),
    zipCode: text('zip_code'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressSnapshot>().notNull(),
    /** One cart submitted twice at once must create one order: the second insert collides here. */
    checkoutKey: text('checkout_key'),
    /**
     * The order id the client sent, kept even when the order got one of ours: the same shopper
     * sending it again gets this order back (migration 0017).
     */
    clientOrderid: text('client_orderid'),
    /**
     * The courier (a key of the store's couriers, decision 53) and parcel number given when
     * shipped (0021).
     */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /**
     * The courier's name and the parcel's tracking address when it shipped (0029): an owner's
     * courier taken off the setting since keeps both on the orders it carried.
     */
    carrierName: text('carrier_name'),
    trackingUrl: text('tracking_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    shippedAt: at('shipped_at'),
    deliveredAt: at('delivered_at'),
    cancelledAt: at('cancelled_at'),
    refundedAt: at('refunded_at'),
    /** What went back to the card as the provider reported it (charge.refunded, migration 0022). */
    cardRefundedFils: integer('card_refunded_fils').notNull().default(0),
    /** The shopper's bank disputed the card payment (charge.dispute.created): flagged in the console. */
    disputedAt: at('disputed_at'),
    disputeReason: text('dispute_reason'),
    /**
     * The shopper asked to cancel after it shipped (0030): open until the owner settles it
     * (returned to sender, or declined). Null when no request is open.
     */
    cancelRequestedAt: at('cancel_requested_at'),
    /** Why the shopper asked (0032: a CANCEL_REASONS key) and their own words; null without. */
    cancelReason: text('cancel_reason').$type<CancelReason>(),
    cancelNote: text('cancel_note'),
    /** The promotions it got, as the shopper saw them (0033); its totals are after them. */
    /**
     * A pay-later (Tabby, Tamara: 0036, 0042) order's capture: 'authorized' until it ships, 'pending' until Tabby confirms
     * the capture, 'captured', or 'closed' when cancelled unshipped; null for other methods.
     */
    captureState: text('capture_state').$type<CaptureState>(),
    /** The last capture call, and what it failed with (the background check retries it). */
    captureTriedAt: at('capture_tried_at'),
    captureError: text('capture_error'),
    /** What went back to the shopper's Tabby plan (returns and cancels after capture). */
    payLaterRefundedFils: integer('pay_later_refunded_fils').notNull().default(0),
    /**
     * A cancelled pay-later order's money owed back to its provider (0043): 'pending' from the
     * cancel until the close or refund goes through, then 'done'; null when nothing was owed.
     */
    refundState: text('refund_state').$type<RefundState>(),
    /** The last refund or close call that failed, and what it failed with. */
    refundTriedAt: at('refund_tried_at'),
    refundError: text('refund_error'),
    /** When the background check asks the provider again (later after each failure). */
    refundRetryAt: at('refund_retry_at'),
    /** Someone is asking the provider now, until this time: one caller per order at a time. */
    refundClaimedUntil: at('refund_claimed_until'),
    promotions: jsonb('promotions')
      .$type<OrderPromotion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex('orders_orderid_key').on(t.orderid),
    uniqueIndex('orders_checkout_key').on(t.checkoutKey),
    uniqueIndex('orders_payment_intent_key').on(t.paymentIntentId),
    // Per shopper: another shopper's same id never matches.
    uniqueIndex('orders_user_client_orderid_key').on(t.userId, t.clientOrderid),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The back office lists newest first (migration 0008), by status or not, ten at a time.
    index('orders_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_created_id_idx').on(t.createdAt.desc(), t.id.desc()),
    // The console's 'Disputed' filter reads only the disputed orders, newest first.
    index('orders_disputed_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.disputedAt} IS NOT NULL`),
    // Its 'Cancel requested' filter reads only the orders with an open request.
    index('orders_cancel_requested_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.cancelRequestedAt} IS NOT NULL`),
    // Its search is a case-insensitive substring of this text (or of the customer's name and
    // email, users_search_trgm_idx); admin-order-queries.ts uses the same expression.
    index('orders_search_trgm_idx').using('gin', sql`${orderSearchText(t)} gin_trgm_ops`),
    // A pasted order id ('SH-…') is found by its prefix, whatever the database's collation.
    index('orders_orderid_pattern_idx').using('btree', t.orderid.op('text_pattern_ops')),
    check(
      'orders_status_known',
      sql`${t.status} IN ('placed', 'shipped', 'out-for-delivery', 'delivered', 'cancelled', 'refunded')`,
    ),
    check('orders_tracking_number_short', sql`char_length(${t.trackingNumber}) <= 40`),
    check(
      'orders_cancel_reason_known',
      sql`${t.cancelReason} IN ('changed_mind', 'ordered_by_mistake', 'better_price', 'delivery_too_slow', 'other')`,
    ),
    check('orders_cancel_note_short', sql`char_length(${t.cancelNote}) <= 500`),
    check(
      'orders_payment_method_known',
      sql`${t.paymentMethod} IN ('online', 'COD', 'wallet', 'wallet_partial', 'tabby', 'tamara')`,
    ),
    check(
      'orders_capture_state_known',
      sql`${t.captureState} IN ('authorized', 'pending', 'captured', 'closed')`,
    ),
    index('orders_capture_pending_idx')
      .on(t.shippedAt)
      .where(sql`${t.captureState} = 'pending'`),
    check('orders_refund_state_known', sql`${t.refundState} IN ('pending', 'done')`),
    // The background check reads the refunds owed whose next try is due.
    index('orders_refund_pending_idx')
      .on(t.refundRetryAt)
      .where(sql`${t.refundState} = 'pending'`),
    // The console's payment-method filter, newest first, without walking every order's date.
    index('orders_method_created_idx').on(t.paymentMethod, t.createdAt.desc(), t.id.desc()),
    check(
      'orders_payment_status_known',
      sql`${t.paymentStatus} IN ('pending', 'partial', 'completed', 'failed', 'refunded')`,
    ),
    check(
      'orders_amounts_consistent',
      sql`${t.subtotalFils} >= 0 AND ${t.vatFils} >= 0 AND ${t.shippingFils} >= 0
        AND ${t.totalFils} = ${t.subtotalFils} + ${t.vatFils} + ${t.shippingFils}
        AND ${t.walletAmountFils} >= 0 AND ${t.remainingAmountFils} >= 0
        AND ${t.walletAmountFils} + ${t.remainingAmountFils} = ${t.totalFils}`,
    ),
  ],
);

export type CaptureState = 'authorized' | 'pending' | 'captured' | 'closed';
export type RefundState = 'pending' | 'done';

/** A promotion as an order keeps it: named in both languages, its amount in fils as shown. */
export interface OrderPromotion {
  id: string;
  name: string;
  nameAr: string;
  code: string | null;
  kind: 'item' | 'order' | 'shipping';
  amountFils: number;
}

/** A line as sold: name, image and price are copied so later catalogue edits do not rewrite history. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productid: text('productid').notNull(),
    name: text('name').notNull(),
    defaultImg: text('default_img'),
    priceFils: integer('price_fils').notNull(),
    quantity: integer('quantity').notNull(),
    color: text('color').notNull(),
    size: text('size').notNull(),
    position: integer('position').notNull(),
    /**
     * The line's share of the order's promotions, in stored terms (0033): it was sold for
     * price x quantity - discount.
     */
    discountFils: integer('discount_fils').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    index('order_items_product_idx').on(t.productId),
    index('order_items_default_img_idx').on(t.defaultImg),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_price_non_negative', sql`${t.priceFils} >= 0`),
    check(
      'order_items_discount_within_line',
      sql`${t.discountFils} >= 0 AND ${t.discountFils} <= ${t.priceFils} * ${t.quantity}`,
    ),
  ],
);

/**
 * How many orders have each status, spread over 16 slots a status so concurrent checkouts do not
 * wait on one row (each transaction reserves a slot, migration 0012): triggers keep it (migration
 * 0008), the stat cards sum it.
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    status: text('status').notNull(),
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'order_status_counts_pkey', columns: [t.status, t.slot] })],
);

/** The same counts per calendar day in Dubai, for the date filters' totals (migration 0008). */
export const orderDayCounts = pgTable(
  'order_day_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    slot: smallint('slot').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'order_day_counts_pkey', columns: [t.day, t.status, t.slot] })],
);
