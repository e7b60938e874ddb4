import type { Tx } from '#db/client';
import type { ReplacementVariant } from '#modules/mails';
import { refusal } from '#platform/errors';
import { notificationJson, type NotificationJson } from './notification-json';
import * as repo from './notification-repository';
import type { NotificationDeps } from './notification-deps';
import { tellShopper } from './tell-shopper';
import { withRefs, type NotificationRefs } from './notification-refs';

export type CodeKind = 'delivery_code' | 'return_pickup_code' | 'return_delivery_code';

export interface CodeNotice {
  userId: string;
  kind: CodeKind;
  /** The order's uuid (delivery codes). */
  orderId?: string;
  /** The return request's uuid (pickup and replacement-delivery codes). */
  returnId?: string;
  /** The SH- or RT- id the mail names; looked up from the id above when not given. */
  ref?: string;
  otp: string;
  /** How long this code lasts, as issued: the mail says so. */
  ttlSeconds: number;
  message?: string;
  /** A replacement's delivery code: the colour and size delivered. */
  replacement?: ReplacementVariant | null;
}

/**
 * Gives the shopper a one-time code: in their notifications (the page and the header dot, the
 * earlier code for the same order or return marked replaced) and by mail through the outbox, in
 * the account's language. The delivery and return flows call this inside the transaction that
 * stores the code's hash, so the code reaches the shopper exactly when it exists. The code goes
 * nowhere else: not in the mail's subject, not in a log line, sealed in the outbox.
 */
export async function notifyCode(
  deps: NotificationDeps,
  notice: CodeNotice,
  tx?: Tx,
): Promise<NotificationJson> {
  const run = async (t: Tx) => {
    const ref = notice.ref ?? (await refOf(deps.notificationRefs, t, notice));
    return tellShopper(deps, t, {
      userId: notice.userId,
      orderId: notice.orderId ?? null,
      returnId: notice.returnId ?? null,
      event: {
        kind: notice.kind,
        ref: ref ?? null,
        code: notice.otp,
        ttlSeconds: notice.ttlSeconds,
        ...(notice.replacement ? { replacement: notice.replacement } : {}),
      },
      ...(notice.message ? { message: notice.message } : {}),
    });
  };
  const id = tx ? await run(tx) : await deps.db.transaction(run);
  const found = id ? await repo.findNotification(tx ?? deps.db, id) : undefined;
  if (!found) throw new Error('the code notification could not be written');
  const [shown] = await withRefs(tx ?? deps.db, deps.notificationRefs, [found]);
  if (!shown) throw new Error('the code notification could not be written');
  return notificationJson(shown, deps.clock.now());
}

/** The SH- id of the code's order, or the RT- id of its return. */
async function refOf(refs: NotificationRefs, tx: Tx, notice: CodeNotice) {
  if (notice.returnId) return (await refs.returnRefsOf(tx, [notice.returnId])).get(notice.returnId);
  if (notice.orderId) return (await refs.orderRefsOf(tx, [notice.orderId])).get(notice.orderId);
  return undefined;
}

/** Reads only: the store's handle, clock and the modules that name orders and returns. */
type Reads = Pick<NotificationDeps, 'db' | 'clock' | 'notificationRefs'>;

export async function listNotifications(deps: Reads, userId: string) {
  const now = deps.clock.now();
  const rows = await repo.notificationsOfUser(deps.db, userId);
  return (await withRefs(deps.db, deps.notificationRefs, rows)).map((r) =>
    notificationJson(r, now),
  );
}

export async function markNotificationRead(deps: Reads, userId: string, id: string) {
  if (!(await repo.markRead(deps.db, id, userId, deps.clock.now()))) {
    throw refusal('not_found', 'order.notification_not_found', { code: 'NOT_FOUND' });
  }
  const row = await repo.findNotification(deps.db, id, userId);
  if (!row) throw refusal('not_found', 'order.notification_not_found', { code: 'NOT_FOUND' });
  const [shown] = await withRefs(deps.db, deps.notificationRefs, [row]);
  if (!shown) throw refusal('not_found', 'order.notification_not_found', { code: 'NOT_FOUND' });
  return notificationJson(shown, deps.clock.now());
}
