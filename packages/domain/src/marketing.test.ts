import { describe, expect, it } from 'vitest';
import { dropPercent, isPriceDrop } from './marketing';

describe('a price drop worth a mail', () => {
  it.each([
    [10_000, 9_000, true],
    [10_000, 9_001, false],
    [10_000, 5_000, true],
    [10_000, 10_000, false],
    [10_000, 11_000, false],
    [0, 0, false],
    [999, 899, true],
  ])('from %i fils to %i fils: %s', (from, to, drop) => {
    expect(isPriceDrop(from, to)).toBe(drop);
  });

  it('names the percent rounded down', () => {
    expect(dropPercent(10_000, 8_750)).toBe(12);
    expect(dropPercent(29_900, 19_900)).toBe(33);
    expect(dropPercent(10_000, 10_500)).toBe(0);
  });
});
