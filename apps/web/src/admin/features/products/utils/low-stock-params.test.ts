import { describe, expect, it } from 'vitest';

import { parseThreshold, readLowStockAddress, writeLowStockAddress } from './low-stock-params';

describe('Low stock address', () => {
  it('defaults to 5 and page 1, and reads a whole threshold from 0 to 1000', () => {
    expect(readLowStockAddress(new URLSearchParams(''))).toEqual({
      threshold: 5,
      page: 1,
      sort: 'stock',
    });
    expect(readLowStockAddress(new URLSearchParams('threshold=0&page=3&sort=waiting'))).toEqual({
      threshold: 0,
      page: 3,
      sort: 'waiting',
    });
    expect(readLowStockAddress(new URLSearchParams('sort=price')).sort).toBe('stock');
    for (const bad of ['-1', '1001', '2.5', 'abc', ' ']) expect(parseThreshold(bad)).toBeNull();
  });

  it('leaves the defaults out of the address', () => {
    expect(writeLowStockAddress(5, 1)).toEqual({});
    expect(writeLowStockAddress(2, 4)).toEqual({ threshold: '2', page: '4' });
    expect(writeLowStockAddress(5, 1, 'waiting')).toEqual({ sort: 'waiting' });
  });
});
