import { and, asc, count, eq, getTableColumns, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import {
  orderItems,
  orders,
  products,
  unusedPaymentRefunds,
  users,
  type ShippingAddressSnapshot,
} from '#db/schema';
import { isUuid } from '#db/ids';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/**
 * Locks the shopper's users row until the transaction ends: on PostgreSQL a second checkout of the
 * same shopper waits here and then sees the cart the first one emptied. False for a deleted account.
 */
export async function lockShopperForCheckout(tx: Tx, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows.length > 0;
}

/** How many orders the shopper has placed: the n in the checkout key of their next order. */
export async function countOrders(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

export async function findOrderByPaymentIntent(tx: Db | Tx, paymentIntentId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
  return row;
}

/** Whether the payment was given back because no order could use it (see unusedPaymentRefunds). */
export async function unusedPaymentRefunded(tx: Tx, paymentIntentId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: unusedPaymentRefunds.paymentIntentId })
    .from(unusedPaymentRefunds)
    .where(eq(unusedPaymentRefunds.paymentIntentId, paymentIntentId));
  return rows.length > 0;
}

/** Records that the payment is being given back; false when another submit recorded it first. */
export async function recordUnusedPaymentRefund(
  tx: Tx,
  paymentIntentId: string,
  userId: string,
): Promise<boolean> {
  const rows = await tx
    .insert(unusedPaymentRefunds)
    .values({ paymentIntentId, userId })
    .onConflictDoNothing()
    .returning({ id: unusedPaymentRefunds.paymentIntentId });
  return rows.length > 0;
}

/** Takes the record back after a refund the provider refused: the payment is still the shop's. */
export async function forgetUnusedPaymentRefund(db: Db, paymentIntentId: string): Promise<void> {
  await db
    .delete(unusedPaymentRefunds)
    .where(eq(unusedPaymentRefunds.paymentIntentId, paymentIntentId));
}

/** The shopper's order placed under the order id their client sent; never another shopper's. */
export async function findOrderByClientOrderid(db: Db | Tx, userId: string, clientOrderid: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.clientOrderid, clientOrderid)));
  return row;
}

export async function findOrderByCheckoutKey(db: Db, checkoutKey: string) {
  const [row] = await db.select().from(orders).where(eq(orders.checkoutKey, checkoutKey));
  return row;
}

/** The shopper's order by its _id or its SH- order id; undefined for anyone else's. */
export async function findOrderForUser(db: Db | Tx, userId: string, ref: string) {
  const byRef = isUuid(ref)
    ? or(eq(orders.id, ref), eq(orders.orderid, ref.toUpperCase()))
    : eq(orders.orderid, ref.toUpperCase());
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), byRef));
  return row;
}

/**
 * An order line with its product's Arabic name as the catalogue has it now (null when the product
 * has none or was deleted). A line keeps the English name it was bought under; the Arabic pages
 * show this one beside it, falling back to the English.
 */
export type ShownOrderItemRow = OrderItemRow & { nameAr: string | null };

/** Order lines joined to their product's Arabic name: add a where and an order. */
export function selectShownItems(db: Db | Tx) {
  return db
    .select({ ...getTableColumns(orderItems), nameAr: products.nameAr })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId));
}

export async function orderItemsOf(db: Db | Tx, orderId: string): Promise<ShownOrderItemRow[]> {
  return selectShownItems(db)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
}

/** What an order line copies from the bag line it was bought as. */
export interface BoughtLine {
  productId: string;
  productCode: string;
  name: string;
  imageKey: string | null;
  priceFils: number;
  quantity: number;
  color: string;
  size: string;
}

/** The order's items in the bag's order, each a copy of the line as it was bought. */
export function itemsBought(lines: readonly BoughtLine[]): NewOrderItem[] {
  return lines.map((line, position) => ({
    productId: line.productId,
    productid: line.productCode,
    name: line.name,
    defaultImg: line.imageKey,
    priceFils: line.priceFils,
    quantity: line.quantity,
    color: line.color,
    size: line.size,
    position,
  }));
}

export async function insertOrder(
  tx: Tx,
  order: NewOrder & { shippingAddress: ShippingAddressSnapshot },
  items: NewOrderItem[],
): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error('order insert returned nothing');
  const inserted = await tx
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId: row.id })))
    .returning();
  return { order: row, items: inserted.sort((a, b) => a.position - b.position) };
}

/** Is this order id used by any order (any shopper's)? */
export async function orderidTaken(tx: Tx, orderid: string): Promise<boolean> {
  const rows = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderid, orderid));
  return rows.length > 0;
}

/**
 * The shopper's open unpaid cash-on-delivery orders (COD, or the cash part of wallet_partial)
 * that are neither delivered nor cancelled: one row per line, with what is due on the order.
 */
export async function openCashOrderLines(tx: Tx, userId: string) {
  return tx
    .select({
      orderId: orders.id,
      dueFils: orders.remainingAmountFils,
      productId: orderItems.productId,
      quantity: orderItems.quantity,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.isPaid, false),
        inArray(orders.paymentMethod, ['COD', 'wallet_partial']),
        inArray(orders.status, ['placed', 'shipped', 'out-for-delivery']),
      ),
    );
}
