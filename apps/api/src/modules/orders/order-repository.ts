import { and, asc, count, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { orderItems, orders, type ShippingAddressSnapshot } from '#db/schema';
import { byIds, isUuid } from '#db/ids';
import { arabicNamesOf } from '#modules/catalog';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** How many orders the shopper has placed: the n in the checkout key of their next order. */
export async function countOrders(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.n ?? 0;
}

/** The shopper's orders that were not cancelled: a first-order promotion asks for none. */
export async function keptOrderCount(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')));
  return row?.n ?? 0;
}

export async function findOrderByPaymentIntent(tx: Db | Tx, paymentIntentId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId));
  return row;
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

/** Order lines with their product's Arabic name, asked of the catalogue in one query for all. */
async function withArabicNames(
  db: Db | Tx,
  items: readonly OrderItemRow[],
): Promise<ShownOrderItemRow[]> {
  const names = await arabicNamesOf(
    db,
    items.flatMap((i) => (i.productId ? [i.productId] : [])),
  );
  return items.map((item) => ({
    ...item,
    nameAr: (item.productId ? names.get(item.productId) : undefined) ?? null,
  }));
}

export async function orderItemsOf(db: Db | Tx, orderId: string): Promise<ShownOrderItemRow[]> {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return withArabicNames(db, items);
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
  /** The line's share of the promotions (stored terms); 0 or absent without one. */
  discountFils?: number;
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
    discountFils: line.discountFils ?? 0,
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

/** The items of several orders, by order and in bag order (two queries however many). */
export async function itemsOfOrders(db: Db, orderIds: readonly string[]) {
  const byOrder = new Map<string, ShownOrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.position));
  for (const item of await withArabicNames(db, items))
    byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return byOrder;
}

/** The shopper's orders newest first, each with its items in bag order (three queries in all). */
export async function ordersOfUser(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const items = await itemsOfOrders(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((order) => ({ order, items: items.get(order.id) ?? [] }));
}

/** An order by its _id or its SH- order id (the back office may send either). */
export async function findOrderByRef(db: Db | Tx, ref: string): Promise<OrderRow | undefined> {
  const where = isUuid(ref) ? eq(orders.id, ref) : eq(orders.orderid, ref.toUpperCase());
  const [row] = await db.select().from(orders).where(where);
  return row;
}

export async function findOrder(db: Db | Tx, orderId: string): Promise<OrderRow | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** Re-reads the order under a row lock: a racing cancel or status change waits and then sees ours. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function updateOrder(
  tx: Db | Tx,
  orderId: string,
  set: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(set).where(eq(orders.id, orderId)).returning();
  if (!row) throw new Error(`order ${orderId} vanished`);
  return row;
}

/** Which of `keys` a past order still shows (its own copy of the product's picture). */
export async function orderImageKeysIn(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ key: orderItems.defaultImg })
    .from(orderItems)
    .where(inArray(orderItems.defaultImg, [...keys]));
  return new Set(rows.map((r) => r.key).filter((k): k is string => k !== null));
}

/** The SH- order id of each of `orderIds` that exists, by its _id: what a message about it names. */
export async function orderRefsOf(
  db: Db | Tx,
  orderIds: readonly string[],
): Promise<Map<string, string>> {
  return byIds(
    orderIds,
    (ids) =>
      db.select({ id: orders.id, ref: orders.orderid }).from(orders).where(inArray(orders.id, ids)),
    (r) => r.ref,
  );
}
