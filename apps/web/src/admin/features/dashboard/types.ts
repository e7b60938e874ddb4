import type { GrowthRate } from '@store/domain';

/** A figure of this month with last month's and the change in percent. */
export type MonthComparison = { value: number; lastMonth: number; change: number };

export type RecentOrder = {
  _id: string;
  orderid: string;
  userName: string | null;
  product: string | null;
  amount: number;
  status: string;
  createdAt: string;
};

/** GET /api/admin/dashboard/stats. Money in AED; months are Dubai calendar months. */
export type DashboardStats = {
  success: true;
  timeZone: string;
  month: { start: string; end: string };
  lastMonth: { start: string; end: string };
  revenue: MonthComparison;
  orders: MonthComparison;
  customers: MonthComparison;
  /** With the figure the card shows of each month's rate ('new' after a month without revenue). */
  growthRate: GrowthRate;
  /** AED per day: this month up to today, and all of last month. */
  dailyRevenue: { month: number[]; lastMonth: number[] };
  recentOrders: RecentOrder[];
  /** Variants at or under the low-stock threshold (sold out included), and those at 0. */
  stock?: { lowVariants: number; soldOutVariants: number };
};
