import type { Elapsed } from '@store/domain';

/** A notice as GET /api/auth/notifications lists it: a code, or an update ('info', no code). */
export type NotificationKind =
  'delivery_code' | 'return_pickup_code' | 'return_delivery_code' | 'info';

export type Notification = {
  _id: string;
  kind: NotificationKind;
  read: boolean;
  /** The code to give the courier; null on an 'info' update. */
  otp: string | null;
  /** The order's SH-… code, or null for a return's notice. */
  orderid: string | null;
  /** The return's RT-… code, or null for an order's notice. */
  returnid: string | null;
  message: string | null;
  /** A later code for the same order or return replaced this one. */
  replaced?: boolean;
  createdAt: string;
  updatedAt: string;
  /** 'just now', '5 minutes ago', … computed by the server's clock. */
  timeAgo: string;
  /** The same as a number and unit (null under a minute): the Arabic pages say it in Arabic. */
  ago?: Elapsed;
};
