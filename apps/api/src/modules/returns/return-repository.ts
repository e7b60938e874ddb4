import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { orderItems, orders, returnRequests, users } from '#db/schema';
import { isUuid } from '#db/ids';
import { likeContains } from '#db/like';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type NewReturn = typeof returnRequests.$inferInsert;

/**
 * A return with its order (SH- id, dates), the item as it was sold and the customer: what the
 * Return JSON shows to the shopper and, with the customer, to the back office.
 */
const withItem = (db: Db | Tx) =>
  db
    .select({
      request: returnRequests,
      orderid: orders.orderid,
      order: { createdAt: orders.createdAt, deliveredAt: orders.deliveredAt },
      item: orderItems,
      user: { fullname: users.fullname, email: users.email },
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .innerJoin(users, eq(users.id, returnRequests.userId));

export type ReturnWithItem = Awaited<ReturnType<ReturnType<typeof withItem>['execute']>>[number];

export async function returnsOfUser(db: Db, userId: string): Promise<ReturnWithItem[]> {
  return withItem(db)
    .where(eq(returnRequests.userId, userId))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
}

/** The return named by its _id or its RT- id. */
const byRef = (ref: string) =>
  isUuid(ref)
    ? or(eq(returnRequests.id, ref), eq(returnRequests.returnid, ref.toUpperCase()))
    : eq(returnRequests.returnid, ref.toUpperCase());

/** By _id or RT- id; only the shopper's own when `userId` is given. */
export async function findReturn(
  db: Db | Tx,
  ref: string,
  userId?: string,
): Promise<ReturnWithItem | undefined> {
  const [row] = await withItem(db).where(
    userId ? and(byRef(ref), eq(returnRequests.userId, userId)) : byRef(ref),
  );
  return row;
}

export interface ReturnFilter {
  /** Part of the RT- id, the order's SH- id or the customer's name, any case. */
  q?: string | undefined;
  status?: string | undefined;
}

function filterConditions({ q, status }: ReturnFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (status) parts.push(eq(returnRequests.status, status));
  if (q) {
    const text = likeContains(q);
    const matches = [
      ilike(returnRequests.returnid, text),
      ilike(orders.orderid, text),
      ilike(users.fullname, text),
    ];
    // A pasted _id of the return or its order matches exactly.
    if (isUuid(q)) matches.push(eq(returnRequests.id, q), eq(orders.id, q));
    parts.push(or(...matches) as SQL);
  }
  return parts.length ? and(...parts) : undefined;
}

/** Every customer's returns for the back office, newest first, one page at a time. */
export async function returnsPage(
  db: Db,
  filter: ReturnFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ReturnWithItem[]; total: number }> {
  const where = filterConditions(filter);
  const [rows, [counted]] = await Promise.all([
    withItem(db)
      .where(where)
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .innerJoin(users, eq(users.id, returnRequests.userId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function returnForItem(tx: Tx, orderItemId: string) {
  const [row] = await tx
    .select({ id: returnRequests.id })
    .from(returnRequests)
    .where(eq(returnRequests.orderItemId, orderItemId));
  return row;
}

/**
 * The return by _id or RT- id, row-locked until the transaction ends: a status change, its code
 * and its wallet credit happen once when two calls race.
 */
export async function lockReturn(tx: Tx, ref: string): Promise<ReturnRow | undefined> {
  const [row] = await tx.select().from(returnRequests).where(byRef(ref)).for('update');
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

export async function deleteReturn(tx: Tx, id: string): Promise<void> {
  await tx.delete(returnRequests).where(eq(returnRequests.id, id));
}

export async function orderItem(tx: Tx, orderId: string, itemId: string) {
  if (!isUuid(itemId)) return undefined;
  const [row] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.id, itemId)));
  return row;
}

/** The RT- id of each of `returnIds` that exists, by its _id: what a message about it names. */
export async function returnRefsOf(
  db: Db | Tx,
  returnIds: readonly string[],
): Promise<Map<string, string>> {
  const ids = returnIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: returnRequests.id, ref: returnRequests.returnid })
    .from(returnRequests)
    .where(inArray(returnRequests.id, ids));
  return new Map(rows.map((r) => [r.id, r.ref]));
}
