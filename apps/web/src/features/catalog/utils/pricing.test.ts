import { describe, expect, it } from 'vitest';

import { originalPriceOf, percentOff } from './pricing';

describe('originalPriceOf', () => {
  it('keeps only an original price above the current one, both as shown with VAT', () => {
    expect(originalPriceOf({ priceWithVat: 51.45, originalPriceWithVat: 82.95 })).toBe(82.95);
    expect(originalPriceOf({ priceWithVat: 51.45, originalPriceWithVat: 51.45 })).toBeNull();
    expect(originalPriceOf({ priceWithVat: 51.45, originalPriceWithVat: null })).toBeNull();
  });
});

describe('percentOff', () => {
  it("prefers the product's own discount", () => {
    expect(percentOff({ priceWithVat: 49, originalPriceWithVat: 79, discount: 38 })).toBe(38);
  });

  it('works it out from the prices when the discount is missing', () => {
    expect(percentOff({ priceWithVat: 52.5, originalPriceWithVat: 105, discount: null })).toBe(50);
    expect(percentOff({ priceWithVat: 52.5, originalPriceWithVat: null, discount: 0 })).toBe(0);
  });
});
