import { REMINDER_ORDER_WINDOW_DAYS } from '@store/domain';
import type { Db } from '#db/client';
import { ordersOfShoppersSince } from '#modules/orders';
import { remindersSince } from './reminder-repository';

const DAY = 24 * 60 * 60_000;

/**
 * The reminders sent in the last `days` days, by kind, and how many of them an order by the
 * same shopper followed within REMINDER_ORDER_WINDOW_DAYS (an order counts for each reminder
 * before it in that window).
 */
export async function reminderStats(db: Db, now: Date, days: number) {
  const since = new Date(now.getTime() - days * DAY);
  const sent = await remindersSince(db, since);
  const orders = await ordersOfShoppersSince(
    db,
    sent.map((r) => r.userId),
    since,
  );
  const figures = (kind: string) => {
    const mine = sent.filter((r) => r.kind === kind);
    const followed = mine.filter((r) =>
      orders.some(
        (o) =>
          o.userId === r.userId &&
          o.createdAt >= r.sentAt &&
          o.createdAt.getTime() <= r.sentAt.getTime() + REMINDER_ORDER_WINDOW_DAYS * DAY,
      ),
    );
    return { sent: mine.length, followedByOrder: followed.length };
  };
  return { bagReminders: figures('bag_reminder'), priceDrops: figures('price_drop') };
}
