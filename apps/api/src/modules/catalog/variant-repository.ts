import type { Variant } from '@store/domain';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { productColors, products, productVariants } from '#db/schema';
import { waitingPerVariant } from '#modules/stock-alerts';

/**
 * Every variant of these products, in display order: colours by position, then sizes in the
 * product's order. A variant whose colour or size the product no longer lists is left out (the
 * admin write removes them in the same transaction, so none should exist).
 */
export async function loadVariants(
  db: Db | Tx,
  productIds: readonly string[],
): Promise<Map<string, Variant[]>> {
  const result = new Map<string, Variant[]>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({
      productId: productVariants.productId,
      color: productVariants.color,
      size: productVariants.size,
      sku: productVariants.sku,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(
      productColors,
      and(
        eq(productColors.productId, productVariants.productId),
        eq(productColors.name, productVariants.color),
      ),
    )
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(
      asc(productVariants.productId),
      asc(productColors.position),
      sql`array_position(${products.sizes}, ${productVariants.size})`,
    );
  for (const { productId, ...variant } of rows) {
    const list = result.get(productId);
    if (list) list.push(variant);
    else result.set(productId, [variant]);
  }
  return result;
}

/**
 * Sets a product's variants to exactly `variants` (the caller holds the product's row lock).
 * Rows that stay are updated in place; the trigger of migration 0015 then sets products.stock
 * to their sum.
 */
export async function replaceVariants(
  tx: Tx,
  productId: string,
  variants: readonly Variant[],
): Promise<void> {
  await tx.delete(productVariants).where(eq(productVariants.productId, productId));
  if (variants.length === 0) return;
  await tx.insert(productVariants).values(
    variants.map((v) => ({
      productId,
      color: v.color,
      size: v.size,
      sku: v.sku,
      stock: v.stock,
    })),
  );
}

/** The first of `skus` another product already uses, if any (compared ignoring case). */
export async function skuTakenElsewhere(
  db: Db | Tx,
  productId: string | null,
  skus: readonly string[],
): Promise<string | undefined> {
  if (skus.length === 0) return undefined;
  const lower = skus.map((s) => s.toLowerCase());
  const [row] = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        inArray(sql`lower(${productVariants.sku})`, lower),
        productId === null ? undefined : ne(productVariants.productId, productId),
      ),
    )
    .limit(1);
  return row?.sku;
}

/**
 * Low-stock page: variants at or under `threshold` with their product and how many shoppers wait
 * for each, lowest stock first, or most waiting first (`sort: 'waiting'`).
 */
export async function listLowStock(
  db: Db,
  query: { threshold: number; offset: number; limit: number; sort?: 'stock' | 'waiting' },
) {
  const low = sql`${productVariants.stock} <= ${query.threshold}`;
  const waiting = waitingPerVariant(db);
  const waitingCount = sql<number>`coalesce(${waiting.waiting}, 0)`.mapWith(Number);
  const order =
    query.sort === 'waiting'
      ? [desc(waitingCount), asc(productVariants.stock)]
      : [asc(productVariants.stock), desc(waitingCount)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        productId: products.id,
        productid: products.productid,
        name: products.name,
        color: productVariants.color,
        size: productVariants.size,
        sku: productVariants.sku,
        stock: productVariants.stock,
        waiting: waitingCount,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .leftJoin(
        waiting,
        and(
          eq(waiting.productId, productVariants.productId),
          eq(waiting.color, productVariants.color),
          eq(waiting.size, productVariants.size),
        ),
      )
      .where(low)
      .orderBy(...order, asc(productVariants.productId), asc(productVariants.sku))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(productVariants)
      .where(low),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The dashboard's stock line: variants at or under the threshold, and those at 0. */
export async function countLowVariants(db: Db, threshold: number) {
  const [row] = await db
    .select({
      low: sql<number>`count(*) FILTER (WHERE ${productVariants.stock} <= ${threshold})`.mapWith(
        Number,
      ),
      soldOut: sql<number>`count(*) FILTER (WHERE ${productVariants.stock} = 0)`.mapWith(Number),
    })
    .from(productVariants)
    .where(sql`${productVariants.stock} <= ${threshold}`);
  return { lowVariants: row?.low ?? 0, soldOutVariants: row?.soldOut ?? 0 };
}
