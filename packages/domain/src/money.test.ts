import { describe, expect, it } from 'vitest';
import { applyPercent, formatAed, formatFils, toAed, toFils } from './money';

describe('toFils', () => {
  it.each([
    [0, 0],
    [1, 100],
    [149.5, 14950],
    [1.005, 101],
    [0.1 + 0.2, 30],
    [1.255, 126],
    [19.99, 1999],
    [0.004, 0],
    [0.005, 1],
    [-0.005, -1],
    [-1.005, -101],
    [1299, 129900],
  ])('%s AED -> %s fils', (aed, fils) => {
    expect(toFils(aed)).toBe(fils);
  });

  it.each([NaN, Infinity, -Infinity])('throws RangeError for %s', (aed) => {
    expect(() => toFils(aed)).toThrow(RangeError);
  });
});

describe('toAed', () => {
  it.each([
    [0, 0],
    [14950, 149.5],
    [101, 1.01],
    [1, 0.01],
    [-500, -5],
  ])('%s fils -> %s AED', (fils, aed) => {
    expect(toAed(fils)).toBe(aed);
  });

  it('round-trips every fil value of a range exactly', () => {
    for (let fils = 0; fils <= 20000; fils += 1) expect(toFils(toAed(fils))).toBe(fils);
  });
});

describe('formatAed / formatFils', () => {
  it.each([
    [149.5, 'AED 149.50'],
    [1299, 'AED 1,299.00'],
    [0, 'AED 0.00'],
    [0.05, 'AED 0.05'],
    [999.999, 'AED 1,000.00'],
    [1234567.891, 'AED 1,234,567.89'],
    [-5, '-AED 5.00'],
    [-1299.5, '-AED 1,299.50'],
  ])('formatAed(%s) = %s', (aed, text) => {
    expect(formatAed(aed)).toBe(text);
  });

  it.each([
    [14950, 'AED 149.50'],
    [129900, 'AED 1,299.00'],
    [5, 'AED 0.05'],
    [100000000, 'AED 1,000,000.00'],
    [-500, '-AED 5.00'],
  ])('formatFils(%s) = %s', (fils, text) => {
    expect(formatFils(fils)).toBe(text);
  });

  it('writes Arabic amounts with Western digits and درهم, English by default', () => {
    expect(formatFils(129900, 'ar')).toBe('1,299.00 درهم');
    expect(formatAed(19.5, 'ar')).toBe('19.50 درهم');
    expect(formatFils(-500, 'ar')).toBe('\u200e-5.00 درهم');
    expect(formatFils(129900, 'en')).toBe(formatFils(129900));
  });
});

describe('applyPercent', () => {
  it.each([
    [10000, 5, 500],
    [10, 5, 1], // 0.5 fil rounds up
    [9, 5, 0], // 0.45 fil rounds down
    [2990, 5, 150], // 149.5 -> 150
    [2989, 5, 149], // 149.45 -> 149
    [1999, 12.5, 250], // 249.875 -> 250
    [0, 50, 0],
    [12345, 100, 12345],
    [-10, 5, -1], // magnitude rounds half up
  ])('%s fils at %s%% -> %s', (fils, percent, expected) => {
    expect(applyPercent(fils, percent)).toBe(expected);
  });
});
