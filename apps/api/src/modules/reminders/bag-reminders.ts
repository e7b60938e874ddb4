import { createHash } from 'node:crypto';
import { CART_REMINDER_HOURS_MAX, toFils } from '@store/domain';
import { consentingShoppers, type MarketingRecipient } from '#modules/auth';
import { cartView, idleBags, type IdleBag } from '#modules/cart';
import { ordersOfShoppersSince, promotionShopper } from '#modules/orders';
import type { ReminderLine } from './reminder-copy';
import type { RoundDeps } from './reminder-deps';
import { queueReminder, storefrontUrl } from './reminder-mail';
import { claimReminder, remindersSent } from './reminder-repository';

const HOUR = 60 * 60_000;
/** Bags read a page at a time. */
const PAGE = 200;

/**
 * What a bag holds, as one key: the same lines in the same quantities are the same bag, so a bag
 * is reminded of once until it changes (a line added, removed or its quantity changed).
 */
export function bagKey(bag: Pick<IdleBag, 'lines'>): string {
  const lines = bag.lines
    .map((l) => `${l.productId}|${l.color}|${l.size}|${l.quantity}`)
    .sort()
    .join('\n');
  return `bag:${createHash('sha256').update(lines).digest('base64url')}`;
}

/**
 * One round of the bag reminders: each consenting shopper whose bag nobody touched for
 * CART_REMINDER_HOURS (and not for more than a week: that reminds of nothing) gets one mail about
 * that bag, unless an order since the bag began bought any of its products. Answers how many
 * were queued.
 */
export async function sendBagReminders(deps: RoundDeps, stopping?: AbortSignal): Promise<number> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() - deps.config.marketing.cartReminderHours * HOUR);
  const since = new Date(until.getTime() - CART_REMINDER_HOURS_MAX * HOUR);
  let after: string | null = null;
  let queued = 0;
  for (;;) {
    if (stopping?.aborted) break;
    const bags = await idleBags(deps.db, { since, until }, after, PAGE);
    after = bags.at(-1)?.userId ?? null;
    const to = await consentingShoppers(
      deps.db,
      bags.map((b) => b.userId),
    );
    const asked = bags.filter((b) => to.has(b.userId));
    const sent = await remindersSent(
      deps.db,
      'bag_reminder',
      asked.map((b) => b.userId),
    );
    const fresh = asked.filter((b) => !sent.has(`${b.userId} ${bagKey(b)}`));
    const earliest = fresh.reduce((t, b) => Math.min(t, b.startedAt.getTime()), now.getTime());
    const orders = await ordersOfShoppersSince(
      deps.db,
      fresh.map((b) => b.userId),
      new Date(earliest),
    );
    for (const bag of fresh) {
      if (stopping?.aborted) break;
      const products = new Set(bag.lines.map((l) => l.productId));
      const bought = orders.some(
        (o) =>
          o.userId === bag.userId &&
          o.createdAt >= bag.startedAt &&
          o.productIds.some((id) => products.has(id)),
      );
      const recipient = to.get(bag.userId);
      if (bought || !recipient) continue;
      if (await remindOfBag(deps, bag, recipient, now)) queued += 1;
    }
    if (bags.length < PAGE) break;
  }
  return queued;
}

/** The bag at today's prices and stock, claimed and queued in one transaction. */
async function remindOfBag(
  deps: RoundDeps,
  bag: IdleBag,
  to: MarketingRecipient,
  now: Date,
): Promise<boolean> {
  const view = await cartView(deps.db, bag.userId, {
    mediaBaseUrl: deps.config.media.baseUrl,
    vat: deps.config.store,
    shopperOf: promotionShopper,
    now,
  });
  // Every product of it was deleted meanwhile: nothing to come back for.
  if (view.items.length === 0) return false;
  const lines: ReminderLine[] = view.items.map((item) => ({
    name: (to.language === 'ar' && item.nameAr) || item.name,
    color: item.selections.color,
    size: item.selections.size,
    quantity: item.quantity,
    lineFils: toFils(item.lineTotalWithVat),
    stock: item.stock,
  }));
  const totalFils = lines.reduce((sum, l) => sum + l.lineFils, 0);
  return deps.db.transaction(async (tx) => {
    const claimed = await claimReminder(tx, {
      userId: bag.userId,
      kind: 'bag_reminder',
      about: bagKey(bag),
      sentAt: now,
    });
    if (!claimed) return false;
    await queueReminder(deps, tx, bag.userId, to, {
      kind: 'bag_reminder',
      lines,
      totalFils,
      bagUrl: storefrontUrl(deps, '/cart', to.language),
    });
    return true;
  });
}
