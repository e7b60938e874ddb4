import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client';
import { isUuid } from '#db/ids';
import { offerProducts, offers } from '#db/schema';

// The offers as the storefront and the console read them.

/** One offer with its listed products' row ids in order. */
export async function findOffer(db: Db, offerId: string) {
  if (!isUuid(offerId)) return undefined;
  const [offer] = await db.select().from(offers).where(eq(offers.id, offerId)).limit(1);
  if (!offer) return undefined;
  const links = await db
    .select({ productId: offerProducts.productId })
    .from(offerProducts)
    .where(eq(offerProducts.offerId, offerId))
    .orderBy(offerProducts.position);
  return { ...offer, productIds: links.map((l) => l.productId) };
}

/** Every offer, newest first, with its listed products' row ids. */
export async function listOffers(db: Db) {
  const rows = await db.select().from(offers).orderBy(desc(offers.createdAt), asc(offers.id));
  const links = rows.length
    ? await db
        .select({ offerId: offerProducts.offerId, productId: offerProducts.productId })
        .from(offerProducts)
        .where(
          inArray(
            offerProducts.offerId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(offerProducts.offerId, offerProducts.position)
    : [];
  return rows.map((offer) => ({
    ...offer,
    productIds: links.filter((l) => l.offerId === offer.id).map((l) => l.productId),
  }));
}

/** Which of `keys` an offer's banner still shows. */
export async function offerImageKeysIn(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const banners = await db
    .selectDistinct({ key: offers.imageKey })
    .from(offers)
    .where(inArray(offers.imageKey, [...keys]));
  return new Set(banners.map((r) => r.key).filter((k): k is string => k !== null));
}
