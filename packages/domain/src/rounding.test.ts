import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero } from './rounding';

describe('roundHalfAwayFromZero', () => {
  it.each([
    [0.5, 0, 1],
    [-0.5, 0, -1],
    [1.49, 0, 1],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [100.49999999999999, 0, 101], // 1.005 * 100 in binary
    [30.000000000000004, 0, 30], // (0.1 + 0.2) * 100
    [1.005, 2, 1.01],
    [12.25, 1, 12.3],
    [-12.25, 1, -12.3],
    [12.24, 1, 12.2],
    [-0.4, 0, 0],
  ])('%s at %i decimals -> %s', (value, decimals, expected) => {
    expect(roundHalfAwayFromZero(value, decimals)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.2), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('throws RangeError for %s', (value) => {
    expect(() => roundHalfAwayFromZero(value)).toThrow(RangeError);
  });
});
