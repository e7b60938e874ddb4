import type { Variant } from '@store/domain';

import { at } from '../../../i18n';
import { StockBadge } from './stock-badge';

interface Props {
  colors: readonly string[];
  sizes: readonly string[];
  variants: readonly Variant[];
}

/** The product page's read-only view of the stock grid: units and SKU of each colour and size. */
export function VariantStockTable({ colors, sizes, variants }: Props) {
  const cell = (color: string, size: string) =>
    variants.find((v) => v.color === color && v.size === size);
  return (
    <div className="stock-grid__scroll">
      <table className="stock-grid__table variant-stock">
        <caption className="sr-only">{at('stock.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{at('stock.colorHeader')}</th>
            {sizes.map((size) => (
              <th key={size} scope="col">
                {size}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {colors.map((color) => (
            <tr key={color}>
              <th scope="row">{color}</th>
              {sizes.map((size) => {
                const variant = cell(color, size);
                return (
                  <td key={size}>
                    <StockBadge stock={variant?.stock ?? 0} />
                    <span className="variant-stock__sku">{variant?.sku ?? ''}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
