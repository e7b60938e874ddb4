import { asc, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { products, productVariants } from '#db/schema';
import { productColumns } from './catalog-repository';
import type { ProductRow } from './product-json';

// What the catalogue's CSV import and export ask of it (through its index.ts): each reads a
// whole list in one query; the writes are in bulk-product-writes.ts.

export { insertProducts, replaceColorsAndVariants, updateProducts } from './bulk-product-writes';

/**
 * These products, locked for the caller's transaction, in row id order: the order reserveStock
 * takes them in at checkout, so an import, or a cancel or return putting stock back, and a
 * checkout taking it queue instead of deadlocking.
 */
export async function lockProducts(tx: Tx, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return (await tx
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(products.id)
    .for('update')) as ProductRow[];
}

/** Up to `limit` products after `after` in productid order (keyset paging). */
export async function productPage(
  db: Db,
  after: string | null,
  limit: number,
): Promise<ProductRow[]> {
  return (await db
    .select(productColumns)
    .from(products)
    .where(after === null ? undefined : gt(products.productid, after))
    .orderBy(asc(products.productid))
    .limit(limit)) as ProductRow[];
}

/** The product (row id and productid) each of these SKUs belongs to, by SKU in lower case. */
export async function skuOwners(db: Db, skus: readonly string[]) {
  const owners = new Map<string, { id: string; productid: string }>();
  const lower = [...new Set(skus.map((s) => s.trim().toLowerCase()).filter(Boolean))];
  if (lower.length === 0) return owners;
  const rows = await db
    .select({ sku: productVariants.sku, id: products.id, productid: products.productid })
    .from(productVariants)
    .innerJoin(products, sql`${products.id} = ${productVariants.productId}`)
    .where(inArray(sql`lower(${productVariants.sku})`, lower));
  for (const row of rows)
    owners.set(row.sku.toLowerCase(), { id: row.id, productid: row.productid });
  return owners;
}

/** The row id of each of these product codes that exists, by product code. */
export async function productIdsOf(db: Db, productids: readonly string[]) {
  const unique = [...new Set(productids)];
  if (unique.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: products.id, productid: products.productid })
    .from(products)
    .where(inArray(products.productid, unique));
  return new Map(rows.map((r) => [r.productid, r.id]));
}
