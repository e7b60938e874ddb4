import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { byIds } from '#db/ids';
import { products, productVariants } from '#db/schema';

/** A product as a bag line shows it and checkout prices it. */
export interface LineProduct {
  productCode: string;
  name: string;
  nameAr: string | null;
  brand: string;
  priceFils: number;
  originalPriceFils: number | null;
  /** What promotions match a line on. */
  category: string;
  subcategory: string | null;
  gender: string;
  /** The product's own discount (percent): above 0, the item is on sale. */
  discount: number | null;
}

/** One colour and size of a product. */
export interface VariantKey {
  productId: string;
  color: string;
  size: string;
}

const keyOf = (v: VariantKey) => JSON.stringify([v.productId, v.color, v.size]);

/**
 * What bag lines need of the catalogue, in two queries however many lines: each product by row
 * id, and the stock of each line's colour and size (0 when the product no longer has it).
 */
export async function productsOfLines(
  db: Db | Tx,
  lines: readonly VariantKey[],
): Promise<{ products: Map<string, LineProduct>; stockOf: (line: VariantKey) => number }> {
  const ids = [...new Set(lines.map((l) => l.productId))];
  if (ids.length === 0) return { products: new Map(), stockOf: () => 0 };
  const rows = await db
    .select({
      id: products.id,
      productCode: products.productid,
      name: products.name,
      nameAr: products.nameAr,
      brand: products.brand,
      priceFils: products.priceFils,
      originalPriceFils: products.originalPriceFils,
      category: products.category,
      subcategory: products.subcategory,
      gender: products.gender,
      discount: products.discount,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const variants = await db
    .select({
      productId: productVariants.productId,
      color: productVariants.color,
      size: productVariants.size,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, ids));
  const stock = new Map(variants.map((v) => [keyOf(v), v.stock]));
  return {
    products: new Map(rows.map(({ id, ...product }) => [id, product])),
    stockOf: (line) => stock.get(keyOf(line)) ?? 0,
  };
}

/** The stock of one colour and size of a product; 0 when it has no such variant. */
export async function variantStock(db: Db | Tx, variant: VariantKey): Promise<number> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.productId, variant.productId),
        eq(productVariants.color, variant.color),
        eq(productVariants.size, variant.size),
      ),
    );
  return row?.stock ?? 0;
}

/** Each product's Arabic name (null when it has none) by row id, in one query for all of them. */
export async function arabicNamesOf(
  db: Db | Tx,
  productIds: readonly string[],
): Promise<Map<string, string | null>> {
  return byIds(
    productIds,
    (ids) =>
      db
        .select({ id: products.id, nameAr: products.nameAr })
        .from(products)
        .where(inArray(products.id, ids)),
    (r) => r.nameAr,
  );
}
