import { isPriceDrop, shownPriceFils } from '@store/domain';
import { consentingShoppers } from '#modules/auth';
import { findProductsByIds } from '#modules/catalog';
import { wishlistEntriesAfter } from '#modules/wishlist';
import type { RoundDeps } from './reminder-deps';
import { queueReminder, storefrontUrl } from './reminder-mail';
import {
  claimReminder,
  dropWatches,
  moveWatch,
  startWatch,
  watchesOf,
} from './reminder-repository';

/** Shoppers read a page at a time. */
const PAGE = 200;

/**
 * One round of the price-drop mails: each wishlisted product of a consenting shopper is watched
 * from its shown price (with VAT) when the round first sees it; once that price is at least
 * PRICE_DROP_MIN_PERCENT lower, the shopper gets one mail, and the product is watched from the
 * new price (another 10 % lower brings another mail; a rise and the fall back do not). Answers
 * how many were queued.
 */
export async function sendPriceDrops(deps: RoundDeps, stopping?: AbortSignal): Promise<number> {
  const now = deps.clock.now();
  let after: string | null = null;
  let queued = 0;
  for (;;) {
    if (stopping?.aborted) break;
    const lists = await wishlistEntriesAfter(deps.db, after, PAGE);
    after = lists.at(-1)?.userId ?? null;
    const to = await consentingShoppers(
      deps.db,
      lists.map((l) => l.userId),
    );
    const asked = lists.filter((l) => to.has(l.userId));
    const watches = await watchesOf(
      deps.db,
      asked.map((l) => l.userId),
    );
    const products = new Map(
      (await findProductsByIds(deps.db, [...new Set(asked.flatMap((l) => l.productIds))])).map(
        (p) => [p.id, p],
      ),
    );
    for (const { userId, productIds } of asked) {
      if (stopping?.aborted) break;
      const recipient = to.get(userId);
      if (!recipient) continue;
      const listed = new Set(productIds);
      const gone = [...watches.keys()]
        .filter((key) => key.startsWith(`${userId} `))
        .map((key) => key.slice(userId.length + 1))
        .filter((productId) => !listed.has(productId));
      await dropWatches(deps.db, userId, gone);
      for (const productId of productIds) {
        const product = products.get(productId);
        if (!product) continue;
        const nowFils = shownPriceFils(product.priceFils, deps.config.store);
        const fromFils = watches.get(`${userId} ${productId}`);
        if (fromFils === undefined) {
          await startWatch(deps.db, userId, productId, nowFils);
          continue;
        }
        if (!isPriceDrop(fromFils, nowFils)) continue;
        const mailed = await deps.db.transaction(async (tx) => {
          const moved = await moveWatch(tx, {
            userId,
            productId,
            fromFils,
            toFils: nowFils,
            at: now,
          });
          if (!moved) return false;
          const claimed = await claimReminder(tx, {
            userId,
            kind: 'price_drop',
            about: `price:${productId}:${fromFils}:${nowFils}`,
            sentAt: now,
          });
          if (!claimed) return false;
          await queueReminder(deps, tx, userId, recipient, {
            kind: 'price_drop',
            name: (recipient.language === 'ar' && product.nameAr) || product.name,
            wasFils: fromFils,
            nowFils,
            productUrl: storefrontUrl(
              deps,
              `/product/view/${encodeURIComponent(product.id)}`,
              recipient.language,
            ),
          });
          return true;
        });
        if (mailed) queued += 1;
      }
    }
    if (lists.length < PAGE) break;
  }
  return queued;
}
