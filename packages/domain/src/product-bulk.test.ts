import { describe, expect, it } from 'vitest';
import { discountPercent } from './pricing';
import {
  bulkDiscountPlan,
  pricesChangedBy,
  pricesWithDiscount,
  productStockState,
} from './product-bulk';
import { bulkDiscountSchema, bulkPriceSchema } from './schemas/admin-products';

describe('productStockState', () => {
  it('is out with no stock, low with a variant at the threshold, in otherwise', () => {
    expect(productStockState([])).toBe('out');
    expect(productStockState([{ stock: 0 }, { stock: 0 }])).toBe('out');
    expect(productStockState([{ stock: 0 }, { stock: 40 }])).toBe('low');
    expect(productStockState([{ stock: 5 }, { stock: 40 }])).toBe('low');
    expect(productStockState([{ stock: 6 }, { stock: 40 }])).toBe('in');
  });
});

describe('pricesWithDiscount', () => {
  it('takes the percent off the original price, which discountPercent reads back', () => {
    expect(
      pricesWithDiscount({ priceFils: 14950, originalPriceFils: 19900, discount: 25 }, 30),
    ).toEqual({ priceFils: 13930, originalPriceFils: 19900, discount: 30 });
    for (const base of [101, 999, 10001, 14950]) {
      for (const percent of [1, 13, 33, 50, 99]) {
        const after = pricesWithDiscount(
          { priceFils: base, originalPriceFils: null, discount: null },
          percent,
        );
        expect(after.originalPriceFils).toBe(base);
        expect(after.priceFils).toBeGreaterThanOrEqual(1);
        expect(discountPercent(after.priceFils, base)).toBe(percent);
      }
    }
  });

  it('rounds half away from zero and 0 ends the discount', () => {
    // 20 % of 12.25 is 2.45: 12.25 − 2.45 = 9.80.
    expect(
      pricesWithDiscount({ priceFils: 1225, originalPriceFils: null, discount: null }, 20)
        .priceFils,
    ).toBe(980);
    // 15 % of 0.10 is 1.5 fils, rounded to 2.
    expect(
      pricesWithDiscount({ priceFils: 10, originalPriceFils: null, discount: null }, 15).priceFils,
    ).toBe(8);
    expect(
      pricesWithDiscount({ priceFils: 900, originalPriceFils: 1000, discount: 10 }, 0),
    ).toEqual({
      priceFils: 1000,
      originalPriceFils: 1000,
      discount: null,
    });
  });
});

describe('bulkDiscountPlan', () => {
  const prices = (price: number, original: number | null, discount: number | null = null) => ({
    priceFils: price,
    originalPriceFils: original,
    discount,
  });
  it.each([
    // 219.00 of 299.00 is 27 % off: 15 % off 299.00 is 254.15, a rise.
    ['27 % off now, 15 % set', prices(21900, 29900, 27), 15, 25415, true],
    ['27 % off now, 27 % set', prices(21900, 29900, 27), 27, 21827, false],
    ['27 % off now, 30 % set', prices(21900, 29900, 27), 30, 20930, false],
    ['no original price', prices(10000, null), 15, 8500, false],
    ['0 ends a discount: back up to the original', prices(21900, 29900, 27), 0, 29900, true],
    ['0 on a product without one', prices(10000, null), 0, 10000, false],
    ['the same price again', prices(8500, 10000, 15), 15, 8500, false],
  ])('%s', (_name, current, percent, priceFils, rises) => {
    const [row] = bulkDiscountPlan([current], percent);
    expect(row?.after.priceFils).toBe(priceFils);
    expect(row?.rises).toBe(rises);
    expect(row?.product).toBe(current);
  });
});

describe('pricesChangedBy', () => {
  it('moves price and original price together, rounded to the fils', () => {
    expect(
      pricesChangedBy({ priceFils: 14950, originalPriceFils: 19900, discount: 25 }, 10),
    ).toEqual({
      priceFils: 16445,
      originalPriceFils: 21890,
      discount: 25,
    });
    // −15 % of 0.25 is −3.75 fils, rounded away from zero to −4.
    expect(
      pricesChangedBy({ priceFils: 25, originalPriceFils: null, discount: null }, -15),
    ).toEqual({
      priceFils: 21,
      originalPriceFils: null,
      discount: null,
    });
  });

  it('never goes under one fils and refuses to pass the form maximum', () => {
    expect(
      pricesChangedBy({ priceFils: 1, originalPriceFils: null, discount: null }, -99)?.priceFils,
    ).toBe(1);
    expect(
      pricesChangedBy({ priceFils: 9_000_000, originalPriceFils: null, discount: null }, 12),
    ).toBeNull();
  });

  it('works a discount computed from the prices out again', () => {
    const after = pricesChangedBy({ priceFils: 900, originalPriceFils: 1000, discount: 10 }, -99);
    expect(after).toEqual({ priceFils: 9, originalPriceFils: 10, discount: 10 });
  });
});

describe('bulk schemas', () => {
  const ids = ['SS-000001'];
  it('hold the ids to 1..100 and the percents to their ranges', () => {
    expect(bulkDiscountSchema.safeParse({ ids, discount: 30 }).success).toBe(true);
    expect(bulkDiscountSchema.safeParse({ ids: [], discount: 30 }).success).toBe(false);
    expect(bulkDiscountSchema.safeParse({ ids: Array(101).fill('x'), discount: 30 }).success).toBe(
      false,
    );
    expect(bulkDiscountSchema.safeParse({ ids, discount: 100 }).success).toBe(false);
    expect(bulkPriceSchema.safeParse({ ids, percent: -10 }).success).toBe(true);
    expect(bulkPriceSchema.safeParse({ ids, percent: 0 }).success).toBe(false);
    expect(bulkPriceSchema.safeParse({ ids, percent: -100 }).success).toBe(false);
    expect(bulkPriceSchema.safeParse({ ids, percent: 2.5 }).success).toBe(false);
  });
});
