import { timeAgo } from '@store/domain';
import type { NotificationRow } from './notification-repository';

/** The contract's Notification; timeAgo is worked out against the app's clock. */
export function notificationJson(row: NotificationRow, now: Date) {
  return {
    _id: row.id,
    kind: row.kind,
    read: row.read,
    otp: row.otp,
    orderid: row.orderid,
    returnid: row.returnid,
    message: row.message,
    /** A later code for the same order or return replaced this one: it no longer works. */
    replaced: row.replacedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    timeAgo: timeAgo(row.createdAt, now),
  };
}

export type NotificationJson = ReturnType<typeof notificationJson>;
