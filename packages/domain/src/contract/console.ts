import { z } from 'zod';
import { customerAddressAnswer } from './addresses';
import { aed, answer, id, isoDate, ok, paging } from './fields';

/** A row of GET /api/admin/dashboard/users. */
export const customerAnswer = answer({
  _id: id,
  fullname: z.string(),
  email: z.string(),
  createdAt: isoDate,
});
export type Customer = z.output<typeof customerAnswer>;

/** GET /api/admin/dashboard/users. `totalCapped`: a search matched more than `total`. */
export const customerPageAnswer = answer({
  success: ok,
  users: z.array(customerAnswer),
  ...paging,
  totalCapped: z.boolean(),
});
export type CustomerPage = z.output<typeof customerPageAnswer>;

/** GET /api/admin/customers/:id: the profile and saved addresses. */
export const customerProfileAnswer = answer({
  success: ok,
  customer: answer({
    _id: id,
    fullname: z.string(),
    email: z.string(),
    phoneno: z.string().nullable(),
    language: z.enum(['en', 'ar']),
    signInMethod: z.enum(['password', 'google', 'password_and_google']),
    emailVerified: z.boolean(),
    createdAt: isoDate,
    /** When the account was closed and its personal data erased; null while it is open. */
    closedAt: isoDate.nullable(),
  }),
  addresses: z.array(customerAddressAnswer),
});
export type CustomerProfile = z.output<typeof customerProfileAnswer>;

/** A figure of this month with last month's and the change in percent. */
const monthComparison = { value: z.number(), lastMonth: z.number(), change: z.number() };
export const monthComparisonAnswer = answer(monthComparison);
export type MonthComparison = z.output<typeof monthComparisonAnswer>;

const growthFigure = z.discriminatedUnion('kind', [
  answer({ kind: z.literal('rate'), percent: z.number() }),
  answer({ kind: z.literal('new') }),
  answer({ kind: z.literal('none') }),
]);

export const recentOrderAnswer = answer({
  _id: id,
  orderid: z.string(),
  userName: z.string().nullable(),
  product: z.string().nullable(),
  amount: aed,
  status: z.string(),
  createdAt: isoDate,
});
export type RecentOrder = z.output<typeof recentOrderAnswer>;

const period = answer({ start: isoDate, end: isoDate });

/** GET /api/admin/dashboard/stats. Money in AED; months are Dubai calendar months. */
export const dashboardStatsAnswer = answer({
  success: ok,
  timeZone: z.string(),
  month: period,
  lastMonth: period,
  revenue: monthComparisonAnswer,
  orders: monthComparisonAnswer,
  customers: monthComparisonAnswer,
  /**
   * What the promotions took off the orders placed in the month, as the shoppers saw it (VAT
   * included, a waived shipping fee too), cancelled and refunded orders left out.
   */
  discounts: monthComparisonAnswer,
  /** With the figure the card shows of each month's rate ('new' after a month without revenue). */
  growthRate: answer({
    ...monthComparison,
    figures: answer({ value: growthFigure, lastMonth: growthFigure }),
  }),
  /** AED per day: this month up to today, and all of last month. */
  dailyRevenue: answer({ month: z.array(aed), lastMonth: z.array(aed) }),
  recentOrders: z.array(recentOrderAnswer),
  /** Variants at or under the low-stock threshold (sold out included), and those at 0. */
  stock: answer({ lowVariants: z.number().int(), soldOutVariants: z.number().int() }),
});
export type DashboardStats = z.output<typeof dashboardStatsAnswer>;

/** An entry of the console's audit log. */
export const auditEntryAnswer = answer({
  _id: id,
  createdAt: isoDate,
  admin: answer({ _id: id.nullable(), username: z.string() }),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string(),
  objectLabel: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
  /** A bulk action's or an import's products: the first few productids and how many more. */
  products: answer({ productids: z.array(z.string()), more: z.number().int() }).nullable(),
});
export type AuditEntry = z.output<typeof auditEntryAnswer>;

/** GET /api/admin/audit-log: one page, newest first, and where the next one starts. */
export const auditLogPageAnswer = answer({
  success: ok,
  entries: z.array(auditEntryAnswer),
  nextBefore: z.string().nullable(),
});
export type AuditLogPage = z.output<typeof auditLogPageAnswer>;
