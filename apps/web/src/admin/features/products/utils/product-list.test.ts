import { describe, expect, it } from 'vitest';

import { productsQuery, readProductList, writeProductList } from './product-list';

describe("Manage Product's address", () => {
  it('round-trips the search, filters, sort, page size and page', () => {
    const address = 'q=abaya&gender=women&category=Abayas&stock=low&sort=price-desc&size=50&page=3';
    const list = readProductList(new URLSearchParams(address));
    expect(list).toEqual({
      q: 'abaya',
      gender: 'women',
      category: 'Abayas',
      stock: 'low',
      sort: 'price-desc',
      size: 50,
      page: 3,
    });
    expect(writeProductList(list).toString()).toBe(address);
    expect(productsQuery(list)).toEqual({
      q: 'abaya',
      gender: 'women',
      category: 'Abayas',
      stock: 'low',
      sort: 'price-desc',
      limit: 50,
      page: 3,
    });
  });

  it('falls back to the defaults for anything unknown and leaves them out of the address', () => {
    const list = readProductList(new URLSearchParams('gender=aliens&stock=some&sort=x&size=7'));
    expect(list).toMatchObject({ gender: 'all', stock: 'all', sort: 'newest', size: 20, page: 1 });
    expect(writeProductList(list).toString()).toBe('');
    expect(productsQuery(list)).toEqual({ page: 1, limit: 20 });
  });
});
