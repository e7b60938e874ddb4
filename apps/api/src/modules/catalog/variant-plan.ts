import {
  applyStockChange,
  defaultSku,
  isCell,
  reconcileVariants,
  spreadStock,
  stockAfterEdit,
  variantCells,
  type ProductFormInput,
  type Variant,
} from '@store/domain';
import { refusal } from '#platform/errors';

/** 409 naming the SKU another variant already has. */
export const skuTaken = (sku: string) =>
  refusal('conflict', 'product.sku_sku_already_used_another', {
    params: { sku },
    code: 'SKU_TAKEN',
    field: 'variants',
  });

/**
 * A new product's variants: as sent (cells not sent start at 0), or, for a request with only
 * the original `stock`, that stock spread over the cells in order (the first get the remainder).
 */
export function variantsOnCreate(productid: string, input: ProductFormInput): Variant[] {
  const cells = variantCells(input.colors, input.sizes);
  const sent = input.variants;
  const planned = sent
    ? cells.map((c) => ({ ...c, stock: sent.find((v) => isCell(v, c.color, c.size))?.stock ?? 0 }))
    : spreadStock(input.stock, cells);
  return withSkus(productid, planned, sent);
}

/**
 * An edited product's variants. Cells of a removed colour or size go, new ones start at 0.
 * With `variants`, each sent cell takes its stock (as a change to its `stockWas` when given, so
 * units sold while the form was open stay sold); without, the change of the original `stock`
 * (from `stockWas`, or from the current total) is added to or taken from the variants in order,
 * never below 0.
 */
export function variantsOnUpdate(
  product: { productid: string; stock: number },
  current: readonly Variant[],
  input: ProductFormInput,
  stockWas: number | undefined,
): Variant[] {
  const base = reconcileVariants(product.productid, input.colors, input.sizes, current);
  const sent = input.variants;
  if (!sent) {
    const target = stockAfterEdit({ current: product.stock, entered: input.stock, stockWas });
    return applyStockChange(base, target - product.stock);
  }
  const planned = base.map((v) => {
    const entry = sent.find((e) => isCell(e, v.color, v.size));
    if (!entry) return v;
    const stock = stockAfterEdit({
      current: v.stock,
      entered: entry.stock,
      stockWas: entry.stockWas,
    });
    return { ...v, stock };
  });
  return withSkus(product.productid, planned, sent);
}

/** Each cell's SKU: the one sent, else the one it has, else the default; no SKU twice. */
function withSkus(
  productid: string,
  planned: readonly (Pick<Variant, 'color' | 'size' | 'stock'> & { sku?: string })[],
  sent: ProductFormInput['variants'],
): Variant[] {
  const variants = planned.map((v) => ({
    color: v.color,
    size: v.size,
    stock: v.stock,
    sku:
      sent?.find((e) => isCell(e, v.color, v.size))?.sku ??
      v.sku ??
      defaultSku(productid, v.color, v.size),
  }));
  const seen = new Set<string>();
  for (const v of variants) {
    const key = v.sku.toLowerCase();
    if (seen.has(key)) throw skuTaken(v.sku);
    seen.add(key);
  }
  return variants;
}
