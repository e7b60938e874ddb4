import { describe, expect, it } from 'vitest';
import { adminUsersQuerySchema } from './admin-users';
import { fieldErrors } from './errors';

describe('adminUsersQuerySchema', () => {
  it.each<[unknown, object]>([
    [{}, { page: 1, limit: 20 }],
    [
      { page: '3', limit: '100', q: ' Mariam ' },
      { page: 3, limit: 100, q: 'Mariam' },
    ],
    [{ q: '   ' }, { page: 1, limit: 20 }],
    [
      { q: ' Ali ', limit: '5' },
      { page: 1, limit: 5, q: 'Ali' },
    ],
  ])('reads %o', (input, expected) => {
    expect(adminUsersQuerySchema.parse(input)).toEqual(expected);
  });

  it.each<[unknown, Record<string, string>]>([
    [{ limit: '101' }, { limit: 'Limit must be at most 100' }],
    [{ limit: '0' }, { limit: 'Limit must be 1 or more' }],
    [{ page: '0' }, { page: 'Page must be 1 or more' }],
    [{ page: '1.5' }, { page: 'Page must be a whole number' }],
    [{ q: 'x'.repeat(101) }, { q: 'Search text must be at most 100 characters' }],
    [{ q: ' al ' }, { q: 'Type at least 3 characters to search' }],
  ])('refuses %o', (input, errors) => {
    const result = adminUsersQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual(errors);
  });
});
