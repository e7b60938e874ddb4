import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';
import { findUserById } from '../auth/auth-repository';
import { codeMail } from './code-mail';
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
 * Gives the shopper a one-time code: in their notifications (the page and the header dot) and by
 * mail, sent after the answer so SMTP never slows the back office. The delivery and return flows
 * call this after storing the code's hash. The code goes nowhere else: not in the mail's subject,
 * not in a log line.
 */
export async function notifyCode(
  app: FastifyInstance,
  notice: CodeNotice,
): Promise<NotificationJson> {
  const json = await insertAndRead(app, {
    userId: notice.userId,
    kind: notice.kind,
    orderId: notice.orderId ?? null,
    returnId: notice.returnId ?? null,
    otp: notice.otp,
    message: notice.message ?? DEFAULT_MESSAGE[notice.kind],
  });
  app.runInBackground('code mail', async () => {
    const user = await findUserById(app.db, notice.userId);
    if (!user) return;
    const ref = json.orderid ?? json.returnid;
    await app.mailer.send(
      codeMail({
        to: user.email,
        fullname: user.fullname,
        kind: notice.kind,
        code: notice.otp,
        ref,
      }),
    );
  });
  return json;
}

/** A plain update in the shopper's notifications (no code): "your order was delivered". */
export async function notifyInfo(
  app: FastifyInstance,
  notice: { userId: string; orderId?: string; returnId?: string; message: string },
): Promise<NotificationJson> {
  return insertAndRead(app, {
    userId: notice.userId,
    kind: 'info',
    orderId: notice.orderId ?? null,
    returnId: notice.returnId ?? null,
    otp: null,
    message: notice.message,
  });
}

async function insertAndRead(
  app: FastifyInstance,
  row: Omit<repo.NewNotification, 'createdAt' | 'updatedAt'>,
): Promise<NotificationJson> {
  const now = app.clock.now();
  const id = await repo.insertNotification(app.db, { ...row, createdAt: now, updatedAt: now });
  const found = await repo.findNotification(app.db, id);
  if (!found) throw new Error('notification vanished');
  return notificationJson(found, now);
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
