import { and, asc, eq, gte, ilike, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { byIds, isUuid } from '#db/ids';
import { orderItems, orders } from '#db/schema';
import type { OrderItemRow } from './order-repository';

/**
 * Answers to modules that show something of an order beside their own rows (the wallet's ledger,
 * returns): each takes the ids it is asked about and reads them in one query.
 */

/** The SH- id and what is left to pay of each of `orderIds` that exists, by its _id. */
export async function orderDuesOf(
  db: Db | Tx,
  orderIds: readonly string[],
): Promise<Map<string, { orderid: string; remainingAmountFils: number }>> {
  return byIds(
    orderIds,
    (ids) =>
      db
        .select({
          id: orders.id,
          orderid: orders.orderid,
          remainingAmountFils: orders.remainingAmountFils,
        })
        .from(orders)
        .where(inArray(orders.id, ids)),
    ({ id: _id, ...due }) => due,
  );
}

/** The product id of each of `itemIds` (order lines) that exists, by the line's _id. */
export async function productsOfOrderItems(
  db: Db | Tx,
  itemIds: readonly string[],
): Promise<Map<string, string>> {
  return byIds(
    itemIds,
    (ids) =>
      db
        .select({ id: orderItems.id, productid: orderItems.productid })
        .from(orderItems)
        .where(inArray(orderItems.id, ids)),
    (r) => r.productid,
  );
}

/** The SH- id and dates of each of `orderIds` that exists, by its _id (what a return shows). */
export async function orderDatesOf(
  db: Db | Tx,
  orderIds: readonly string[],
): Promise<Map<string, { orderid: string; createdAt: Date; deliveredAt: Date | null }>> {
  return byIds(
    orderIds,
    (ids) =>
      db
        .select({
          id: orders.id,
          orderid: orders.orderid,
          createdAt: orders.createdAt,
          deliveredAt: orders.deliveredAt,
        })
        .from(orders)
        .where(inArray(orders.id, ids)),
    ({ id: _id, ...dates }) => dates,
  );
}

/** Each of `itemIds` (order lines) that exists, as it was sold, by its _id. */
export async function orderItemsByIds(
  db: Db | Tx,
  itemIds: readonly string[],
): Promise<Map<string, OrderItemRow>> {
  return byIds(
    itemIds,
    (ids) => db.select().from(orderItems).where(inArray(orderItems.id, ids)),
    (r) => r,
  );
}

/** The order's line `itemId`, or undefined when the order has no such line. */
export async function orderItemOf(
  db: Db | Tx,
  orderId: string,
  itemId: string,
): Promise<OrderItemRow | undefined> {
  if (!isUuid(itemId)) return undefined;
  const [row] = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.id, itemId)));
  return row;
}

/**
 * The ids of orders whose SH- id matches the ILIKE `pattern`, as a subquery the returns' console
 * search embeds (as auth's customerIdsMatching is for orders').
 */
export function orderIdsWithRefLike(db: Db, pattern: string) {
  return db.select({ id: orders.id }).from(orders).where(ilike(orders.orderid, pattern));
}

/**
 * The orders `userIds` placed at or after `since`, each with when and the product ids it bought,
 * oldest first: what the reminders ask (was this bag bought; did a reminder bring an order).
 */
export async function ordersOfShoppersSince(
  db: Db | Tx,
  userIds: readonly string[],
  since: Date,
): Promise<{ userId: string; createdAt: Date; productIds: string[] }[]> {
  const ids = [...new Set(userIds.filter(isUuid))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      createdAt: orders.createdAt,
      productId: orderItems.productId,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(inArray(orders.userId, ids), gte(orders.createdAt, since)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const byOrder = new Map<string, { userId: string; createdAt: Date; productIds: string[] }>();
  for (const r of rows) {
    const order = byOrder.get(r.id) ?? { userId: r.userId, createdAt: r.createdAt, productIds: [] };
    if (r.productId) order.productIds.push(r.productId);
    byOrder.set(r.id, order);
  }
  return [...byOrder.values()];
}
