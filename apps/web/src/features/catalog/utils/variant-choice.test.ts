import type { Variant } from '@store/domain';
import { describe, expect, it } from 'vitest';

import { chosenStock, soldOutOptions } from './variant-choice';

const v = (color: string, size: string, stock: number): Variant => ({
  color,
  size,
  sku: `P-${color}-${size}`,
  stock,
});
// Red: S sold out, M 3. Blue: S 2, M sold out. L sold out in both.
const variants = [
  v('Red', 'S', 0),
  v('Red', 'M', 3),
  v('Red', 'L', 0),
  v('Blue', 'S', 2),
  v('Blue', 'M', 0),
  v('Blue', 'L', 0),
];
const product = { stock: 5, variants, sizes: ['S', 'M', 'L'], colors: ['Red', 'Blue'] };

describe('soldOutOptions', () => {
  it('marks the sizes sold out in the chosen colour, and the colours sold out in the chosen size', () => {
    expect([...soldOutOptions(variants, 'size', 'Red')]).toEqual(['S', 'L']);
    expect([...soldOutOptions(variants, 'size', 'Blue')]).toEqual(['M', 'L']);
    expect([...soldOutOptions(variants, 'color', 'M')]).toEqual(['Blue']);
    expect([...soldOutOptions(variants, 'color', 'L')]).toEqual(['Red', 'Blue']);
  });

  it('marks only what is sold out everywhere before the other side is chosen', () => {
    expect([...soldOutOptions(variants, 'size', null)]).toEqual(['L']);
    expect([...soldOutOptions(variants, 'color', null)]).toEqual([]);
  });

  it('marks nothing for a product answered without variants', () => {
    expect(soldOutOptions(undefined, 'size', 'Red').size).toBe(0);
  });
  it('marks nothing for a product sold out altogether, so Add to Bag can say so', () => {
    const soldOut = variants.map((variant) => ({ ...variant, stock: 0 }));
    expect([...soldOutOptions(soldOut, 'size', null)]).toEqual([]);
    expect([...soldOutOptions(soldOut, 'color', 'M')]).toEqual([]);
  });
});

describe('chosenStock', () => {
  it("is the product's total until a colour and a size are chosen", () => {
    expect(chosenStock(product, null, null)).toBe(5);
    expect(chosenStock(product, 'Red', null)).toBe(5);
    expect(chosenStock(product, null, 'M')).toBe(5);
  });

  it("is the chosen variant's stock once both are chosen", () => {
    expect(chosenStock(product, 'Red', 'M')).toBe(3);
    expect(chosenStock(product, 'Blue', 'M')).toBe(0);
  });

  it('needs no choice of a kind the product does not have', () => {
    const oneSize = {
      stock: 4,
      variants: [v('Red', '', 1), v('Blue', '', 3)],
      sizes: [],
      colors: ['Red', 'Blue'],
    };
    expect(chosenStock(oneSize, 'Blue', null)).toBe(3);
  });
});
