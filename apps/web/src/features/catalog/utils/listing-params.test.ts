import { describe, expect, it } from 'vitest';

import {
  activeRefinementCount,
  readListingState,
  toggleValue,
  writeListingState,
} from './listing-params';

const parse = (query: string) => readListingState(new URLSearchParams(query));

describe('readListingState', () => {
  it('reads repeated brands, colours and sizes, prices, discount, sort and page', () => {
    expect(
      parse(
        'brand=A&brand=B&color=Navy&size=M&size=XL&maxPrice=199.5&minDiscount=30&sort=price-asc&page=3',
      ),
    ).toEqual({
      brands: ['A', 'B'],
      colors: ['Navy'],
      sizes: ['M', 'XL'],
      maxPrice: 199.5,
      minDiscount: 30,
      sort: 'price-asc',
      page: 3,
    });
  });

  it('falls back to defaults for anything malformed', () => {
    expect(
      parse('maxPrice=abc&minDiscount=-5&sort=cheapest&page=0&brand=&brand=A&brand=A'),
    ).toEqual({
      brands: ['A'],
      colors: [],
      sizes: [],
      maxPrice: undefined,
      minDiscount: undefined,
      sort: 'newest',
      page: 1,
    });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse(`brand=${'x'.repeat(101)}&color=Red`).brands).toEqual([]);
    const many = Array.from({ length: 40 }, (_, i) => `brand=b${i}`).join('&');
    expect(parse(many).brands).toHaveLength(30);
  });
});

describe('writeListingState', () => {
  it('goes back to page 1 when a filter changes and keeps other parameters', () => {
    const next = writeListingState(new URLSearchParams('utm_source=x&page=4&brand=A'), {
      brands: ['A', 'B'],
    });
    expect(next.toString()).toBe('utm_source=x&brand=A&brand=B');
  });

  it('writes each size and goes back to page 1 for a size', () => {
    const next = writeListingState(new URLSearchParams('size=S&page=3'), { sizes: ['S', 'L'] });
    expect(next.toString()).toBe('size=S&size=L');
  });

  it('keeps the filters when only the page changes', () => {
    const next = writeListingState(new URLSearchParams('color=Red&sort=discount'), { page: 2 });
    expect(next.toString()).toBe('color=Red&sort=discount&page=2');
  });

  it('leaves defaults out of the URL', () => {
    const next = writeListingState(new URLSearchParams('sort=price-desc&maxPrice=100'), {
      sort: 'newest',
      maxPrice: undefined,
    });
    expect(next.toString()).toBe('');
  });
});

describe('toggleValue and activeRefinementCount', () => {
  it('adds and removes a value', () => {
    expect(toggleValue(['A'], 'B')).toEqual(['A', 'B']);
    expect(toggleValue(['A', 'B'], 'A')).toEqual(['B']);
  });

  it('counts each brand, colour and size and each bound', () => {
    expect(
      activeRefinementCount({ brands: ['A', 'B'], colors: ['Red'], sizes: ['M'], maxPrice: 100 }),
    ).toBe(5);
    expect(activeRefinementCount({ brands: [], colors: [], sizes: [] })).toBe(0);
  });
});
