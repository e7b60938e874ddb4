import type { Variant } from '@store/domain';
import { inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Tx } from '#db/client';
import { productColors, productImages, products, productVariants } from '#db/schema';
import { rowsOf } from '#db/rows';
import type { ProductWrite } from './admin-product-repository';

// An import writes thousands of products in one transaction. The product form's repository
// writes one product in five statements, each firing the catalogue's statement triggers; here
// each table gets one statement per chunk of rows, passed as one JSON parameter (no limit on
// parameters), so a 10,000-row file is a few dozen statements (decision 48).

/** Rows per statement: large enough to amortise the triggers, small enough to stay a few MB. */
const CHUNK = 2000;

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
}

/** The product's own columns as the statements below read them from JSON. */
function productRecord(
  id: string,
  p: ProductWrite,
  arabic: { nameAr: string | null; descriptionAr: string | null },
) {
  return {
    id,
    name: p.name,
    name_ar: p.nameAr === undefined ? arabic.nameAr : p.nameAr,
    brand: p.brand,
    description: p.description,
    description_ar: p.descriptionAr === undefined ? arabic.descriptionAr : p.descriptionAr,
    category: p.category,
    subcategory: p.subcategory,
    gender: p.gender,
    price_fils: p.priceFils,
    original_price_fils: p.originalPriceFils,
    discount: p.discount,
    sizes: p.sizes,
  };
}

const PRODUCT_RECORD = sql.raw(
  `v(id uuid, name text, name_ar text, brand text, description text, description_ar text,
     category text, subcategory text, gender text, price_fils integer,
     original_price_fils integer, discount integer, sizes text[])`,
);

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** Adds products with new codes from the sequence; returns each one's row id and productid. */
export async function insertProducts(
  tx: Tx,
  writes: readonly ProductWrite[],
): Promise<{ id: string; productid: string }[]> {
  const ids = writes.map(() => randomUUID());
  const records = writes.map((w, i) =>
    productRecord(ids[i]!, w, { nameAr: null, descriptionAr: null }),
  );
  const made = new Map<string, string>();
  for (const part of chunks(records)) {
    const rows = await tx.execute(sql`
      INSERT INTO ${products} (id, productid, name, name_ar, brand, description, description_ar,
        category, subcategory, gender, price_fils, original_price_fils, discount, sizes)
      SELECT v.id, 'SS-' || lpad(nextval('product_number_seq')::text, 6, '0'), v.name, v.name_ar,
        v.brand, v.description, v.description_ar, v.category, v.subcategory, v.gender,
        v.price_fils, v.original_price_fils, v.discount, v.sizes
      FROM jsonb_to_recordset(${json(part)}) AS ${PRODUCT_RECORD}
      RETURNING id, productid`);
    for (const row of rowsOf<{ id: string; productid: string }>(rows))
      made.set(row.id, row.productid);
  }
  return ids.map((id) => ({ id, productid: made.get(id)! }));
}

/** Rewrites products' own columns; Arabic left out of the write keeps `arabic` (what is stored). */
export async function updateProducts(
  tx: Tx,
  updates: readonly {
    id: string;
    write: ProductWrite;
    arabic: { nameAr: string | null; descriptionAr: string | null };
  }[],
): Promise<void> {
  const records = updates.map((u) => productRecord(u.id, u.write, u.arabic));
  for (const part of chunks(records)) {
    await tx.execute(sql`
      UPDATE ${products} AS p SET name = v.name, name_ar = v.name_ar, brand = v.brand,
        description = v.description, description_ar = v.description_ar, category = v.category,
        subcategory = v.subcategory, gender = v.gender, price_fils = v.price_fils,
        original_price_fils = v.original_price_fils, discount = v.discount, sizes = v.sizes,
        updated_at = now()
      FROM jsonb_to_recordset(${json(part)}) AS ${PRODUCT_RECORD}
      WHERE p.id = v.id`);
  }
}

/**
 * Sets these products' colours and images to exactly those given (in order), and their variants
 * to exactly those given: what was there is deleted first, as the product form's write does.
 */
export async function replaceColorsAndVariants(
  tx: Tx,
  productIds: readonly string[],
  entries: readonly {
    productId: string;
    colors: ProductWrite['colors'];
    variants: readonly Variant[];
  }[],
): Promise<void> {
  for (const part of chunks(productIds)) {
    await tx.delete(productColors).where(inArray(productColors.productId, part));
    await tx.delete(productVariants).where(inArray(productVariants.productId, part));
  }
  const colors = entries.flatMap((e) =>
    e.colors.map((c, position) => ({
      id: randomUUID(),
      product_id: e.productId,
      name: c.name,
      position,
      keys: c.keys,
    })),
  );
  for (const part of chunks(colors)) {
    await tx.execute(sql`
      INSERT INTO ${productColors} (id, product_id, name, position)
      SELECT v.id, v.product_id, v.name, v.position
      FROM jsonb_to_recordset(${json(part)}) AS v(id uuid, product_id uuid, name text, position integer)`);
  }
  const images = colors.flatMap((c) =>
    c.keys.map((key, position) => ({ color_id: c.id, storage_key: key, position })),
  );
  for (const part of chunks(images)) {
    await tx.execute(sql`
      INSERT INTO ${productImages} (color_id, storage_key, position)
      SELECT v.color_id, v.storage_key, v.position
      FROM jsonb_to_recordset(${json(part)}) AS v(color_id uuid, storage_key text, position integer)`);
  }
  const variants = entries.flatMap((e) =>
    e.variants.map((v) => ({
      product_id: e.productId,
      color: v.color,
      size: v.size,
      sku: v.sku,
      stock: v.stock,
    })),
  );
  for (const part of chunks(variants)) {
    await tx.execute(sql`
      INSERT INTO ${productVariants} (product_id, color, size, sku, stock)
      SELECT v.product_id, v.color, v.size, v.sku, v.stock
      FROM jsonb_to_recordset(${json(part)}) AS v(product_id uuid, color text, size text, sku text, stock integer)`);
  }
}
