import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { notifications, type MailAttachmentRef } from '#db/schema';
import { findUserById } from '#modules/auth';
import {
  renderShopperMail,
  type CodeMailKind,
  type Language,
  type ShopperEvent,
} from '#modules/mails';
import type { NotificationDeps } from './notification-deps';

const CODE_KINDS: readonly string[] = [
  'delivery_code',
  'return_pickup_code',
  'return_delivery_code',
] satisfies CodeMailKind[];

export interface ShopperNotice {
  userId: string;
  /** What the notification links to: the order's uuid or the return's. */
  orderId?: string | null;
  returnId?: string | null;
  event: ShopperEvent;
  attachments?: MailAttachmentRef[];
  /** The bell's line instead of the language's own (tests and callers with their own words). */
  message?: string;
}

/**
 * Tells the shopper about `event` inside the transaction of the change that causes it: a line in
 * their bell and a mail in the outbox, both in the account's language. A code replaces the earlier
 * code's notification for the same order or return (kept, marked replaced). Runs in a savepoint
 * and logs what fails: telling the shopper never fails or undoes the change itself. Answers the
 * notification's id (undefined when it could not be written).
 */
export async function tellShopper(
  deps: Pick<NotificationDeps, 'clock' | 'mailOutbox' | 'log'>,
  tx: Tx,
  notice: ShopperNotice,
): Promise<string | undefined> {
  try {
    return await tx.transaction(async (sp) => {
      const user = await findUserById(sp, notice.userId);
      if (!user) return undefined;
      const language = (user.language === 'ar' ? 'ar' : 'en') satisfies Language;
      const mail = await renderShopperMail(notice.event, language, user.fullname);
      const now = deps.clock.now();
      const isCode = CODE_KINDS.includes(notice.event.kind);
      const kind = isCode ? notice.event.kind : 'info';
      const about = notice.returnId
        ? eq(notifications.returnId, notice.returnId)
        : notice.orderId
          ? eq(notifications.orderId, notice.orderId)
          : undefined;
      if (isCode && about) {
        await sp
          .update(notifications)
          .set({ replacedAt: now, updatedAt: now })
          .where(
            and(
              eq(notifications.userId, notice.userId),
              eq(notifications.kind, kind),
              about,
              isNull(notifications.replacedAt),
            ),
          );
      }
      const [row] = await sp
        .insert(notifications)
        .values({
          userId: notice.userId,
          kind,
          orderId: notice.orderId ?? null,
          returnId: notice.returnId ?? null,
          otp: 'code' in notice.event ? notice.event.code : null,
          message: notice.message ?? mail.notification,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: notifications.id });
      await deps.mailOutbox.enqueue(sp, {
        to: user.email,
        language,
        kind: notice.event.kind,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...('code' in notice.event ? { secret: notice.event.code } : {}),
        attachments: notice.attachments ?? [],
      });
      return row?.id;
    });
  } catch (err) {
    deps.log.error({ err, kind: notice.event.kind }, 'the shopper could not be told');
    return undefined;
  }
}
