import { describe, expect, it } from 'vitest';
import { adminProductsQuerySchema, deleteImageSchema } from './admin-products';

describe('adminProductsQuerySchema', () => {
  it('defaults to the first page of 10', () => {
    expect(adminProductsQuerySchema.parse({})).toEqual({ q: undefined, page: 1, limit: 10 });
  });

  it('reads query text', () => {
    expect(adminProductsQuerySchema.parse({ q: ' linen ', page: '3', limit: '100' })).toEqual({
      q: 'linen',
      page: 3,
      limit: 100,
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
    'refuses %j with the spec message',
    (body) => {
      const result = deleteImageSchema.safeParse(body);
      expect(result.success ? null : result.error.issues[0]?.message).toBe('Invalid image path!');
    },
  );
});
