import { PRODUCT_STOCK_MAX, defaultSku, SKU_MAX_CHARS } from '@store/domain';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { at } from '@/admin/i18n';
import { ColourSizeTable } from './colour-size-table';
import { cellsTotal, gridSizes, setAllCells, setCell, shownCells } from '../utils/stock-grid';
import type { StockGrid as Grid } from '../utils/stock-grid';

type StockGridProps = {
  grid: Grid;
  colors: readonly string[];
  sizes: readonly string[];
  /** What the Stock field holds: an untouched grid shows where it goes. */
  typedStock: string;
  /** The saved product's code, for the default SKUs; a new product's come from the server. */
  productid?: string;
  onChange: (grid: Grid) => void;
};

/**
 * Stock per colour × size (a row per colour, a column per size), each cell's SKU under its
 * stock, "Set all to N" and the total the product will carry. Every input is named by its
 * colour and size, so a screen reader never has to work the grid out from its headers.
 */
export function StockGrid(props: StockGridProps) {
  const { grid, colors, sizes, typedStock, productid, onChange } = props;
  const [all, setAll] = useState('');
  const allId = useId();
  const columns = gridSizes(sizes);
  const shown = shownCells(grid, colors, sizes, typedStock);
  const total = cellsTotal(shown);
  const allValue = Number(all);
  const allValid =
    all.trim() !== '' &&
    Number.isInteger(allValue) &&
    allValue >= 0 &&
    allValue <= PRODUCT_STOCK_MAX;

  if (colors.length === 0) return <p className="field__hint">{at('stock.needsColor')}</p>;
  return (
    <div className="stock-grid">
      <div className="stock-grid__set-all">
        <label className="field__label" htmlFor={allId}>
          {at('stock.setAllLabel')}
        </label>
        <input
          id={allId}
          className="field__input stock-grid__set-all-input"
          type="number"
          inputMode="numeric"
          min={0}
          max={PRODUCT_STOCK_MAX}
          step={1}
          value={all}
          onChange={(event) => setAll(event.target.value)}
        />
        <Button
          variant="secondary"
          className="admin-button"
          aria-disabled={!allValid || undefined}
          onClick={() => {
            if (allValid) onChange(setAllCells(grid, shown, allValue));
          }}
        >
          {allValid ? at('stock.setAllTo', { count: allValue }) : at('stock.setAll')}
        </Button>
      </div>
      <ColourSizeTable
        colors={colors}
        sizes={columns}
        cell={(color, size) => {
          const cell = shown.find((c) => c.color === color && c.size === size) ?? {
            stock: '0',
            sku: '',
          };
          const names = { color, size };
          return (
            <>
              <input
                className="field__input stock-grid__stock"
                type="number"
                inputMode="numeric"
                min={0}
                max={PRODUCT_STOCK_MAX}
                step={1}
                required
                aria-label={at('stock.cellLabel', names)}
                value={cell.stock}
                onChange={(e) =>
                  onChange(setCell(grid, shown, color, size, { stock: e.target.value }))
                }
              />
              <input
                className="field__input stock-grid__sku"
                maxLength={SKU_MAX_CHARS}
                aria-label={at('stock.skuLabel', names)}
                placeholder={productid ? defaultSku(productid, color, size) : at('stock.skuAuto')}
                value={cell.sku}
                onChange={(e) =>
                  onChange(setCell(grid, shown, color, size, { sku: e.target.value }))
                }
              />
            </>
          );
        }}
      />
      <p className="stock-grid__total" aria-live="polite">
        {at('stock.total', { count: total })}
      </p>
    </div>
  );
}
