import { describe, expect, it } from 'vitest';

import {
  cellOf,
  emptyStockGrid,
  gridTotal,
  gridVariants,
  setAllCells,
  setCell,
  stockGridFromVariants,
} from './stock-grid';

const loaded = stockGridFromVariants([
  { color: 'Red', size: 'S', sku: 'P-RED-S', stock: 2 },
  { color: 'Red', size: 'M', sku: 'P-RED-M', stock: 1 },
]);

describe('stock grid', () => {
  it('sums the shown cells, a new cell counting 0 and a half-typed one too', () => {
    expect(gridTotal(loaded, ['Red'], ['S', 'M'])).toBe(3);
    expect(gridTotal(loaded, ['Red', 'Blue'], ['S', 'M', 'L'])).toBe(3);
    expect(gridTotal(setCell(loaded, 'Red', 'S', { stock: '1.5' }), ['Red'], ['S', 'M'])).toBe(1);
  });

  it('sets every shown cell with "Set all" and keeps the SKUs', () => {
    const grid = setAllCells(loaded, ['Red', 'Blue'], ['S', 'M'], 4);
    expect(gridTotal(grid, ['Red', 'Blue'], ['S', 'M'])).toBe(16);
    expect(cellOf(grid, 'Red', 'M').sku).toBe('P-RED-M');
  });

  it('sends a row per colour and a column per size, with what each variant had loaded', () => {
    const grid = setCell(loaded, 'Blue', 'S', { stock: ' 6 ', sku: ' ' });
    expect(gridVariants(grid, ['Red', 'Blue'], ['S'])).toEqual([
      { color: 'Red', size: 'S', sku: 'P-RED-S', stock: '2', stockWas: 2 },
      { color: 'Blue', size: 'S', stock: '6' },
    ]);
  });

  it('gives a product without sizes the one size the server uses', () => {
    const grid = setCell(emptyStockGrid(), 'Red', 'One Size', { stock: '3' });
    expect(gridVariants(grid, ['Red'], [])).toEqual([
      { color: 'Red', size: 'One Size', stock: '3' },
    ]);
  });

  it('brings a removed colour back with what was typed for it', () => {
    const grid = setCell(loaded, 'Blue', 'S', { stock: '9' });
    expect(gridTotal(grid, ['Red'], ['S'])).toBe(2);
    expect(gridTotal(grid, ['Red', 'Blue'], ['S'])).toBe(11);
  });
});
