import { LOW_STOCK_THRESHOLD, type AdminProductsQuery } from '@store/domain';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client';
import { adminSearchText, products, productVariants } from '#db/schema';
import { likeContains } from '#db/like';
import { NEWEST } from './catalog-filters';
import { productColumns } from './catalog-repository';
import type { ProductRow } from './product-json';

/** Manage Product's search, filters and sort: the query without its paging. */
export type AdminProductFilters = Pick<
  AdminProductsQuery,
  'q' | 'gender' | 'category' | 'stock' | 'sort'
>;

/** True when the table asks for more than the plain search: a filter or another order. */
export function isFiltered(f: AdminProductFilters): boolean {
  return Boolean(f.gender || f.category || f.stock || f.sort !== 'newest');
}

/** A variant of the product at or under the low-stock threshold (sold out included). */
const hasLowVariant = sql`EXISTS (SELECT 1 FROM ${productVariants} WHERE ${productVariants.productId} = ${products.id} AND ${productVariants.stock} <= ${LOW_STOCK_THRESHOLD})`;

/**
 * The stock state as productStockState (domain) defines it, in SQL: products.stock is the sum of
 * the variants (kept by the database), so out is a stock of 0.
 */
function stockState(state: AdminProductFilters['stock']): SQL | undefined {
  if (state === 'out') return sql`${products.stock} <= 0`;
  if (state === 'low') return and(sql`${products.stock} > 0`, hasLowVariant);
  if (state === 'in') return and(sql`${products.stock} > 0`, sql`NOT ${hasLowVariant}`);
  return undefined;
}

function where(f: AdminProductFilters): SQL | undefined {
  return and(
    f.q ? sql`${adminSearchText(products)} LIKE lower(${likeContains(f.q)})` : undefined,
    f.gender ? eq(products.gender, f.gender) : undefined,
    f.category ? eq(products.category, f.category) : undefined,
    stockState(f.stock),
  );
}

/** Each order ends on the id, so pages tile: no product on two pages, none skipped. */
const ORDERS: Record<AdminProductFilters['sort'], SQL[]> = {
  newest: NEWEST,
  name: [sql`lower(${products.name})`, asc(products.id)],
  'price-asc': [asc(products.priceFils), asc(products.id)],
  'price-desc': [desc(products.priceFils), asc(products.id)],
  'stock-asc': [asc(products.stock), asc(products.id)],
  'stock-desc': [desc(products.stock), asc(products.id)],
};

export async function countFilteredProducts(db: Db, f: AdminProductFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(where(f));
  return row?.n ?? 0;
}

export async function listFilteredProducts(
  db: Db,
  f: AdminProductFilters,
  page: { offset: number; limit: number },
): Promise<ProductRow[]> {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(where(f))
    .orderBy(...ORDERS[f.sort])
    .limit(page.limit)
    .offset(page.offset);
  return rows as ProductRow[];
}

/** Enough for any shop; a catalogue with more has its search box for the rest. */
const CATEGORIES_MAX = 500;

/** The categories products are filed under, for the table's category filter. */
export async function productCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: products.category })
    .from(products)
    .orderBy(asc(products.category))
    .limit(CATEGORIES_MAX);
  return rows.map((r) => r.category);
}
