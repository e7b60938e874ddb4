import type { Tx } from '../client';
import { offerProducts, offers, productColors, productImages, products } from '../schema';
import type { DemoOffer, DemoProduct } from './demo-catalogue';

const DAY_MS = 24 * 3600 * 1000;

/** Inserts products with their ordered colours and images; returns productid → row id. */
export async function insertProducts(tx: Tx, items: readonly DemoProduct[], now: Date) {
  const ids = new Map<string, string>();
  if (items.length === 0) return ids;
  const inserted = await tx
    .insert(products)
    .values(
      items.map((p) => ({
        productid: p.productid,
        name: p.name,
        brand: p.brand,
        description: p.description,
        category: p.category,
        subcategory: p.subcategory,
        gender: p.gender,
        priceFils: p.priceFils,
        originalPriceFils: p.originalPriceFils,
        discount: p.discount,
        stock: p.stock,
        sizes: p.sizes,
        createdAt: new Date(now.getTime() - p.createdDaysAgo * DAY_MS),
      })),
    )
    .returning({ id: products.id, productid: products.productid });
  for (const row of inserted) ids.set(row.productid, row.id);

  const colorRows = items.flatMap((p) =>
    p.colors.map((c, position) => ({
      productId: ids.get(p.productid) as string,
      name: c.name,
      position,
    })),
  );
  const colors = await tx.insert(productColors).values(colorRows).returning({
    id: productColors.id,
    productId: productColors.productId,
    name: productColors.name,
  });
  const colorIds = new Map(colors.map((c) => [`${c.productId}\u0000${c.name}`, c.id]));

  const imageRows = items.flatMap((p) =>
    p.colors.flatMap((c) =>
      c.imageKeys.map((storageKey, position) => ({
        colorId: colorIds.get(`${ids.get(p.productid)}\u0000${c.name}`) as string,
        storageKey,
        position,
      })),
    ),
  );
  if (imageRows.length) await tx.insert(productImages).values(imageRows);
  return ids;
}

export async function insertOffers(
  tx: Tx,
  items: readonly DemoOffer[],
  productIds: ReadonlyMap<string, string>,
  now: Date,
) {
  for (const [index, offer] of items.entries()) {
    const [row] = await tx
      .insert(offers)
      .values({
        title: offer.title,
        description: offer.description,
        discountText: offer.discountText,
        imageKey: offer.imageKey,
        link: offer.link,
        // Keep the catalogue's order: the first offer is the newest.
        createdAt: new Date(now.getTime() - index * 60_000),
      })
      .returning({ id: offers.id });
    const linked = offer.productids
      .map((pid) => productIds.get(pid))
      .filter((id): id is string => id !== undefined);
    if (row && linked.length) {
      await tx
        .insert(offerProducts)
        .values(linked.map((productId, position) => ({ offerId: row.id, productId, position })));
    }
  }
}
