import type { ReactNode } from 'react';

import { at } from '@/admin/i18n';

interface Props {
  colors: readonly string[];
  sizes: readonly string[];
  /** Extra class on the table (the editable grid and the read-only view style their cells). */
  className?: string;
  cell: (color: string, size: string) => ReactNode;
}

/** A row per colour and a column per size, headed so a screen reader can name every cell. */
export function ColourSizeTable({ colors, sizes, className, cell }: Props) {
  return (
    <div className="stock-grid__scroll">
      <table className={className ? `stock-grid__table ${className}` : 'stock-grid__table'}>
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
              {sizes.map((size) => (
                <td key={size}>{cell(color, size)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
