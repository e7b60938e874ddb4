import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { notifications } from '#db/schema';
import { isUuid } from '#db/ids';

export type NewNotification = typeof notifications.$inferInsert;

/** The columns a Notification shows, with the uuids of the order or return it is about. */
const shown = {
  id: notifications.id,
  kind: notifications.kind,
  read: notifications.read,
  otp: notifications.otp,
  message: notifications.message,
  replacedAt: notifications.replacedAt,
  createdAt: notifications.createdAt,
  updatedAt: notifications.updatedAt,
  orderId: notifications.orderId,
  returnId: notifications.returnId,
};

const selectShown = (db: Db | Tx) => db.select(shown).from(notifications);

export type NotificationRow = Awaited<
  ReturnType<ReturnType<typeof selectShown>['execute']>
>[number];

export async function insertNotification(db: Db, row: NewNotification): Promise<string> {
  const [inserted] = await db.insert(notifications).values(row).returning({ id: notifications.id });
  if (!inserted) throw new Error('notification insert returned nothing');
  return inserted.id;
}

/** One notification, only when it belongs to `userId` (or to anyone when userId is omitted). */
export async function findNotification(db: Db | Tx, id: string, userId?: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await selectShown(db).where(
    userId
      ? and(eq(notifications.id, id), eq(notifications.userId, userId))
      : eq(notifications.id, id),
  );
  return row;
}

export async function notificationsOfUser(db: Db, userId: string) {
  return selectShown(db)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/** Marks the shopper's own notification read; false when it is not theirs or does not exist. */
export async function markRead(db: Db, id: string, userId: string, at: Date): Promise<boolean> {
  if (!isUuid(id)) return false;
  const done = await db
    .update(notifications)
    .set({ read: true, updatedAt: at })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return done.length > 0;
}

/** Deletes every notification of the shopper (an erased account keeps none). */
export async function forgetNotificationsOf(tx: Tx, userId: string): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}
