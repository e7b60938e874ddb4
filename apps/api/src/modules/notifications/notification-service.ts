import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';
import { notificationJson, type NotificationJson } from './notification-json';
import * as repo from './notification-repository';

export type CodeKind = 'delivery_code' | 'return_pickup_code' | 'return_delivery_code';

export interface CodeNotice {
  userId: string;
  kind: CodeKind;
  /** The order's uuid (delivery codes). */
  orderId?: string;
  /** The return request's uuid (pickup and replacement-delivery codes). */
  returnId?: string;
  otp: string;
  message?: string;
}

const DEFAULT_MESSAGE: Record<CodeKind, string> = {
  delivery_code: 'Share this code with the courier to receive your order.',
  return_pickup_code: 'Share this code with the courier collecting your return.',
  return_delivery_code: 'Share this code with the courier delivering your replacement.',
};

/**
 * Puts a one-time code in the shopper's notifications (the back office's delivery and return
 * flows call this after storing the code's hash), stamped with the app's clock.
 */
export async function notifyCode(
  app: FastifyInstance,
  notice: CodeNotice,
): Promise<NotificationJson> {
  const now = app.clock.now();
  const id = await repo.insertNotification(app.db, {
    userId: notice.userId,
    kind: notice.kind,
    orderId: notice.orderId ?? null,
    returnId: notice.returnId ?? null,
    otp: notice.otp,
    message: notice.message ?? DEFAULT_MESSAGE[notice.kind],
    createdAt: now,
    updatedAt: now,
  });
  const row = await repo.findNotification(app.db, id);
  if (!row) throw new Error('notification vanished');
  return notificationJson(row, now);
}

export async function listNotifications(app: FastifyInstance, userId: string) {
  const now = app.clock.now();
  return (await repo.notificationsOfUser(app.db, userId)).map((r) => notificationJson(r, now));
}

export async function markNotificationRead(app: FastifyInstance, userId: string, id: string) {
  if (!(await repo.markRead(app.db, id, userId, app.clock.now()))) {
    throw notFound('Notification not found');
  }
  const row = await repo.findNotification(app.db, id, userId);
  if (!row) throw notFound('Notification not found');
  return notificationJson(row, app.clock.now());
}
