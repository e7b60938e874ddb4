import { and, asc, count, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { productColors, productImages, products } from '#db/schema';
import { NEWEST } from './catalog-filters';
import type { ColorImages, ProductRow } from './product-json';
import { isUuid } from '#db/ids';
import { rowsOf } from '#db/rows';

/** The columns of a ProductRow. */
export const productColumns = {
  id: products.id,
  productid: products.productid,
  name: products.name,
  nameAr: products.nameAr,
  brand: products.brand,
  description: products.description,
  descriptionAr: products.descriptionAr,
  category: products.category,
  subcategory: products.subcategory,
  gender: products.gender,
  priceFils: products.priceFils,
  originalPriceFils: products.originalPriceFils,
  discount: products.discount,
  stock: products.stock,
  sizes: products.sizes,
  createdAt: products.createdAt,
};

/** A product's listed columns, as the in-memory listing keeps them (product-listing.ts). */
export interface ListingRow {
  id: string;
  name: string;
  /** The Arabic name, searched beside the English one (decision 41). */
  nameAr: string | null;
  brand: string;
  category: string;
  subcategory: string | null;
  gender: string;
  priceFils: number;
  discount: number | null;
  createdAt: Date;
  /** Colour names in order. */
  colors: string[] | null;
  /** The sizes, in order, with a variant above 0 (products.sizes_in_stock). */
  sizesInStock: string[];
}

export interface ListingChanges {
  /** The snapshot's xmin (an xid8 as text): the next read asks for this transaction and later. */
  horizon: string;
  rows: ListingRow[];
  removedIds: string[];
  /** The rows are the whole catalogue (a first read, or the table was truncated). */
  everything: boolean;
}

type JsonListing = [
  string,
  string,
  string,
  string,
  string | null,
  string,
  number,
  number | null,
  string,
  string[] | null,
  string[],
  string | null,
];

function listingRow(j: JsonListing): ListingRow {
  return {
    id: j[0],
    name: j[1],
    brand: j[2],
    category: j[3],
    subcategory: j[4],
    gender: j[5],
    priceFils: j[6],
    discount: j[7],
    createdAt: new Date(j[8]),
    colors: j[9],
    sizesInStock: j[10],
    nameAr: j[11],
  };
}

/** Rows as one JSON value: PGlite decodes one large value far faster than 100,000 rows. */
const listingJson = (colors: SQL) => sql`json_build_array(p.id, p.name, p.brand, p.category,
  p.subcategory, p.gender, p.price_fils, p.discount, p.created_at, ${colors}, p.sizes_in_stock, p.name_ar)`;

/**
 * What changed in the listed columns since `since` (null: everything), read in one snapshot with
 * that snapshot's xmin, so the next read misses no transaction that was still running.
 */
export async function readListingChanges(db: Db, since: string | null): Promise<ListingChanges> {
  return db.transaction(
    async (tx) => {
      // The planner cannot tell how few rows a transaction-id range holds and would spend
      // 150 ms compiling this small read with PostgreSQL's JIT.
      await tx.execute(sql`SET LOCAL jit = off`);
      const [snapshot] = rowsOf<{ horizon: string; truncated: boolean }>(
        await tx.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon,
          ${
            since === null
              ? sql`true`
              : sql`EXISTS (SELECT 1 FROM catalog_removals
            WHERE removed_xid >= ${since}::xid8 AND product_id IS NULL)`
          } AS truncated`),
      );
      if (!snapshot) throw new Error('The snapshot query returned no row');
      const everything = snapshot.truncated;
      const rows = everything
        ? await tx.execute(sql`SELECT json_agg(${listingJson(sql`c.names`)}) AS rows
            FROM products p LEFT JOIN (
              SELECT product_id, array_agg(name ORDER BY position) AS names
              FROM product_colors GROUP BY product_id
            ) c ON c.product_id = p.id`)
        : await tx.execute(sql`SELECT json_agg(${listingJson(sql`(SELECT array_agg(pc.name ORDER BY pc.position)
              FROM product_colors pc WHERE pc.product_id = p.id)`)}) AS rows
            FROM products p WHERE p.listing_xid >= ${since}::xid8`);
      const removed = everything
        ? []
        : rowsOf<{ id: string }>(
            await tx.execute(sql`SELECT DISTINCT product_id AS id FROM catalog_removals
              WHERE removed_xid >= ${since}::xid8 AND product_id IS NOT NULL`),
          );
      const listed = rowsOf<{ rows: JsonListing[] | null }>(rows)[0]?.rows ?? [];
      return {
        horizon: snapshot.horizon,
        everything,
        removedIds: removed.map((r) => r.id),
        rows: listed.map(listingRow),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** A product by its row id (uuid) or its productid; a non-uuid never reaches the uuid column. */
export async function findProduct(db: Db, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(isUuid(id) ? eq(products.id, id) : eq(products.productid, id))
    .limit(1);
  return row as ProductRow | undefined;
}

export async function findProductsByIds(db: Db | Tx, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return (await db
    .select(productColumns)
    .from(products)
    .where(inArray(products.id, ids))) as ProductRow[];
}

/** Products discounted above 0 and at most `max` percent (maybe fractional), biggest first. */
export async function listDiscountedUpTo(db: Db, max: number, limit: number) {
  return (await db
    .select(productColumns)
    .from(products)
    .where(and(gt(products.discount, 0), sql`${products.discount} <= ${max}::numeric`))
    .orderBy(desc(products.discount), asc(products.id))
    .limit(limit)) as ProductRow[];
}

export async function listAllProducts(db: Db): Promise<ProductRow[]> {
  return (await db
    .select(productColumns)
    .from(products)
    .orderBy(...NEWEST)) as ProductRow[];
}

/** Colours in order with their images in order, for a set of products, in one query. */
export async function loadColorImages(
  db: Db | Tx,
  productIds: string[],
): Promise<Map<string, ColorImages>> {
  const result = new Map<string, ColorImages>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({
      productId: productColors.productId,
      color: productColors.name,
      key: productImages.storageKey,
    })
    .from(productColors)
    .leftJoin(productImages, eq(productImages.colorId, productColors.id))
    .where(inArray(productColors.productId, productIds))
    .orderBy(productColors.productId, productColors.position, productImages.position);
  for (const row of rows) {
    let entry = result.get(row.productId);
    if (!entry) {
      entry = { colors: [], images: new Map() };
      result.set(row.productId, entry);
    }
    if (!entry.images.has(row.color)) {
      entry.colors.push(row.color);
      entry.images.set(row.color, []);
    }
    if (row.key) entry.images.get(row.color)?.push(row.key);
  }
  return result;
}

/** Every product's row id and last change, newest product first: the sitemap's product pages. */
export async function listProductPages(db: Db) {
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .orderBy(desc(products.createdAt), asc(products.id));
}

/** Gender and category pairs that have products, with their subcategories, biggest first. */
export async function listNavPairs(db: Db) {
  const rows = await db
    .select({
      gender: products.gender,
      category: products.category,
      subcategories: sql<(string | null)[]>`array_agg(DISTINCT ${products.subcategory})`,
      count: count(),
    })
    .from(products)
    .groupBy(products.gender, products.category)
    .orderBy(desc(count()), asc(products.gender), asc(products.category));
  return rows.map((r) => ({
    gender: r.gender,
    category: r.category,
    subcategories: r.subcategories.filter((s): s is string => s !== null).sort(),
    count: r.count,
  }));
}

/** Products named by row id (uuid) or productid (as typed or upper-cased), for lists that link to them. */
export async function findProductRefs(db: Db, refs: readonly string[]) {
  if (refs.length === 0) return [];
  const uuids = refs.filter(isUuid);
  const codes = [...new Set(refs.flatMap((r) => [r, r.toUpperCase()]))];
  const byCode = inArray(products.productid, codes);
  return db
    .select({ id: products.id, productid: products.productid, name: products.name })
    .from(products)
    .where(uuids.length ? or(inArray(products.id, uuids), byCode) : byCode);
}
