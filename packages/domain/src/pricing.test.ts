import { describe, expect, it } from 'vitest';
import {
  FREE_SHIPPING_THRESHOLD_FILS,
  SHIPPING_FEE_FILS,
  VAT_PERCENT,
  cartTotals,
  cartTotalsInAed,
  discountAfterWrite,
  discountPercent,
  shippingFils,
  vatFils,
  type CartTotals,
  type PricedLine,
} from './pricing';

describe('constants', () => {
  it('are 5 % VAT, AED 10 shipping, free from AED 100', () => {
    expect({ VAT_PERCENT, SHIPPING_FEE_FILS, FREE_SHIPPING_THRESHOLD_FILS }).toEqual({
      VAT_PERCENT: 5,
      SHIPPING_FEE_FILS: 1000,
      FREE_SHIPPING_THRESHOLD_FILS: 10000,
    });
  });
});

describe('vatFils', () => {
  it.each([
    [0, 0],
    [10000, 500],
    [9523, 476], // 476.15
    [9524, 476], // 476.2
    [9530, 477], // 476.5 rounds half up
    [9529, 476], // 476.45 rounds down
    [10, 1], // 0.5
    [9, 0], // 0.45
    [1999, 100], // 99.95
    [14950, 748], // 747.5
  ])('vat of %s fils is %s', (subtotal, vat) => {
    expect(vatFils(subtotal)).toBe(vat);
  });
});

describe('shippingFils', () => {
  it.each([
    [0, 0],
    [1, 1000],
    [9999, 1000],
    [10000, 0],
    [10001, 0],
  ])('total with VAT %s fils -> shipping %s', (total, shipping) => {
    expect(shippingFils(total)).toBe(shipping);
  });
});

describe('cartTotals', () => {
  it.each<[string, PricedLine[], CartTotals]>([
    [
      'empty bag',
      [],
      {
        totalItems: 0,
        totalCostwithoutVAT: 0,
        VAT_Price: 0,
        added_Shipping_Price: 0,
        totalCostwithVAT: 0,
      },
    ],
    [
      'one item under the threshold pays shipping',
      [{ priceFils: 4000, quantity: 2 }],
      {
        totalItems: 2,
        totalCostwithoutVAT: 8000,
        VAT_Price: 400,
        added_Shipping_Price: 1000,
        totalCostwithVAT: 9400,
      },
    ],
    [
      'with VAT 99.99 still pays shipping',
      [{ priceFils: 9523, quantity: 1 }],
      {
        totalItems: 1,
        totalCostwithoutVAT: 9523,
        VAT_Price: 476,
        added_Shipping_Price: 1000,
        totalCostwithVAT: 10999,
      },
    ],
    [
      'with VAT exactly 100.00 ships free',
      [{ priceFils: 9524, quantity: 1 }],
      {
        totalItems: 1,
        totalCostwithoutVAT: 9524,
        VAT_Price: 476,
        added_Shipping_Price: 0,
        totalCostwithVAT: 10000,
      },
    ],
    [
      'subtotal under 100 but VAT lifts it over',
      [
        { priceFils: 4990, quantity: 1 },
        { priceFils: 4590, quantity: 1 },
      ],
      {
        totalItems: 2,
        totalCostwithoutVAT: 9580,
        VAT_Price: 479,
        added_Shipping_Price: 0,
        totalCostwithVAT: 10059,
      },
    ],
    [
      'several lines',
      [
        { priceFils: 14950, quantity: 2 },
        { priceFils: 1999, quantity: 3 },
        { priceFils: 500, quantity: 0 },
      ],
      {
        totalItems: 5,
        totalCostwithoutVAT: 35897,
        VAT_Price: 1795, // 1794.85
        added_Shipping_Price: 0,
        totalCostwithVAT: 37692,
      },
    ],
  ])('%s', (_name, lines, totals) => {
    expect(cartTotals(lines)).toEqual(totals);
  });

  it.each<[string, PricedLine]>([
    ['fractional price', { priceFils: 10.5, quantity: 1 }],
    ['negative price', { priceFils: -1, quantity: 1 }],
    ['fractional quantity', { priceFils: 100, quantity: 1.5 }],
    ['negative quantity', { priceFils: 100, quantity: -1 }],
    ['NaN quantity', { priceFils: 100, quantity: NaN }],
  ])('throws RangeError for a %s', (_name, line) => {
    expect(() => cartTotals([line])).toThrow(RangeError);
  });
});

describe('cartTotalsInAed', () => {
  it('converts money to AED and keeps the item count', () => {
    expect(
      cartTotalsInAed({
        totalItems: 3,
        totalCostwithoutVAT: 9523,
        VAT_Price: 476,
        added_Shipping_Price: 1000,
        totalCostwithVAT: 10999,
      }),
    ).toEqual({
      totalItems: 3,
      totalCostwithoutVAT: 95.23,
      VAT_Price: 4.76,
      added_Shipping_Price: 10,
      totalCostwithVAT: 109.99,
    });
  });
});

describe('discountPercent', () => {
  it.each([
    [10000, null, 0],
    [10000, 10000, 0],
    [10000, 9000, 0],
    [7000, 10000, 30],
    [14900, 19900, 25], // 25.13
    [8750, 10000, 13], // 12.5 rounds half up
    [0, 10000, 100],
    [100, 0, 0],
  ])('price %s original %s -> %s%%', (price, original, percent) => {
    expect(discountPercent(price, original)).toBe(percent);
  });
});

describe('discountAfterWrite', () => {
  const shelf = (price: number, original: number | null, discount: number | null) => ({
    priceFils: price,
    originalPriceFils: original,
    discount,
  });
  it.each([
    // A price moved with the worked-out discount left as it was: worked out again (199 → 189 of 249).
    ['price moved, discount left', shelf(19900, 24900, 20), shelf(18900, 24900, null), 20, 24],
    ['original moved, discount left', shelf(19900, 24900, 20), shelf(19900, 29900, null), 20, 33],
    ['discount now none', shelf(19900, 24900, 20), shelf(24900, 24900, null), 20, null],
    ['original price dropped', shelf(19900, 24900, 20), shelf(18900, null, null), 20, null],
    // Blank: always worked out.
    ['blank on an edit', shelf(19900, 24900, 20), shelf(18900, 24900, null), null, 24],
    ['blank on a new product', null, shelf(14900, 19900, null), null, 25],
    ['blank, no original price', null, shelf(14900, null, null), null, null],
    // What the owner typed is kept.
    ['a new discount typed', shelf(19900, 24900, 20), shelf(18900, 24900, null), 30, 30],
    ['typed on a new product', null, shelf(14900, 19900, null), 30, 30],
    ['own discount, price moved', shelf(19900, 24900, 35), shelf(18900, 24900, null), 35, 35],
    ['own discount, no original', shelf(19900, null, 10), shelf(18900, null, null), 10, 10],
    ['prices as they were', shelf(19900, 24900, 20), shelf(19900, 24900, null), 20, 20],
  ])('%s', (_name, before, after, given, expected) => {
    expect(discountAfterWrite(before, after, given)).toBe(expected);
  });
});
