import { and, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { returnRequests } from '#db/schema';
import { customersByIds, customerIdsNamedLike } from '#modules/auth';
import {
  orderDatesOf,
  orderIdsWithRefLike,
  orderItemsByIds,
  type ReturnCreditsSince,
} from '#modules/orders';
import { byIds, isUuid } from '#db/ids';
import { likeContains } from '#db/like';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type NewReturn = typeof returnRequests.$inferInsert;

/**
 * A return with its order (SH- id, dates), the item as it was sold and the customer: what the
 * Return JSON shows to the shopper and, with the customer, to the back office. The order's and
 * the customer's parts are asked of orders and auth, one query each for all the rows.
 */
async function withItems(db: Db | Tx, requests: readonly ReturnRow[]) {
  const orderDates = await orderDatesOf(
    db,
    requests.map((r) => r.orderId),
  );
  const items = await orderItemsByIds(
    db,
    requests.map((r) => r.orderItemId),
  );
  const customers = await customersByIds(
    db,
    requests.map((r) => r.userId),
  );
  return requests.flatMap((request) => {
    const dates = orderDates.get(request.orderId);
    const item = items.get(request.orderItemId);
    const user = customers.get(request.userId);
    if (!dates || !item || !user) return [];
    const { orderid, ...order } = dates;
    return [{ request, orderid, order, item, user }];
  });
}

export type ReturnWithItem = Awaited<ReturnType<typeof withItems>>[number];

export async function returnsOfUser(db: Db, userId: string): Promise<ReturnWithItem[]> {
  const requests = await db
    .select()
    .from(returnRequests)
    .where(eq(returnRequests.userId, userId))
    .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
  return withItems(db, requests);
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
  const requests = await db
    .select()
    .from(returnRequests)
    .where(userId ? and(byRef(ref), eq(returnRequests.userId, userId)) : byRef(ref));
  const [row] = await withItems(db, requests.slice(0, 1));
  return row;
}

export interface ReturnFilter {
  /** Part of the RT- id, the order's SH- id or the customer's name, any case. */
  q?: string | undefined;
  status?: string | undefined;
}

function filterConditions(db: Db, { q, status }: ReturnFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (status) parts.push(eq(returnRequests.status, status));
  if (q) {
    const text = likeContains(q);
    const matches = [
      ilike(returnRequests.returnid, text),
      inArray(returnRequests.orderId, orderIdsWithRefLike(db, text)),
      inArray(returnRequests.userId, customerIdsNamedLike(db, text)),
    ];
    // A pasted _id of the return or its order matches exactly.
    if (isUuid(q)) matches.push(eq(returnRequests.id, q), eq(returnRequests.orderId, q));
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
  const where = filterConditions(db, filter);
  const [requests, [counted]] = await Promise.all([
    db
      .select()
      .from(returnRequests)
      .where(where)
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(returnRequests).where(where),
  ]);
  return { rows: await withItems(db, requests), total: counted?.n ?? 0 };
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

/** The RT- id of each of `returnIds` that exists, by its _id: what a message about it names. */
export async function returnRefsOf(
  db: Db | Tx,
  returnIds: readonly string[],
): Promise<Map<string, string>> {
  return byIds(
    returnIds,
    (ids) =>
      db
        .select({ id: returnRequests.id, ref: returnRequests.returnid })
        .from(returnRequests)
        .where(inArray(returnRequests.id, ids)),
    (r) => r.ref,
  );
}

/**
 * What credited returns gave back to the shopper's wallet, summed per order, for the returns
 * requested at or after `since`: a return is requested after its order was delivered, so these
 * are the credits of every order placed since. One pass over the status index.
 */
export const returnCreditsSince: ReturnCreditsSince = (db, since) =>
  db
    .select({
      orderId: returnRequests.orderId,
      fils: sql<number>`coalesce(sum(${returnRequests.creditedFils}), 0)`.mapWith(Number),
    })
    .from(returnRequests)
    .where(and(eq(returnRequests.status, 'wallet_credited'), gte(returnRequests.createdAt, since)))
    .groupBy(returnRequests.orderId);

/** Each of the shopper's returns as far as closing the account asks: open, or settled. */
export async function returnStatesOf(db: Db | Tx, userId: string) {
  return db
    .select({ returnid: returnRequests.returnid, status: returnRequests.status })
    .from(returnRequests)
    .where(eq(returnRequests.userId, userId));
}

/**
 * An erasure keeps the shopper's returns (their credit notes point at them) without the words
 * the shopper wrote about them.
 */
export async function forgetReturnWords(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(returnRequests)
    .set({ reasonDetail: null })
    .where(eq(returnRequests.userId, userId));
}
