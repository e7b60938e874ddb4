import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { offerProducts, offers } from '#db/schema';

/** The offer as it stood (undefined: none) and as it stands now, told inside the write's transaction. */
export type OfferWriteHook = (
  tx: Tx,
  before: OfferSnapshot | undefined,
  after: OfferSnapshot | undefined,
) => Promise<void>;

export type OfferSnapshot = typeof offers.$inferSelect & { productIds: string[] };

async function snapshot(tx: Tx, offerId: string): Promise<OfferSnapshot | undefined> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, offerId));
  if (!row) return undefined;
  const links = await tx
    .select({ productId: offerProducts.productId })
    .from(offerProducts)
    .where(eq(offerProducts.offerId, offerId))
    .orderBy(asc(offerProducts.position));
  return { ...row, productIds: links.map((l) => l.productId) };
}

export type OfferFields = Pick<
  typeof offers.$inferInsert,
  'title' | 'description' | 'discountText' | 'titleAr' | 'descriptionAr' | 'promotionId'
>;

/** Checks made inside the write's transaction before it writes (the linked promotion held). */
export type OfferWriteCheck = (tx: Tx) => Promise<void>;

async function linkProducts(tx: Tx, offerId: string, productIds: readonly string[]) {
  await tx.delete(offerProducts).where(eq(offerProducts.offerId, offerId));
  if (productIds.length === 0) return;
  await tx
    .insert(offerProducts)
    .values(productIds.map((productId, position) => ({ offerId, productId, position })));
}

/** A new offer and its products in the given order, in one transaction. */
export async function insertOffer(
  db: Db,
  fields: OfferFields & { imageKey: string },
  productIds: readonly string[],
  now: Date,
  onWrite: OfferWriteHook,
  check: OfferWriteCheck,
): Promise<string> {
  return db.transaction(async (tx) => {
    await check(tx);
    const [row] = await tx
      .insert(offers)
      .values({ ...fields, createdAt: now, updatedAt: now })
      .returning({ id: offers.id });
    if (!row) throw new Error('offer insert returned nothing');
    await linkProducts(tx, row.id, productIds);
    await onWrite(tx, undefined, await snapshot(tx, row.id));
    return row.id;
  });
}

/** Rewrites an offer and its product list; the old image key when it changed, else null. */
export async function updateOffer(
  db: Db,
  offerId: string,
  fields: OfferFields & { imageKey?: string },
  productIds: readonly string[],
  now: Date,
  onWrite: OfferWriteHook,
  check: OfferWriteCheck,
): Promise<{ found: boolean; replacedKey: string | null }> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
    if (!old) return { found: false, replacedKey: null };
    await check(tx);
    const before = await snapshot(tx, offerId);
    await tx
      .update(offers)
      .set({ ...fields, updatedAt: now })
      .where(eq(offers.id, offerId));
    await linkProducts(tx, offerId, productIds);
    await onWrite(tx, before, await snapshot(tx, offerId));
    const replaced = fields.imageKey !== undefined && fields.imageKey !== old.imageKey;
    return { found: true, replacedKey: replaced ? old.imageKey : null };
  });
}

/** Deletes the offer (its product links go with it); its image key, or undefined if none was. */
export async function deleteOffer(db: Db, offerId: string, onWrite: OfferWriteHook) {
  return db.transaction(async (tx) => {
    const before = await snapshot(tx, offerId);
    const [row] = await tx
      .delete(offers)
      .where(eq(offers.id, offerId))
      .returning({ imageKey: offers.imageKey });
    if (row) await onWrite(tx, before, undefined);
    return row;
  });
}
