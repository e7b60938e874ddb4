import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { isUuid } from '#db/ids';
import { adminSearchText, productColors, productImages, products } from '#db/schema';
import { likeContains } from '#db/like';
import { NEWEST } from './catalog-filters';

/** NEWEST backwards: the same index read from its other end. */
const OLDEST = [sql`${products.createdAt} ASC NULLS FIRST`, desc(products.id)];
import { productColumns } from './catalog-repository';
import type { ProductRow } from './product-json';

/** A product as the back office writes it: money in fils, images as media keys. */
export type ProductWrite = Omit<
  ProductRow,
  'id' | 'productid' | 'createdAt' | 'nameAr' | 'descriptionAr'
> & {
  /** Arabic text: undefined keeps what is stored, null clears it. */
  nameAr?: string | null;
  descriptionAr?: string | null;
  /** In display order: the first colour and each colour's first image are the defaults. */
  colors: { name: string; keys: string[] }[];
};

/** The admin search: a case-insensitive substring of the trigram-indexed expression (0007). */
const adminMatch = (q: string | undefined) =>
  q ? sql`${adminSearchText(products)} LIKE lower(${likeContains(q)})` : undefined;

/** How many products the admin table lists for `q` (all of them without one). */
export async function countAdminProducts(db: Db, q: string | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(adminMatch(q));
  return row?.n ?? 0;
}

/**
 * One page of the admin table, newest first. Without a search the page's ids come from the
 * newest-first index alone, and pages past the middle are read from its other end and turned
 * round, so the last page costs what the middle one does (as the customer list does,
 * docs/decisions/0008). A search walks the same order with its filter.
 */
export async function listAdminProducts(
  db: Db,
  query: { q: string | undefined; offset: number; limit: number },
  total: number,
): Promise<ProductRow[]> {
  if (query.q) {
    const rows = await db
      .select(productColumns)
      .from(products)
      .where(adminMatch(query.q))
      .orderBy(...NEWEST)
      .limit(query.limit)
      .offset(query.offset);
    return rows as ProductRow[];
  }
  if (query.offset >= total) return [];
  const take = Math.min(query.limit, total - query.offset);
  const fromEnd = total - query.offset - take;
  const newestFirst = fromEnd >= query.offset;
  const ids = db
    .select({ id: products.id, createdAt: products.createdAt })
    .from(products)
    .orderBy(...(newestFirst ? NEWEST : OLDEST))
    .limit(take)
    .offset(newestFirst ? query.offset : fromEnd)
    .as('ids');
  const rows = await db
    .select(productColumns)
    .from(ids)
    .innerJoin(products, eq(products.id, ids.id))
    .orderBy(sql`${ids.createdAt} DESC NULLS LAST`, asc(ids.id));
  return rows as ProductRow[];
}

/** The product's row id and stock, by row id or productid, locked for the rest of the transaction. */
export async function lockProduct(
  tx: Tx,
  id: string,
): Promise<{ id: string; productid: string; name: string; stock: number } | undefined> {
  const [row] = await tx
    .select({
      id: products.id,
      productid: products.productid,
      name: products.name,
      stock: products.stock,
    })
    .from(products)
    .where(isUuid(id) ? eq(products.id, id) : eq(products.productid, id))
    .for('update');
  return row;
}

async function insertColors(tx: Tx, productId: string, colors: ProductWrite['colors']) {
  const inserted = await tx
    .insert(productColors)
    .values(colors.map((c, position) => ({ productId, name: c.name, position })))
    .returning({ id: productColors.id, name: productColors.name });
  const idOf = new Map(inserted.map((c) => [c.name, c.id]));
  const images = colors.flatMap((c) =>
    c.keys.map((storageKey, position) => ({
      colorId: idOf.get(c.name) as string,
      storageKey,
      position,
    })),
  );
  if (images.length) await tx.insert(productImages).values(images);
}

/** The product's own columns: stock is its variants' sum, written by the database (0028). */
function columnsOf(p: ProductWrite) {
  const { colors: _colors, stock: _stock, ...columns } = p;
  return columns;
}

/** Inserts a product with a new code from the sequence (SS-000001); returns its ids. */
export async function insertProduct(
  tx: Tx,
  p: ProductWrite,
): Promise<{ id: string; productid: string }> {
  const [row] = await tx
    .insert(products)
    .values({
      ...columnsOf(p),
      productid: sql`'SS-' || lpad(nextval('product_number_seq')::text, 6, '0')`,
    })
    .returning({ id: products.id, productid: products.productid });
  if (!row) throw new Error('Product insert returned no row');
  await insertColors(tx, row.id, p.colors);
  return row;
}

/** Replaces a product's fields, colours and images (their order is the new order). */
export async function updateProduct(tx: Tx, id: string, p: ProductWrite): Promise<void> {
  await tx
    .update(products)
    .set({ ...columnsOf(p), updatedAt: new Date() })
    .where(eq(products.id, id));
  await tx.delete(productColors).where(eq(productColors.productId, id));
  await insertColors(tx, id, p.colors);
}

export interface StoredColor {
  id: string;
  name: string;
  position: number;
  images: { id: string; key: string; position: number }[];
}

/** A product's colours in order with their image keys in order. */
export async function productColorKeys(db: Db | Tx, productId: string): Promise<StoredColor[]> {
  const rows = await db
    .select({
      colorId: productColors.id,
      color: productColors.name,
      colorPosition: productColors.position,
      imageId: productImages.id,
      key: productImages.storageKey,
      imagePosition: productImages.position,
    })
    .from(productColors)
    .leftJoin(productImages, eq(productImages.colorId, productColors.id))
    .where(eq(productColors.productId, productId))
    .orderBy(asc(productColors.position), asc(productImages.position));
  const colors: StoredColor[] = [];
  for (const row of rows) {
    let color = colors.find((c) => c.id === row.colorId);
    if (!color) {
      color = { id: row.colorId, name: row.color, position: row.colorPosition, images: [] };
      colors.push(color);
    }
    if (row.imageId && row.key && row.imagePosition !== null) {
      color.images.push({ id: row.imageId, key: row.key, position: row.imagePosition });
    }
  }
  return colors;
}

/** Deletes a product; colours, images, cart lines, wishlist entries and offer links go with it. */
export async function deleteProduct(tx: Tx, id: string): Promise<void> {
  await tx.delete(products).where(eq(products.id, id));
}

/** Removes one image and closes the gap; a colour left without images is removed with it. */
export async function removeProductImage(
  tx: Tx,
  productId: string,
  color: StoredColor,
  image: StoredColor['images'][number],
): Promise<void> {
  if (color.images.length === 1) {
    await tx.delete(productColors).where(eq(productColors.id, color.id));
    await tx
      .update(productColors)
      .set({ position: sql`${productColors.position} - 1` })
      .where(
        and(eq(productColors.productId, productId), gt(productColors.position, color.position)),
      );
    return;
  }
  await tx.delete(productImages).where(eq(productImages.id, image.id));
  await tx
    .update(productImages)
    .set({ position: sql`${productImages.position} - 1` })
    .where(and(eq(productImages.colorId, color.id), gt(productImages.position, image.position)));
}

/** Which of `keys` a product's colour images still show (offers answer for their banners). */
export async function catalogImageKeysIn(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const list = [...keys];
  const images = await db
    .selectDistinct({ key: productImages.storageKey })
    .from(productImages)
    .where(inArray(productImages.storageKey, list));
  return new Set(images.map((r) => r.key));
}
