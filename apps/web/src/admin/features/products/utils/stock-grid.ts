import { DEFAULT_SIZE, isCell, type Variant } from '@store/domain';

/** One cell of the stock grid as typed: text, so a half-typed number is not lost. */
export type StockCell = { color: string; size: string; stock: string; sku: string };

/**
 * What the owner typed per colour × size. Cells of a colour or size removed meanwhile stay here
 * (re-adding the colour brings them back) but are neither shown nor sent.
 */
export type StockGrid = {
  cells: StockCell[];
  /** The stock each variant had when the form loaded: units sold meanwhile stay sold. */
  loaded: Variant[];
};

export function emptyStockGrid(): StockGrid {
  return { cells: [], loaded: [] };
}

export function stockGridFromVariants(variants: readonly Variant[] | undefined): StockGrid {
  const loaded = [...(variants ?? [])];
  return {
    cells: loaded.map((v) => ({
      color: v.color,
      size: v.size,
      stock: String(v.stock),
      sku: v.sku,
    })),
    loaded,
  };
}

/** The grid's columns: the product's sizes, or the one size the server gives a product without. */
export function gridSizes(sizes: readonly string[]): string[] {
  return sizes.length > 0 ? [...sizes] : [DEFAULT_SIZE];
}

/** The cell of a colour and size: what was typed, else a new variant at 0 with the default SKU. */
export function cellOf(grid: StockGrid, color: string, size: string): StockCell {
  return grid.cells.find((c) => isCell(c, color, size)) ?? { color, size, stock: '0', sku: '' };
}

/** The grid with one cell changed. */
export function setCell(
  grid: StockGrid,
  color: string,
  size: string,
  patch: Partial<Pick<StockCell, 'stock' | 'sku'>>,
): StockGrid {
  const next = { ...cellOf(grid, color, size), ...patch };
  const others = grid.cells.filter((c) => !isCell(c, color, size));
  return { ...grid, cells: [...others, next] };
}

/** "Set all to N": every shown cell gets the same stock; SKUs stay. */
export function setAllCells(
  grid: StockGrid,
  colors: readonly string[],
  sizes: readonly string[],
  stock: number,
): StockGrid {
  let next = grid;
  for (const color of colors) {
    for (const size of gridSizes(sizes))
      next = setCell(next, color, size, { stock: String(stock) });
  }
  return next;
}

const count = (text: string) => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 ? value : 0;
};

/** The sum of the shown cells (a cell not yet a whole number counts 0). */
export function gridTotal(grid: StockGrid, colors: readonly string[], sizes: readonly string[]) {
  let total = 0;
  for (const color of colors) {
    for (const size of gridSizes(sizes)) total += count(cellOf(grid, color, size).stock);
  }
  return total;
}

export type VariantPayload = {
  color: string;
  size: string;
  sku?: string;
  stock: string;
  stockWas?: number;
};

/** What add-product / update-product send for the grid: one entry per shown cell, in order. */
export function gridVariants(
  grid: StockGrid,
  colors: readonly string[],
  sizes: readonly string[],
): VariantPayload[] {
  return colors.flatMap((color) =>
    gridSizes(sizes).map((size) => {
      const cell = cellOf(grid, color, size);
      const was = grid.loaded.find((v) => isCell(v, color, size));
      return {
        color,
        size,
        stock: cell.stock.trim(),
        ...(cell.sku.trim() ? { sku: cell.sku.trim() } : {}),
        ...(was ? { stockWas: was.stock } : {}),
      };
    }),
  );
}
