import { mobileSearchKey, storeDate, type OrderStatus } from '@store/domain';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '#db/client';
import { isUuid } from '#db/ids';
import { orderDayCounts, orderSearchText, orders, orderStatusCounts } from '#db/schema';
import { customerIdsMatching } from '#modules/auth';
import { likeContains } from '#db/like';
import type { OrderRow } from './order-repository';

export interface AdminOrderFilter {
  statuses?: readonly OrderStatus[] | undefined;
  /** Created at or after `since` and before `until` (Dubai midnights). */
  since?: Date | undefined;
  until?: Date | undefined;
  /** Only orders whose card payment is disputed (read through orders_disputed_idx). */
  disputed?: boolean | undefined;
  /** Only orders with an open cancellation request (read through orders_cancel_requested_idx). */
  cancelRequested?: boolean | undefined;
  /** Only orders paid by one of these stored payment methods. */
  methods?: readonly string[] | undefined;
}

export interface PageSlice {
  limit: number;
  offset: number;
}

const NEWEST = [desc(orders.createdAt), desc(orders.id)] as const;
const OLDEST = [asc(orders.createdAt), asc(orders.id)] as const;

function filterConditions(f: AdminOrderFilter): SQL[] {
  const parts: SQL[] = [];
  if (f.statuses) parts.push(inArray(orders.status, [...f.statuses]));
  if (f.since) parts.push(gte(orders.createdAt, f.since));
  if (f.until) parts.push(lt(orders.createdAt, f.until));
  if (f.disputed) parts.push(isNotNull(orders.disputedAt));
  if (f.cancelRequested) parts.push(isNotNull(orders.cancelRequestedAt));
  if (f.methods) parts.push(inArray(orders.paymentMethod, [...f.methods]));
  return parts;
}

/**
 * "Contains `needle`" over an indexed text, with the trigram index asked only about the part of
 * the needle that is rare: an email's domain and the 'sh-' every order id starts with sit in
 * hundreds of thousands of rows and would make the index read them all. The exact substring is
 * then checked with strpos, which the planner does not send to the index.
 */
function contains(text: SQL, needle: string): SQL {
  const at = needle.indexOf('@');
  const rare =
    at >= 3 ? needle.slice(0, at + 1) : /^sh-.{3,}/.test(needle) ? needle.slice(3) : needle;
  const lookup = sql`${text} LIKE ${likeContains(rare)}`;
  return rare === needle ? lookup : sql`${lookup} AND strpos(${text}, ${needle}) > 0`;
}

/** Each way an order can match the search: its own text, its customer, or its row id. */
function searchConditions(db: Db, q: string): SQL[] {
  const needle = q.toLowerCase();
  // A pasted order id is found from its start through the pattern index; anything else by
  // substring of the order's own text (order id, the address's mobile, name and PO box, the
  // card's ZIP).
  const own = /^sh-[0-9a-z]+$/.test(needle)
    ? sql`${orders.orderid} LIKE ${`${needle.toUpperCase()}%`}`
    : contains(orderSearchText(orders), needle);
  const customers = inArray(
    orders.userId,
    customerIdsMatching(db, (text) => contains(text, needle)),
  );
  const conditions = [own, customers];
  // A mobile however written ('050 123 4567', '+971…') is also looked for by its national digits,
  // which the text's digits-only mobile holds; on the same index, as its own branch of the union.
  const mobile = mobileSearchKey(q);
  if (mobile && mobile !== needle) conditions.push(contains(orderSearchText(orders), mobile));
  if (isUuid(q)) conditions.push(eq(orders.id, q.toLowerCase()));
  return conditions;
}

/**
 * The ids and times of orders the search finds (within the filters), each way on its own index
 * and stopping after `each` hits, so a very common name costs what `each` orders do.
 */
function searchHits(db: Db, q: string, filters: SQL[], each: number) {
  const hit = { id: orders.id, createdAt: orders.createdAt };
  const [first, second, ...rest] = searchConditions(db, q).map((where) =>
    db
      .select(hit)
      .from(orders)
      .where(and(where, ...filters))
      .limit(each),
  );
  return union(first!, second!, ...rest);
}

/**
 * One page of a search, newest first, and how many it matched, counted up to `cap` + 1 (so
 * callers can tell "more than cap"). Up to the cap the hits are gathered once and sorted; past
 * it they are not the newest ones, so the page is read by walking the orders newest first with
 * the search as a filter, which finds dense matches quickly. Pages stay within the first `cap`.
 */
export async function searchOrderPage(
  db: Db,
  q: string,
  f: AdminOrderFilter,
  page: PageSlice,
  cap: number,
): Promise<{ ids: string[]; matched: number }> {
  const filters = filterConditions(f);
  const hits = db.$with('hits').as(searchHits(db, q, filters, cap + 1));
  const matchedOf = async () => {
    const [all] = await db
      .with(hits)
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(hits);
    return all?.n ?? 0;
  };
  const rows = await db
    .with(hits)
    // Named twice, the hits are gathered once; counting them is cheaper than a window count.
    .select({ id: hits.id, total: sql<number>`(SELECT count(*) FROM ${hits})`.mapWith(Number) })
    .from(hits)
    .orderBy(desc(hits.createdAt), desc(hits.id))
    .limit(page.limit)
    .offset(page.offset);
  const matched = rows[0]?.total ?? (page.offset === 0 ? 0 : await matchedOf());
  if (matched <= cap) return { ids: rows.map((r) => r.id), matched };
  if (page.offset >= cap) return { ids: [], matched };
  const walked = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(or(...searchConditions(db, q)), ...filters))
    .orderBy(...NEWEST)
    .limit(Math.min(page.limit, cap - page.offset))
    .offset(page.offset);
  return { ids: walked.map((r) => r.id), matched };
}

/**
 * One page of the (filtered) list, newest first, given how many there are in all. Pages past the
 * middle are read from the oldest end, so the last page costs what the first does.
 */
export async function filteredOrderPage(
  db: Db,
  f: AdminOrderFilter,
  page: PageSlice,
  total: number,
): Promise<string[]> {
  if (page.offset >= total) return [];
  const where = and(...filterConditions(f));
  const fromOldest = page.offset > total / 2;
  const limit = Math.min(page.limit, total - page.offset);
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...(fromOldest ? OLDEST : NEWEST))
    .limit(fromOldest ? limit : page.limit)
    .offset(fromOldest ? total - page.offset - limit : page.offset);
  const ids = rows.map((r) => r.id);
  return fromOldest ? ids.reverse() : ids;
}

/** Where a keyset walk of the orders stands: the last order's time (as the database wrote it, to
 * the microsecond) and id. */
export interface OrderCursor {
  createdAt: string;
  id: string;
}

/**
 * The next `limit` orders the filters keep after `after` (newest first): keyset paging, so the
 * orders export reads every page at the cost of the first.
 */
export async function filteredOrdersAfter(
  db: Db,
  f: AdminOrderFilter,
  after: OrderCursor | null,
  limit: number,
): Promise<OrderCursor[]> {
  return db
    .select({ id: orders.id, createdAt: sql<string>`${orders.createdAt}::text` })
    .from(orders)
    .where(
      and(
        ...filterConditions(f),
        after
          ? sql`(${orders.createdAt}, ${orders.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...NEWEST)
    .limit(limit);
}

/** How many orders the filters keep, from the trigger-kept counters (no table scan). */
export async function countFilteredOrders(db: Db, f: AdminOrderFilter): Promise<number> {
  // Disputes and open cancellation requests are few and have no counters: counted from their
  // partial indexes. The counters know no payment method either: those orders are counted.
  if (f.disputed || f.cancelRequested || f.methods) {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(...filterConditions(f)));
    return row?.n ?? 0;
  }
  if (!f.since && !f.until) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${orderStatusCounts.n}), 0)`.mapWith(Number) })
      .from(orderStatusCounts)
      .where(f.statuses ? inArray(orderStatusCounts.status, [...f.statuses]) : undefined);
    return row?.n ?? 0;
  }
  const parts: SQL[] = [];
  if (f.statuses) parts.push(inArray(orderDayCounts.status, [...f.statuses]));
  if (f.since) parts.push(gte(orderDayCounts.day, storeDate(f.since)));
  if (f.until) parts.push(lt(orderDayCounts.day, storeDate(f.until)));
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderDayCounts.n}), 0)`.mapWith(Number) })
    .from(orderDayCounts)
    .where(and(...parts));
  return row?.n ?? 0;
}

/** Orders per stored status for the whole store, from the trigger-kept counters. */
export async function orderStatusTotals(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({
      status: orderStatusCounts.status,
      n: sql<number>`sum(${orderStatusCounts.n})`.mapWith(Number),
    })
    .from(orderStatusCounts)
    .groupBy(orderStatusCounts.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/** The orders with these ids, in the given order. */
export async function ordersByIds(db: Db, ids: readonly string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
