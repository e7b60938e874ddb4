import {
  DEFAULT_SIZE,
  applyStockChange,
  isCell,
  spreadStock,
  totalStock,
  variantCells,
  type Variant,
} from '@store/domain';

/** One cell of the stock grid as typed: text, so a half-typed number is not lost. */
export type StockCell = { color: string; size: string; stock: string; sku: string };

/**
 * The stock grid. Until the owner types in it, it shows what the plain Stock field will do
 * (the domain's rules: spread over the cells on create, the change added or taken in order on
 * update) and nothing but that field is sent. Once touched, the grid decides every variant and
 * the Stock field shows its total. Cells of a colour or size removed meanwhile stay (re-adding
 * the colour brings them back) but are neither shown nor sent.
 */
export type StockGrid = {
  cells: StockCell[];
  /** The variants as the form loaded them: units sold meanwhile stay sold. */
  loaded: Variant[];
  touched: boolean;
};

export function emptyStockGrid(): StockGrid {
  return { cells: [], loaded: [], touched: false };
}

export function stockGridFromVariants(variants: readonly Variant[] | undefined): StockGrid {
  const loaded = [...(variants ?? [])];
  const cells = loaded.map((v) => ({ ...v, stock: String(v.stock) }));
  return { cells, loaded, touched: false };
}

/** The grid's columns: the product's sizes, or the one size the server gives a product without. */
export function gridSizes(sizes: readonly string[]): string[] {
  return sizes.length > 0 ? [...sizes] : [DEFAULT_SIZE];
}

/** A whole number of units from what was typed, else null. */
export function units(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** What the untouched grid shows: where the typed total will go, by the server's own rules. */
function preview(
  grid: StockGrid,
  colors: readonly string[],
  sizes: readonly string[],
  typed: string,
) {
  const cells = variantCells(colors, gridSizes(sizes));
  const sku = (color: string, size: string) =>
    grid.loaded.find((v) => isCell(v, color, size))?.sku ?? '';
  if (grid.loaded.length === 0) {
    return spreadStock(units(typed) ?? 0, cells).map((c) => ({
      ...c,
      stock: String(c.stock),
      sku: '',
    }));
  }
  const kept = cells.map(({ color, size }) => ({
    color,
    size,
    stock: grid.loaded.find((v) => isCell(v, color, size))?.stock ?? 0,
  }));
  const loadedTotal = totalStock(grid.loaded);
  const changed = applyStockChange(kept, (units(typed) ?? loadedTotal) - loadedTotal);
  return changed.map((c) => ({ ...c, stock: String(c.stock), sku: sku(c.color, c.size) }));
}

/** The shown cells, a row per colour then a column per size. */
export function shownCells(
  grid: StockGrid,
  colors: readonly string[],
  sizes: readonly string[],
  typedStock: string,
): StockCell[] {
  if (!grid.touched) return preview(grid, colors, sizes, typedStock);
  return variantCells(colors, gridSizes(sizes)).map(
    ({ color, size }) =>
      grid.cells.find((c) => isCell(c, color, size)) ?? { color, size, stock: '0', sku: '' },
  );
}

/** The grid taken over by the owner: what it showed becomes what it holds. */
function touch(grid: StockGrid, shown: readonly StockCell[]): StockGrid {
  if (grid.touched) return grid;
  const hidden = grid.cells.filter((c) => !shown.some((s) => isCell(s, c.color, c.size)));
  return { ...grid, cells: [...hidden, ...shown], touched: true };
}

/** The grid with one cell changed (the first change takes the grid over). */
export function setCell(
  grid: StockGrid,
  shown: readonly StockCell[],
  color: string,
  size: string,
  patch: Partial<Pick<StockCell, 'stock' | 'sku'>>,
): StockGrid {
  const held = touch(grid, shown);
  const cell = held.cells.find((c) => isCell(c, color, size)) ?? {
    color,
    size,
    stock: '0',
    sku: '',
  };
  const others = held.cells.filter((c) => !isCell(c, color, size));
  return { ...held, cells: [...others, { ...cell, ...patch }] };
}

/** "Set all to N": every shown cell gets the same stock; SKUs stay. */
export function setAllCells(
  grid: StockGrid,
  shown: readonly StockCell[],
  stock: number,
): StockGrid {
  const held = touch(grid, shown);
  return {
    ...held,
    cells: held.cells.map((c) =>
      shown.some((s) => isCell(s, c.color, c.size)) ? { ...c, stock: String(stock) } : c,
    ),
  };
}

/** The sum of the cells (one not yet a whole number counts 0). */
export function cellsTotal(cells: readonly StockCell[]): number {
  return cells.reduce((sum, c) => sum + (units(c.stock) ?? 0), 0);
}

export type VariantPayload = {
  color: string;
  size: string;
  sku?: string;
  stock: string;
  stockWas?: number;
};

/** What add-product / update-product send for a touched grid: one entry per shown cell. */
export function gridVariants(grid: StockGrid, cells: readonly StockCell[]): VariantPayload[] {
  return cells.map(({ color, size, stock, sku }) => {
    const was = grid.loaded.find((v) => isCell(v, color, size));
    return {
      color,
      size,
      stock: stock.trim(),
      ...(sku.trim() ? { sku: sku.trim() } : {}),
      ...(was ? { stockWas: was.stock } : {}),
    };
  });
}
