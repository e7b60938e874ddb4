import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { orderItems, orders, products } from '#db/schema';
import { selectShownItems, type OrderRow, type ShownOrderItemRow } from '#modules/checkout';
import { isUuid } from '#db/ids';

/** The items of several orders in one query, by order and in bag order. */
export async function itemsOfOrders(db: Db, orderIds: readonly string[]) {
  const byOrder = new Map<string, ShownOrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await selectShownItems(db)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.position));
  for (const item of rows) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return byOrder;
}

/** The shopper's orders newest first, each with its items in bag order (two queries in all). */
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

/**
 * Locks the products' rows in id order, as reserveStock does at checkout, so a cancel putting
 * stock back and a checkout taking it queue instead of deadlocking.
 */
export async function lockProducts(tx: Tx, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('update');
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
