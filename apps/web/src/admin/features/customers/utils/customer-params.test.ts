import { describe, expect, it } from 'vitest';

import { customerQuery } from './customer-params';

describe('customerQuery', () => {
  it.each([
    ['', 1, { page: 1, limit: 20 }],
    ['al', 2, { page: 2, limit: 20 }],
    [' ali ', 1, { page: 1, limit: 20, q: 'ali' }],
  ])('%o on page %i', (q, page, expected) => {
    expect(customerQuery(q, page)).toEqual(expected);
  });
});
