import { z } from 'zod';
import { answer, id, isoDate } from './fields';

export const NOTIFICATION_KINDS = [
  'delivery_code',
  'return_pickup_code',
  'return_delivery_code',
  'info',
] as const;

/** How long ago, in the largest whole unit; null under a minute. */
export const elapsedAnswer = answer({
  value: z.number().int(),
  unit: z.enum(['minute', 'hour', 'day']),
}).nullable();

/** A notice as GET /api/auth/notifications lists it: a code, or an update ('info', no code). */
export const notificationAnswer = answer({
  _id: id,
  kind: z.enum(NOTIFICATION_KINDS),
  read: z.boolean(),
  /** The code to give the courier; null on an 'info' update. */
  otp: z.string().nullable(),
  /** The order's SH-… code, or null for a return's notice. */
  orderid: z.string().nullable(),
  /** The return's RT-… code, or null for an order's notice. */
  returnid: z.string().nullable(),
  message: z.string().nullable(),
  /** A later code for the same order or return replaced this one. */
  replaced: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** 'just now', '5 minutes ago', … by the server's clock. */
  timeAgo: z.string(),
  /** The same as a number and unit: the Arabic pages say it in Arabic. */
  ago: elapsedAnswer,
});
export type Notification = z.output<typeof notificationAnswer>;
export type NotificationKind = Notification['kind'];

/** GET /api/auth/notifications: the shopper's notices, newest first. */
export const notificationsAnswer = answer({
  success: z.literal(true),
  otp: z.array(notificationAnswer),
});
export type NotificationsResponse = z.output<typeof notificationsAnswer>;
