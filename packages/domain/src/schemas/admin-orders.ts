import { z } from 'zod';
import {
  ADMIN_ORDER_FLAGS,
  ADMIN_ORDER_METHOD_FILTERS,
  ADMIN_ORDER_RANGES,
  ADMIN_ORDER_STATUS_FILTERS,
  CANCEL_REQUEST_DECISIONS,
} from '../admin-orders';
import { COURIER_NAME_MAX } from '../courier-setting';
import { TRACKING_NUMBER_MAX, TRACKING_NUMBER_PATTERN } from '../shipping';
import { normalizeOrderStatus } from '../statuses';
import { blankToUndefined, choice, idField, indexedSearchSchema, optional } from './fields';
import { cancelOrderSchema } from './orders';

/** Deep pages are refused past this: 10 a page, that is 10,000,000 orders. */
export const ADMIN_ORDERS_PAGE_MAX = 1_000_000;

/** A filter that is off arrives blank or as 'all' (the screen's "All Status", "All Time"). */
const filter = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  optional(choice(['all', ...values], message)).transform((v) =>
    v === 'all' ? undefined : (v as T[number] | undefined),
  );

/** GET admin/orders: search text, status, date and payment filters and the page, as the URL carries them. */
export const adminOrdersQuerySchema = z.object({
  q: indexedSearchSchema,
  status: filter(ADMIN_ORDER_STATUS_FILTERS, 'Unknown status filter'),
  range: filter(ADMIN_ORDER_RANGES, 'Unknown date filter'),
  /**
   * Beside the status filter: orders whose card payment the shopper's bank disputed, or whose
   * shopper asked to cancel after shipping and awaits the owner's answer.
   */
  flag: filter(ADMIN_ORDER_FLAGS, 'Unknown order flag'),
  /** How the order was paid: card, cash on delivery, wallet, Tabby or Tamara. */
  method: filter(ADMIN_ORDER_METHOD_FILTERS, 'Unknown payment method filter'),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Page must be a whole number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be 1 or more')
      .max(ADMIN_ORDERS_PAGE_MAX, `Page must be at most ${ADMIN_ORDERS_PAGE_MAX}`)
      .default(1),
  ),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

const UNKNOWN_STATUS = 'Unknown order status';

/** POST admin/orders/updateStatus: any casing of a status; timestamps in the body are ignored. */
export const updateOrderStatusSchema = z.object({
  orderid: idField('Order id is required'),
  status: z
    .string({ error: UNKNOWN_STATUS })
    .max(40, UNKNOWN_STATUS)
    .transform((value, ctx) => {
      const status = normalizeOrderStatus(value);
      if (status === null) {
        ctx.addIssue({ code: 'custom', message: UNKNOWN_STATUS });
        return z.NEVER;
      }
      return status;
    }),
  /**
   * Beside the original fields, when shipping: the courier, by key or name. Which couriers the
   * store offers is its SHIPPING_COURIERS setting, so the server checks it against that list.
   */
  carrier: optional(
    z
      .string({ error: 'carrier must be text' })
      .trim()
      .min(1, 'carrier must not be blank')
      .max(COURIER_NAME_MAX, `carrier must be at most ${COURIER_NAME_MAX} characters`),
  ),
  /** The courier's parcel number: letters and digits, spaces and dashes dropped. */
  trackingNumber: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') || undefined : v),
    z
      .string({ error: 'trackingNumber must be text' })
      .max(TRACKING_NUMBER_MAX, `trackingNumber must be at most ${TRACKING_NUMBER_MAX} characters`)
      .regex(TRACKING_NUMBER_PATTERN, 'trackingNumber must be letters and digits only')
      .optional(),
  ),
});
export type UpdateOrderStatusInput = z.infer<typeof updateOrderStatusSchema>;

/** sendOtp and otp name the order as the shopper's cancel does: `{orderid}`. */
export const adminOrderRefSchema = cancelOrderSchema;

/** POST admin/orders/cancelRequest: the owner settles a shopper's request to cancel in transit. */
export const settleCancelRequestSchema = z.object({
  orderid: idField('Order id is required'),
  decision: choice(CANCEL_REQUEST_DECISIONS, 'Decision must be returned or declined'),
});
export type SettleCancelRequestInput = z.infer<typeof settleCancelRequestSchema>;
