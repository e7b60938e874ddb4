import type { Variant } from '@store/domain';

import { ColourSizeTable } from './colour-size-table';
import { StockBadge } from './stock-badge';

interface Props {
  colors: readonly string[];
  sizes: readonly string[];
  variants: readonly Variant[];
}

/** The product page's read-only view of the stock grid: units and SKU of each colour and size. */
export function VariantStockTable({ colors, sizes, variants }: Props) {
  return (
    <ColourSizeTable
      colors={colors}
      sizes={sizes}
      className="variant-stock"
      cell={(color, size) => {
        const variant = variants.find((v) => v.color === color && v.size === size);
        return (
          <>
            <StockBadge stock={variant?.stock ?? 0} />
            <span className="variant-stock__sku">{variant?.sku ?? ''}</span>
          </>
        );
      }}
    />
  );
}
