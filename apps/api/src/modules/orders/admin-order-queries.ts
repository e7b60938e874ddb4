import type { OrderStatus } from '@store/domain';
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { orderSearchText, orders, orderStatusCounts } from '../../db/schema';
import { customerIdsMatching } from '../auth/auth-repository';
import { likeContains } from '../catalog/catalog-filters';
import type { OrderRow } from '../checkout/checkout-repository';

export interface AdminOrderFilter {
  /** Search text: order id, customer name or email, the address's mobile, PO box or name. */
  q?: string | undefined;
  statuses?: readonly OrderStatus[] | undefined;
  /** Created at or after `since` and before `until`. */
  since?: Date | undefined;
  until?: Date | undefined;
}

/**
 * The ids of orders the search text finds, as one subquery: each branch runs on its own index
 * (the orders' trigram index; the users' trigram index, then each user's orders), which an OR
 * across the two tables would not.
 */
function searchHits(db: Db, q: string) {
  const pattern = likeContains(q);
  const own = db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orderSearchText(orders)} LIKE lower(${pattern})`);
  const customers = db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.userId, customerIdsMatching(db, pattern)));
  if (!isUuid(q)) return union(own, customers);
  // A pasted _id finds its order too.
  return union(own, customers, db.select({ id: orders.id }).from(orders).where(eq(orders.id, q)));
}

function conditions(db: Db, f: AdminOrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.q) parts.push(inArray(orders.id, searchHits(db, f.q)));
  if (f.statuses) parts.push(inArray(orders.status, [...f.statuses]));
  if (f.since) parts.push(gte(orders.createdAt, f.since));
  if (f.until) parts.push(lt(orders.createdAt, f.until));
  return parts.length ? and(...parts) : undefined;
}

/** One page of orders, newest first (ties broken by id so pages never overlap). */
export async function adminOrderPage(
  db: Db,
  f: AdminOrderFilter,
  page: { limit: number; offset: number },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(conditions(db, f))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many orders the filter keeps. */
export async function countAdminOrders(db: Db, f: AdminOrderFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(conditions(db, f));
  return row?.n ?? 0;
}

/** Orders per stored status for the whole store, from the trigger-kept counters. */
export async function orderStatusTotals(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({
      status: orderStatusCounts.status,
      n: sql<number>`sum(${orderStatusCounts.n})::bigint`.mapWith(Number),
    })
    .from(orderStatusCounts)
    .groupBy(orderStatusCounts.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}
