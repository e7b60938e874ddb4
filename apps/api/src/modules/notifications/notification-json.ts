import type { Notification, Sent } from '@store/domain/contract';
import { elapsedSince, elapsedText } from '@store/domain';
import type { NotificationRow } from './notification-repository';

/** A notification with the SH- and RT- ids of what it is about. */
export type ShownNotification = NotificationRow & {
  orderid: string | null;
  returnid: string | null;
};

/** The contract's Notification; timeAgo is worked out against the app's clock. */
export function notificationJson(row: ShownNotification, now: Date): Sent<Notification> {
  const ago = elapsedSince(row.createdAt, now);
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
    timeAgo: elapsedText(ago, 'en'),
    /** The same time as a number and unit (null under a minute): other languages say it. */
    ago,
  };
}

export type NotificationJson = ReturnType<typeof notificationJson>;
