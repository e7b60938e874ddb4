import { describe, expect, it } from 'vitest';
import {
  applyStockChange,
  defaultSku,
  reconcileVariants,
  spreadStock,
  stockWording,
  totalStock,
  variantCells,
  variantStock,
} from './variants';

const cells = variantCells(['Navy', 'White'], ['S', 'M']);

describe('defaultSku', () => {
  it('joins the product id, colour and size in capitals with dashes for spaces', () => {
    expect(defaultSku('SS-000001', 'Navy blue', 'xl')).toBe('SS-000001-NAVY-BLUE-XL');
  });

  it('is at most 64 characters', () => {
    expect(defaultSku('SS-000001', 'c'.repeat(50), 'One Size')).toHaveLength(64);
  });
});

describe('variantCells', () => {
  it('lists colours in order, then sizes in order', () => {
    expect(cells).toEqual([
      { color: 'Navy', size: 'S' },
      { color: 'Navy', size: 'M' },
      { color: 'White', size: 'S' },
      { color: 'White', size: 'M' },
    ]);
  });
});

describe('spreadStock', () => {
  it('gives every cell the same share and the first ones the remainder', () => {
    expect(spreadStock(10, cells).map((c) => c.stock)).toEqual([3, 3, 2, 2]);
    expect(spreadStock(3, cells).map((c) => c.stock)).toEqual([1, 1, 1, 0]);
    expect(spreadStock(0, cells).map((c) => c.stock)).toEqual([0, 0, 0, 0]);
  });

  it('keeps the total', () => {
    expect(totalStock(spreadStock(1001, cells))).toBe(1001);
  });
});

describe('applyStockChange', () => {
  const variants = [{ stock: 2 }, { stock: 0 }, { stock: 5 }];

  it('spreads a rise over the variants in order', () => {
    expect(applyStockChange(variants, 4).map((v) => v.stock)).toEqual([4, 1, 6]);
  });

  it('takes a fall from the variants in order, each down to 0', () => {
    expect(applyStockChange(variants, -3).map((v) => v.stock)).toEqual([0, 0, 4]);
  });

  it('never goes below 0', () => {
    expect(applyStockChange(variants, -100).map((v) => v.stock)).toEqual([0, 0, 0]);
  });
});

describe('variantStock', () => {
  it('reads one colour and size ignoring case, 0 when there is none', () => {
    const variants = spreadStock(7, cells);
    expect(variantStock(variants, 'navy', 's')).toBe(2);
    expect(variantStock(variants, 'Red', 'S')).toBe(0);
  });
});

describe('reconcileVariants', () => {
  it('keeps cells that stay, adds new ones at 0 and drops removed ones', () => {
    const before = [
      { color: 'Navy', size: 'S', sku: 'A', stock: 4 },
      { color: 'Navy', size: 'M', sku: 'B', stock: 2 },
    ];
    expect(reconcileVariants('SS-1', ['Navy', 'Red'], ['S'], before)).toEqual([
      { color: 'Navy', size: 'S', sku: 'A', stock: 4 },
      { color: 'Red', size: 'S', sku: 'SS-1-RED-S', stock: 0 },
    ]);
  });
});

describe('stockWording', () => {
  it('is the product page stock line', () => {
    expect(stockWording(0)).toBe('out of stock');
    expect(stockWording(3)).toBe('Only 3 left in stock — order soon!');
  });
});
