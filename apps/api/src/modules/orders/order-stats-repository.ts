import { NON_REVENUE_ORDER_STATUSES, type TimeRange } from '@store/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { at } from '#db/instants';
import { orders, returnRequests } from '#db/schema';

const DAY_SECONDS = 24 * 60 * 60;
const statusList = sql.join(
  NON_REVENUE_ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
const inRange = (r: TimeRange) =>
  sql`${orders.createdAt} >= ${at(r.start)} AND ${orders.createdAt} < ${at(r.end)}`;
const isRevenue = sql`${orders.status} NOT IN (${statusList})`;

/**
 * What each order with a credited return gave back to the shopper's wallet. Revenue is net of it,
 * counted in the month the order was placed (decision 0045); one pass over the credited returns
 * (their status index), joined by hash, instead of a lookup per order.
 */
function returnCredits(db: Db) {
  return db
    .select({
      orderId: returnRequests.orderId,
      fils: sql<number>`sum(${returnRequests.creditedFils})`.as('credited_fils'),
    })
    .from(returnRequests)
    .where(eq(returnRequests.status, 'wallet_credited'))
    .groupBy(returnRequests.orderId)
    .as('return_credits');
}

/** An order's revenue: its total less what its returns credited back. */
const netFils = (credits: ReturnType<typeof returnCredits>) =>
  sql`${orders.totalFils} - coalesce(${credits.fils}, 0)`;

/** What an order's promotions took off, as the shopper saw it (its kept promotions' amounts). */
const discountFils = sql`(SELECT coalesce(sum((promotion->>'amountFils')::bigint), 0)
  FROM jsonb_array_elements(${orders.promotions}) AS promotion)`;

/**
 * Orders placed, revenue and the promotions' discounts per range, in one pass: fils, cancelled
 * and refunded orders left out of the money, and return credits taken off revenue (a returned
 * item's discount was still given).
 */
export async function orderFiguresIn(
  db: Db,
  ranges: readonly TimeRange[],
): Promise<{ orders: number; revenueFils: number; discountFils: number }[]> {
  if (ranges.length === 0) return [];
  const from = new Date(Math.min(...ranges.map((r) => r.start.getTime())));
  const to = new Date(Math.max(...ranges.map((r) => r.end.getTime())));
  const credits = returnCredits(db);
  const columns = Object.fromEntries(
    ranges.flatMap((r, i) => [
      [`orders${i}`, sql<number>`count(*) FILTER (WHERE ${inRange(r)})`.mapWith(Number)],
      [
        `revenue${i}`,
        sql<number>`coalesce(sum(${netFils(credits)}) FILTER (WHERE ${inRange(r)} AND ${isRevenue}), 0)`.mapWith(
          Number,
        ),
      ],
      [
        `discount${i}`,
        sql<number>`coalesce(sum(${discountFils}) FILTER (WHERE ${inRange(r)} AND ${isRevenue}), 0)`.mapWith(
          Number,
        ),
      ],
    ]),
  );
  const [row] = await db
    .select(columns)
    .from(orders)
    .leftJoin(credits, eq(credits.orderId, orders.id))
    .where(inRange({ start: from, end: to }));
  return ranges.map((_, i) => ({
    orders: Number(row?.[`orders${i}`] ?? 0),
    revenueFils: Number(row?.[`revenue${i}`] ?? 0),
    discountFils: Number(row?.[`discount${i}`] ?? 0),
  }));
}

/**
 * Revenue per day of `range` (0-based day, fils, net of return credits), days without revenue
 * left out. Days are counted
 * from the range's start in whole 24 h steps: its start is a Dubai midnight, and Dubai has no DST.
 */
export async function dailyRevenueIn(
  db: Db,
  range: TimeRange,
): Promise<{ day: number; fils: number }[]> {
  const credits = returnCredits(db);
  const day = sql<number>`floor(extract(epoch FROM ${orders.createdAt} - ${at(range.start)}) / ${DAY_SECONDS})`;
  const rows = await db
    .select({
      day: day.mapWith(Number),
      fils: sql<number>`sum(${netFils(credits)})`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(credits, eq(credits.orderId, orders.id))
    .where(sql`${inRange(range)} AND ${isRevenue}`)
    // By position: the day expression carries parameters, so a repeat of it would not match.
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows;
}

/** The newest orders with the name of each one's first item (one query, the created index). */
export async function latestOrders(db: Db, limit: number) {
  return db
    .select({
      id: orders.id,
      orderid: orders.orderid,
      userId: orders.userId,
      status: orders.status,
      totalFils: orders.totalFils,
      createdAt: orders.createdAt,
      // Written out: inside a select list Drizzle leaves column names unqualified, and a bare
      // "id" in the subquery would be the item's own.
      firstItem: sql<string | null>`(
        SELECT "order_items"."name" FROM "order_items"
        WHERE "order_items"."order_id" = "orders"."id"
        ORDER BY "order_items"."position" LIMIT 1)`,
    })
    .from(orders)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
