import { describe, expect, it } from 'vitest';
import { firstError } from './errors';
import { catalogQuerySchema, suggestQuerySchema } from './catalog-query';

function errorOf(input: unknown): string | undefined {
  const result = catalogQuerySchema.safeParse(input);
  return result.success ? undefined : firstError(result.error);
}

describe('catalogQuerySchema', () => {
  it('fills the defaults for an empty query', () => {
    expect(catalogQuerySchema.parse({})).toEqual({
      page: 1,
      limit: 24,
      brand: [],
      color: [],
      size: [],
      sort: 'newest',
    });
  });

  it('reads every filter from URL strings', () => {
    expect(
      catalogQuerySchema.parse({
        q: '  linen ',
        gender: 'Women',
        category: 'Dresses',
        subcategory: 'Maxi',
        brand: ['Noor', ' Dune ', 'Noor', ''],
        color: 'Navy',
        size: ['M', 'L'],
        maxPrice: '149.5',
        minDiscount: '20',
        sort: 'price-desc',
        page: '3',
        limit: '60',
      }),
    ).toEqual({
      q: 'linen',
      gender: 'Women',
      category: 'Dresses',
      subcategory: 'Maxi',
      brand: ['Noor', 'Dune'],
      color: ['Navy'],
      size: ['M', 'L'],
      maxPrice: 149.5,
      minDiscount: 20,
      sort: 'price-desc',
      page: 3,
      limit: 60,
    });
  });

  it('treats blank values as no filter', () => {
    expect(catalogQuerySchema.parse({ q: ' ', maxPrice: '', minDiscount: '', gender: '' })).toEqual(
      { page: 1, limit: 24, brand: [], color: [], size: [], sort: 'newest' },
    );
  });

  it.each([
    [{ limit: '61' }, 'Limit must be at most 60'],
    [{ page: '0' }, 'Page must be 1 or more'],
    [{ sort: 'cheapest' }, 'Unknown sort order'],
    [{ q: 'x'.repeat(101) }, 'Search text must be at most 100 characters'],
    [{ gender: 'x'.repeat(101) }, 'Filter value is too long'],
    [{ brand: ['ok', 'b'.repeat(101)] }, 'Brand is too long'],
    [
      { color: Array.from({ length: 31 }, (_, i) => `c${i}`) },
      'Choose at most 30 values for Colour',
    ],
    [{ maxPrice: 'cheap' }, 'Maximum price must be a number'],
    [{ maxPrice: '-1' }, 'Maximum price must be 0 or more'],
    [{ minDiscount: 'lots' }, 'Minimum discount must be a number'],
    [{ minDiscount: '101' }, 'Minimum discount must be between 0 and 100'],
  ])('refuses %j with "%s"', (input, message) => {
    expect(errorOf(input)).toBe(message);
  });

  it('keeps the 100-character search text', () => {
    expect(catalogQuerySchema.parse({ q: 'é'.repeat(100) }).q).toHaveLength(100);
  });
});

describe('suggestQuerySchema', () => {
  it.each([
    [{}, undefined],
    [{ q: '  ' }, undefined],
    [{ q: ' Noor ' }, 'Noor'],
  ])('reads %j as %s', (input, q) => {
    expect(suggestQuerySchema.parse(input).q).toBe(q);
  });
});
