import {
  compareWithLastMonth,
  dailySeries,
  dashboardMonths,
  DASHBOARD_RECENT_ORDERS,
  DUBAI_TIME_ZONE,
  growthRate,
  LOW_STOCK_THRESHOLD,
  toAed,
  type TimeRange,
} from '@store/domain';
import { countCustomersJoined, fullnamesOf } from '#modules/auth';
import { countLowVariants } from '#modules/catalog';
import type { OrderDeps } from './order-deps';
import {
  dailyRevenueIn,
  latestOrders,
  orderFiguresIn,
  type ReturnCreditsSince,
} from './order-stats-repository';

const span = (r: TimeRange) => ({ start: r.start.toISOString(), end: r.end.toISOString() });

/**
 * The dashboard: this Dubai month against the last one (revenue, orders, new customers, growth
 * rate, the promotions' discounts), daily revenue of both months, and the newest orders. Every
 * figure is an SQL aggregate; revenue is net of the return credits, asked of returns once for the
 * three months.
 */
export async function dashboardStats(
  deps: Pick<OrderDeps, 'db' | 'clock'>,
  returnCreditsSince: ReturnCreditsSince,
) {
  const months = dashboardMonths(deps.clock.now());
  const { current, previous, beforePrevious } = months;
  // The credits first, while the figures that need none are read beside them.
  const revenue = async () => {
    const credits = await returnCreditsSince(deps.db, beforePrevious.start);
    return Promise.all([
      orderFiguresIn(deps.db, [current, previous, beforePrevious], credits),
      dailyRevenueIn(deps.db, current, credits),
      dailyRevenueIn(deps.db, previous, credits),
    ]);
  };
  const [[figures, dailyNow, dailyBefore], joined, recent, stock] = await Promise.all([
    revenue(),
    countCustomersJoined(deps.db, [current, previous]),
    latestOrders(deps.db, DASHBOARD_RECENT_ORDERS),
    countLowVariants(deps.db, LOW_STOCK_THRESHOLD),
  ]);
  const [now, last, before] = figures.map((f) => ({
    ...f,
    revenue: toAed(f.revenueFils),
    discounts: toAed(f.discountFils),
  }));
  const names = await fullnamesOf(
    deps.db,
    recent.map((o) => o.userId),
  );
  const series = (days: number, rows: { day: number; fils: number }[]) =>
    dailySeries(
      days,
      rows.map((r) => ({ day: r.day, amount: r.fils })),
    ).map(toAed);

  return {
    timeZone: DUBAI_TIME_ZONE,
    /** Variants at or under the low-stock threshold, and those sold out. */
    stock,
    month: span(current),
    lastMonth: span(previous),
    revenue: compareWithLastMonth(now?.revenue ?? 0, last?.revenue ?? 0),
    orders: compareWithLastMonth(now?.orders ?? 0, last?.orders ?? 0),
    customers: compareWithLastMonth(joined[0] ?? 0, joined[1] ?? 0),
    discounts: compareWithLastMonth(now?.discounts ?? 0, last?.discounts ?? 0),
    growthRate: growthRate({
      current: now?.revenueFils ?? 0,
      previous: last?.revenueFils ?? 0,
      beforePrevious: before?.revenueFils ?? 0,
    }),
    dailyRevenue: {
      month: series(months.daysSoFar, dailyNow),
      lastMonth: series(previous.days, dailyBefore),
    },
    recentOrders: recent.map((o) => ({
      _id: o.id,
      orderid: o.orderid,
      userName: names.get(o.userId) ?? null,
      product: o.firstItem,
      amount: toAed(o.totalFils),
      status: o.status,
      createdAt: o.createdAt.toISOString(),
    })),
  };
}
