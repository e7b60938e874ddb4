import { changedFields, variantChanges, type AuditChanges, type Variant } from '@store/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '#db/client';
import { products } from '#db/schema';
import { recordAdminWrite, type AuditActor } from '#modules/audit';
import { productColorKeys } from './admin-product-repository';
import { productColumns } from './catalog-repository';
import type { ProductRow } from './product-json';
import { loadVariants } from './variant-repository';

/**
 * A product as the audit log compares it: the stored row's fields (ProductRow) in the form's words,
 * money in fils under the form's names, plus its colours, images and variants.
 */
type ProductSnapshot = Omit<ProductRow, 'priceFils' | 'originalPriceFils' | 'createdAt'> & {
  price: number;
  originalPrice: number | null;
  colors: string[];
  images: Record<string, string[]>;
  variants: Variant[];
};

/** A product's fields its audit records compare (an import's records use the same list). */
export const LOGGED_FIELDS = [
  'name',
  'nameAr',
  'brand',
  'description',
  'descriptionAr',
  'category',
  'subcategory',
  'gender',
  'price',
  'originalPrice',
  'discount',
  'stock',
  'sizes',
  'colors',
  'images',
] as const satisfies readonly (keyof ProductSnapshot)[];

/** The product as it stands in `tx` (after the write's own statements), or undefined if gone. */
export async function productSnapshot(tx: Tx, id: string): Promise<ProductSnapshot | undefined> {
  const [row] = (await tx.select(productColumns).from(products).where(eq(products.id, id))) as
    ProductRow[] | [];
  if (!row) return undefined;
  const colors = await productColorKeys(tx, id);
  const variants = (await loadVariants(tx, [id])).get(id) ?? [];
  const { priceFils, originalPriceFils, createdAt: _created, ...fields } = row;
  return {
    ...fields,
    price: priceFils,
    originalPrice: originalPriceFils,
    discount: row.discount === null ? null : Number(row.discount),
    colors: colors.map((c) => c.name),
    images: Object.fromEntries(colors.map((c) => [c.name, c.images.map((i) => i.key)])),
    variants,
  };
}

/** The fields and variants that differ (all of them for a product created or deleted). */
function productChanges(
  before: ProductSnapshot | undefined,
  after: ProductSnapshot | undefined,
): AuditChanges {
  return {
    ...changedFields(before, after, LOGGED_FIELDS),
    ...variantChanges(before?.variants ?? [], after?.variants ?? []),
  };
}

/**
 * Records a single-product write inside its transaction: `before` as the product was when locked,
 * `after` as the write left it. An update that changed nothing is still recorded (the owner saved).
 */
export async function recordProductWrite(
  tx: Tx,
  actor: AuditActor,
  action: 'product.create' | 'product.update' | 'product.delete',
  before: ProductSnapshot | undefined,
  after: ProductSnapshot | undefined,
): Promise<void> {
  const product = (after ?? before) as ProductSnapshot;
  await recordAdminWrite(tx, actor, {
    action,
    objectType: 'product',
    objectId: product.id,
    objectLabel: `${product.name} (${product.productid})`,
    changes: productChanges(before, after),
  });
}
