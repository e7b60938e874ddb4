import { describe, expect, it } from 'vitest';
import {
  RETURN_REASONS,
  RETURN_TYPES,
  RETURN_WINDOW_DAYS,
  isWithinReturnWindow,
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
