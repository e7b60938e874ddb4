import type { CatalogQuery } from '@store/domain';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerProducts, offers, productColors, productImages, products } from '../../db/schema';
import type { ColorImages, ProductRow } from './product-json';

const productColumns = {
  id: products.id,
  productid: products.productid,
  name: products.name,
  brand: products.brand,
  description: products.description,
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

const SORTS: Record<CatalogQuery['sort'], SQL[]> = {
  newest: [desc(products.createdAt), asc(products.id)],
  'price-asc': [asc(products.priceFils), asc(products.id)],
  'price-desc': [desc(products.priceFils), asc(products.id)],
  discount: [sql`${products.discount} DESC NULLS LAST`, asc(products.id)],
};

function scopeWhere(q: Pick<CatalogQuery, 'gender' | 'category' | 'subcategory'>) {
  const parts: SQL[] = [];
  if (q.gender) parts.push(sql`lower(${products.gender}) = lower(${q.gender})`);
  if (q.category) parts.push(sql`lower(${products.category}) = lower(${q.category})`);
  if (q.subcategory) parts.push(sql`lower(${products.subcategory}) = lower(${q.subcategory})`);
  return parts.length ? and(...parts) : undefined;
}

export async function listProductPage(db: Db, q: CatalogQuery) {
  const where = scopeWhere(q);
  const [rows, totals] = await Promise.all([
    db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(...SORTS[q.sort])
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows: rows as ProductRow[], total: totals[0]?.total ?? 0 };
}

export async function listAllProducts(db: Db): Promise<ProductRow[]> {
  return (await db
    .select(productColumns)
    .from(products)
    .orderBy(...SORTS.newest)) as ProductRow[];
}

/** Colours in order with their images in order, for a set of products, in one query. */
export async function loadColorImages(
  db: Db,
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
