import { and, desc, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderItems, orders, returnRequests } from '../../db/schema';
import { isUuid } from '../../db/ids';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type NewReturn = typeof returnRequests.$inferInsert;

/** A return with the order's SH- id and the item as it was sold: what the Return JSON shows. */
const withItem = (db: Db | Tx) =>
  db
    .select({ request: returnRequests, orderid: orders.orderid, item: orderItems })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId));

export type ReturnWithItem = Awaited<ReturnType<ReturnType<typeof withItem>['execute']>>[number];

export async function returnsOfUser(db: Db, userId: string): Promise<ReturnWithItem[]> {
  return withItem(db)
    .where(eq(returnRequests.userId, userId))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
}

/** By _id or RT- id; only the shopper's own when `userId` is given. */
export async function findReturn(
  db: Db | Tx,
  ref: string,
  userId?: string,
): Promise<ReturnWithItem | undefined> {
  const byRef = isUuid(ref)
    ? or(eq(returnRequests.id, ref), eq(returnRequests.returnid, ref.toUpperCase()))
    : eq(returnRequests.returnid, ref.toUpperCase());
  const [row] = await withItem(db).where(
    userId ? and(byRef, eq(returnRequests.userId, userId)) : byRef,
  );
  return row;
}

export async function returnForItem(tx: Tx, orderItemId: string) {
  const [row] = await tx
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(eq(returnRequests.orderItemId, orderItemId));
  return row;
}

/** The row lock makes a status change and its wallet credit happen once when two race. */
export async function lockReturn(tx: Tx, id: string): Promise<ReturnRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.id, id))
    .for('update');
  return row;
}

export async function insertReturn(tx: Tx, row: NewReturn): Promise<string> {
  const [inserted] = await tx
    .insert(returnRequests)
    .values(row)
    .returning({ id: returnRequests.id });
  if (!inserted) throw new Error('return insert returned nothing');
  return inserted.id;
}

export async function updateReturn(tx: Tx, id: string, set: Partial<NewReturn>): Promise<void> {
  await tx.update(returnRequests).set(set).where(eq(returnRequests.id, id));
}

export async function orderItem(tx: Tx, orderId: string, itemId: string) {
  if (!isUuid(itemId)) return undefined;
  const [row] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.id, itemId)));
  return row;
}
