import { describe, expect, it } from 'vitest';

import {
  cellsTotal,
  emptyStockGrid,
  gridVariants,
  setAllCells,
  setCell,
  shownCells,
  stockGridFromVariants,
} from './stock-grid';

const loaded = stockGridFromVariants([
  { color: 'Red', size: 'S', sku: 'P-RED-S', stock: 2 },
  { color: 'Red', size: 'M', sku: 'P-RED-M', stock: 1 },
]);
const stocks = (cells: { stock: string }[]) => cells.map((c) => c.stock);

describe('an untouched stock grid shows where the Stock field goes', () => {
  it('spreads a new product’s stock over the cells in order', () => {
    const shown = shownCells(emptyStockGrid(), ['Red', 'Blue'], ['S', 'M', 'L'], '10');
    expect(stocks(shown)).toEqual(['2', '2', '2', '2', '1', '1']);
    expect(cellsTotal(shown)).toBe(10);
  });

  it('takes a fall from the saved variants in order, and a new colour starts at 0', () => {
    expect(stocks(shownCells(loaded, ['Red'], ['S', 'M'], '1'))).toEqual(['0', '1']);
    expect(stocks(shownCells(loaded, ['Red', 'Blue'], ['S', 'M'], '3'))).toEqual([
      '2',
      '1',
      '0',
      '0',
    ]);
  });

  it('gives a product without sizes the one size the server uses', () => {
    const shown = shownCells(emptyStockGrid(), ['Red'], [], '3');
    expect(shown).toEqual([{ color: 'Red', size: 'One Size', stock: '3', sku: '' }]);
  });
});

describe('a stock grid the owner typed in', () => {
  it('keeps what it showed and the change, and sends each variant with its loaded stock', () => {
    const colors = ['Red', 'Blue'];
    // Size M dropped: its unit goes with it, the typed 3 being no change from the loaded 3.
    const before = shownCells(loaded, colors, ['S'], '3');
    const grid = setCell(loaded, before, 'Blue', 'S', { stock: ' 6 ', sku: ' ' });
    const shown = shownCells(grid, colors, ['S'], 'ignored now');
    expect(cellsTotal(shown)).toBe(8);
    expect(gridVariants(grid, shown)).toEqual([
      { color: 'Red', size: 'S', sku: 'P-RED-S', stock: '2', stockWas: 2 },
      { color: 'Blue', size: 'S', stock: '6' },
    ]);
  });

  it('sets every shown cell with "Set all" and keeps the SKUs', () => {
    const shown = shownCells(loaded, ['Red', 'Blue'], ['S', 'M'], '3');
    const grid = setAllCells(loaded, shown, 4);
    const after = shownCells(grid, ['Red', 'Blue'], ['S', 'M'], '3');
    expect(cellsTotal(after)).toBe(16);
    expect(after[1]).toEqual({ color: 'Red', size: 'M', sku: 'P-RED-M', stock: '4' });
  });

  it('counts a half-typed cell as 0 and brings a removed colour back with what was typed', () => {
    const grid = setCell(loaded, shownCells(loaded, ['Red', 'Blue'], ['S'], '3'), 'Blue', 'S', {
      stock: '9',
    });
    expect(cellsTotal(shownCells(grid, ['Red'], ['S'], ''))).toBe(2);
    expect(cellsTotal(shownCells(grid, ['Red', 'Blue'], ['S'], ''))).toBe(11);
    const half = setCell(grid, shownCells(grid, ['Red'], ['S'], ''), 'Red', 'S', { stock: '1.5' });
    expect(cellsTotal(shownCells(half, ['Red'], ['S'], ''))).toBe(0);
  });
});
