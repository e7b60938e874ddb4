import { describe, expect, it } from 'vitest';
import {
  adminProductsQuerySchema,
  deleteImageSchema,
  lowStockQuerySchema,
  productVariantInputSchema,
  variantListProblem,
} from './admin-products';

describe('adminProductsQuerySchema', () => {
  it('defaults to the first page of 10', () => {
    expect(adminProductsQuerySchema.parse({})).toEqual({
      q: undefined,
      page: 1,
      limit: 10,
      sort: 'newest',
    });
  });

  it('reads query text', () => {
    expect(adminProductsQuerySchema.parse({ q: ' linen ', page: '3', limit: '100' })).toEqual({
      q: 'linen',
      page: 3,
      limit: 100,
      sort: 'newest',
    });
  });

  it.each<[Record<string, string>, string]>([
    [{ limit: '101' }, 'Limit must be at most 100'],
    [{ limit: '0' }, 'Limit must be 1 or more'],
    [{ page: '0' }, 'Page must be 1 or more'],
    [{ page: 'two' }, 'Page must be a whole number'],
    [{ q: 'x'.repeat(101) }, 'Search text must be at most 100 characters'],
  ])('%j -> %s', (query, message) => {
    const result = adminProductsQuerySchema.safeParse(query);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe('deleteImageSchema', () => {
  it.each<unknown>([{}, { imagePath: ' ' }, { imagePath: 42 }, { imagePath: 'a'.repeat(2049) }])(
    'refuses %j with the invalid image path message',
    (body) => {
      const result = deleteImageSchema.safeParse(body);
      expect(result.success ? null : result.error.issues[0]?.message).toBe('Invalid image path!');
    },
  );
});

describe('productVariantInputSchema', () => {
  it('takes a blank SKU as the default', () => {
    expect(
      productVariantInputSchema.parse({ color: 'Red', size: 'M', sku: ' ', stock: '4' }),
    ).toEqual({ color: 'Red', size: 'M', sku: undefined, stock: 4, stockWas: undefined });
  });

  it.each<[Record<string, unknown>, string]>([
    [
      { color: 'Red', size: 'M', sku: 'x'.repeat(65), stock: 1 },
      'SKU must be at most 64 characters',
    ],
    [
      { color: 'Red', size: 'M', sku: 'A\u0007B', stock: 1 },
      'sku contains characters that are not allowed',
    ],
    [{ color: 'Red', size: 'M', stock: -1 }, 'Variant stock cannot be negative'],
    [{ color: 'Red', size: 'M', stock: 1.5 }, 'Variant stock must be a whole number'],
  ])('%j -> %s', (input, message) => {
    const result = productVariantInputSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });
});

describe('variantListProblem', () => {
  const v = (color: string, size: string, sku?: string) => ({ color, size, sku, stock: 1 });

  it('names a colour or size the product does not have', () => {
    expect(variantListProblem([v('Purple', 'M')], ['Red'], ['M'])?.message).toBe(
      "Color 'Purple' is not one of this product's colors",
    );
    expect(variantListProblem([v('red', 'XXL')], ['Red'], ['M'])?.message).toBe(
      "Size 'XXL' is not one of this product's sizes",
    );
  });

  it('refuses the same cell or SKU twice', () => {
    expect(variantListProblem([v('Red', 'M'), v('red', 'm')], ['Red'], ['M'])?.message).toBe(
      "Color 'red' size 'm' is listed twice",
    );
    expect(
      variantListProblem([v('Red', 'M', 'A'), v('Red', 'L', 'a')], ['Red'], ['M', 'L'])?.message,
    ).toBe("SKU 'a' is used twice");
  });

  it('passes a valid list', () => {
    expect(variantListProblem([v('red', 'M', 'A'), v('Red', 'L')], ['Red'], ['M', 'L'])).toBeNull();
  });
});

describe('lowStockQuerySchema', () => {
  it('defaults to 5, the first page and the lowest stock first', () => {
    expect(lowStockQuerySchema.parse({})).toEqual({ threshold: 5, page: 1, sort: 'stock' });
  });

  it('sorts by the shoppers waiting on request, and refuses another order', () => {
    expect(lowStockQuerySchema.parse({ sort: 'waiting' }).sort).toBe('waiting');
    expect(lowStockQuerySchema.safeParse({ sort: 'name' }).success).toBe(false);
  });

  it('refuses a threshold over 1000', () => {
    expect(lowStockQuerySchema.safeParse({ threshold: '1001' }).success).toBe(false);
  });
});
