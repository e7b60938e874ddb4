import { describe, expect, it } from 'vitest';

import { originalPriceOf, percentOff } from './pricing';

describe('originalPriceOf', () => {
  it('keeps only an original price above the current one', () => {
    expect(originalPriceOf({ price: 49, originalPrice: 79 })).toBe(79);
    expect(originalPriceOf({ price: 49, originalPrice: 49 })).toBeNull();
    expect(originalPriceOf({ price: 49, originalPrice: null })).toBeNull();
  });
});

describe('percentOff', () => {
  it("prefers the product's own discount", () => {
    expect(percentOff({ price: 49, originalPrice: 79, discount: 38 })).toBe(38);
  });

  it('works it out from the prices when the discount is missing', () => {
    expect(percentOff({ price: 50, originalPrice: 100, discount: null })).toBe(50);
    expect(percentOff({ price: 50, originalPrice: null, discount: 0 })).toBe(0);
  });
});
