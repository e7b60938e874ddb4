import { NON_REVENUE_ORDER_STATUSES, type TimeRange } from '@store/domain';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { at } from '#db/instants';
import { orders } from '#db/schema';

const DAY_SECONDS = 24 * 60 * 60;
const statusList = sql.join(
  NON_REVENUE_ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
const inRange = (r: TimeRange) =>
  sql`${orders.createdAt} >= ${at(r.start)} AND ${orders.createdAt} < ${at(r.end)}`;
const isRevenue = sql`${orders.status} NOT IN (${statusList})`;

/** What an order's credited returns gave back to the shopper's wallet, in fils. */
export interface ReturnCredit {
  orderId: string;
  fils: number;
}

/**
 * The credits of the returns requested at or after `since`, one per order: returns answers it
 * (app.ts hands it in). Revenue is net of them, counted in the month the order was placed
 * (decision 0045).
 */
export type ReturnCreditsSince = (db: Db, since: Date) => Promise<ReturnCredit[]>;

/**
 * The credits as a table the revenue query joins by hash: one parameter however many there are,
 * so the figures stay one query.
 */
const creditTable = (credits: readonly ReturnCredit[]) =>
  sql`jsonb_to_recordset(${JSON.stringify(credits)}::jsonb) AS return_credits("orderId" uuid, fils bigint)`;
const creditOfOrder = sql`return_credits."orderId" = ${orders.id}`;

/** An order's revenue: its total less what its returns credited back. */
const netFils = sql`${orders.totalFils} - coalesce(return_credits.fils, 0)`;

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
  credits: readonly ReturnCredit[],
): Promise<{ orders: number; revenueFils: number; discountFils: number }[]> {
  if (ranges.length === 0) return [];
  const from = new Date(Math.min(...ranges.map((r) => r.start.getTime())));
  const to = new Date(Math.max(...ranges.map((r) => r.end.getTime())));
  const columns = Object.fromEntries(
    ranges.flatMap((r, i) => [
      [`orders${i}`, sql<number>`count(*) FILTER (WHERE ${inRange(r)})`.mapWith(Number)],
      [
        `revenue${i}`,
        sql<number>`coalesce(sum(${netFils}) FILTER (WHERE ${inRange(r)} AND ${isRevenue}), 0)`.mapWith(
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
    .leftJoin(creditTable(credits), creditOfOrder)
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
  credits: readonly ReturnCredit[],
): Promise<{ day: number; fils: number }[]> {
  const day = sql<number>`floor(extract(epoch FROM ${orders.createdAt} - ${at(range.start)}) / ${DAY_SECONDS})`;
  const rows = await db
    .select({
      day: day.mapWith(Number),
      fils: sql<number>`sum(${netFils})`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(creditTable(credits), creditOfOrder)
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
