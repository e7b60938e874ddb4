import { describe, expect, it } from 'vitest';
import {
  RETURN_REASONS,
  RETURN_TYPES,
  RETURN_WINDOW_DAYS,
  isWithinReturnWindow,
  paidForUnits,
  returnCreditFils,
  returnWindowEndsAt,
} from './returns';

const DAY = 24 * 60 * 60 * 1000;
const delivered = new Date('2025-03-10T08:00:00.000Z');
const at = (ms: number) => new Date(delivered.getTime() + ms);

describe('return window', () => {
  it('is 3 days', () => {
    expect(RETURN_WINDOW_DAYS).toBe(3);
  });

  it('ends exactly 3 days after delivery', () => {
    expect(returnWindowEndsAt(delivered).toISOString()).toBe('2025-03-13T08:00:00.000Z');
  });

  it.each<[string, Date | null, Date, boolean]>([
    ['at delivery', delivered, at(0), true],
    ['a day later', delivered, at(DAY), true],
    ['exactly 3 days later', delivered, at(3 * DAY), true],
    ['3 days and 1 ms later', delivered, at(3 * DAY + 1), false],
    ['a week later', delivered, at(7 * DAY), false],
    ['not delivered', null, at(0), false],
    ['invalid delivery date', new Date(NaN), at(0), false],
  ])('%s -> %s', (_name, deliveredAt, now, expected) => {
    expect(isWithinReturnWindow(deliveredAt, now)).toBe(expected);
  });
});

describe('returnCreditFils', () => {
  it.each([
    [10000, 1, 10500],
    [14950, 2, 31395],
    [1999, 1, 2098], // 2098.95 floors
    [1999, 3, 6296], // 6296.85 floors
    [1, 1, 1], // 1.05 floors
    [19, 1, 19], // 19.95 floors
    [20, 1, 21], // exactly 21
    [0, 5, 0],
    [1000, 0, 0],
  ])('price %s x %s -> %s fils', (price, quantity, credit) => {
    expect(returnCreditFils(price, quantity)).toBe(credit);
  });

  it('credits what was paid, price x quantity, when prices include VAT', () => {
    expect(returnCreditFils(10500, 1, { pricesIncludeVat: true })).toBe(10500);
    expect(returnCreditFils(1999, 3, { pricesIncludeVat: true })).toBe(5997);
    expect(returnCreditFils(1999, 3, { pricesIncludeVat: false })).toBe(6296);
  });

  it.each([
    // price, line quantity, line discount, returned, VAT included in prices, credit
    [10000, 3, 3000, 1, false, 9450], // paid 27000 for 3: one unit 9000 + 5 %
    [10000, 3, 3000, 3, false, 28350], // the whole line: 27000 + 5 %
    [10000, 3, 10000, 1, true, 6666], // paid 20000 for 3: floor(20000 / 3)
    [10000, 3, 10000, 3, true, 20000], // all three add back to exactly what was paid
    [5000, 2, 10000, 1, false, 0], // a line given away (100 % off) credits nothing
    [5000, 2, 0, 1, false, 5250], // no discount: the price x quantity rule
  ])(
    'price %s x %s less %s, %s returned (prices with VAT: %s) -> %s fils',
    (price, lineQuantity, discountFils, returned, pricesIncludeVat, credit) => {
      const line = { quantity: lineQuantity, discountFils };
      expect(returnCreditFils(price, returned, { pricesIncludeVat }, line)).toBe(credit);
    },
  );

  it.each([
    [10.5, 1],
    [-1, 1],
    [100, 1.5],
    [100, -1],
    [Number.MAX_SAFE_INTEGER, 2],
  ])('throws RangeError for price %s x %s', (price, quantity) => {
    expect(() => returnCreditFils(price, quantity)).toThrow(RangeError);
  });
});

describe('return reasons and types', () => {
  it('list the reasons and types the pages offer, in order', () => {
    expect(RETURN_REASONS).toEqual([
      'Wrong size ordered',
      'Product damaged',
      'Not as described',
      'Changed my mind',
      'Other reason',
    ]);
    expect(RETURN_TYPES).toEqual(['replacement', 'save_to_wallet']);
  });
});

describe('paidForUnits', () => {
  it.each<[string, number, number, number, number, number, number]>([
    // [name, line total, discount, quantity, units, returned before, paid]
    ['no discount, all units', 30000, 0, 3, 3, 0, 30000],
    ['after a discount, one unit of three', 30000, 6000, 3, 1, 0, 8000],
    // 100.00 over 3 units: 33.33, 33.33 and the last 33.34, never more than paid.
    ['an uneven split, first unit', 10000, 0, 3, 1, 0, 3333],
    ['an uneven split, second unit', 10000, 0, 3, 1, 1, 3333],
    ['an uneven split, last unit', 10000, 0, 3, 1, 2, 3334],
    // Buy 2 get 1: the free unit's line paid nothing, its return credits nothing.
    ['a free unit', 5000, 5000, 1, 1, 0, 0],
    ['nothing returned', 9999, 1, 2, 0, 0, 0],
  ])('%s', (_name, total, discount, quantity, units, before, paid) => {
    expect(paidForUnits(total, discount, quantity, units, before)).toBe(paid);
  });

  it('adds back to exactly what the line was paid, however the units come back', () => {
    for (const [total, discount, quantity] of [
      [10000, 1, 3],
      [99999, 4286, 7],
      [13, 0, 5],
    ] as const) {
      let back = 0;
      for (let u = 0; u < quantity; u += 1) back += paidForUnits(total, discount, quantity, 1, u);
      expect(back).toBe(total - discount);
      expect(paidForUnits(total, discount, quantity, quantity)).toBe(total - discount);
    }
  });

  it('refuses a discount above the line or more units than it holds', () => {
    expect(() => paidForUnits(100, 101, 1, 1)).toThrow(RangeError);
    expect(() => paidForUnits(100, 0, 2, 2, 1)).toThrow(RangeError);
    expect(() => paidForUnits(100, 0, 2, -1)).toThrow(RangeError);
  });
});
