import { defaultSku, isCell, spreadStock, variantCells } from '@store/domain';
import type { Tx } from '#db/client';
import {
  offerProducts,
  offers,
  productColors,
  productImages,
  products,
  productVariants,
} from '#db/schema';
import type { DemoOffer, DemoProduct } from './demo-catalogue';

const DAY_MS = 24 * 3600 * 1000;

/** A seeded product's variants: as listed (the rest at 0), else its stock spread in order. */
export function seededVariants(p: DemoProduct) {
  const cells = variantCells(
    p.colors.map((c) => c.name),
    p.sizes,
  );
  const listed = p.variants;
  const stocked = listed
    ? cells.map((c) => {
        const v = listed.find((l) => isCell(l, c.color, c.size));
        return { ...c, stock: v?.stock ?? 0, sku: v?.sku };
      })
    : spreadStock(p.stock, cells).map((c) => ({ ...c, sku: undefined }));
  return stocked.map((v) => ({ ...v, sku: v.sku ?? defaultSku(p.productid, v.color, v.size) }));
}

/** Variant rows are inserted in slices: one statement's parameters stay under the driver's cap. */
const VARIANT_ROWS_PER_INSERT = 5000;

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
        nameAr: p.nameAr ?? null,
        brand: p.brand,
        description: p.description,
        descriptionAr: p.descriptionAr ?? null,
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

  // products.stock becomes the sum of these (migration 0015's trigger).
  const variantRows = items.flatMap((p) =>
    seededVariants(p).map((v) => ({ productId: ids.get(p.productid) as string, ...v })),
  );
  for (let i = 0; i < variantRows.length; i += VARIANT_ROWS_PER_INSERT) {
    await tx.insert(productVariants).values(variantRows.slice(i, i + VARIANT_ROWS_PER_INSERT));
  }
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
        titleAr: offer.titleAr ?? null,
        descriptionAr: offer.descriptionAr ?? null,
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
