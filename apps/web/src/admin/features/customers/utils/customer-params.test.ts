import { describe, expect, it } from 'vitest';

import { customerQuery, readCustomerParams } from './customer-params';

describe('readCustomerParams', () => {
  it.each<[string, { q: string; page: number }]>([
    ['', { q: '', page: 1 }],
    ['?q=mariam&page=3', { q: 'mariam', page: 3 }],
    ['?page=0', { q: '', page: 1 }],
    ['?page=2.5', { q: '', page: 1 }],
    ['?page=abc', { q: '', page: 1 }],
  ])('%s', (search, expected) => {
    expect(readCustomerParams(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('customerQuery', () => {
  it.each([
    ['', 1, { page: 1, limit: 20 }],
    ['al', 2, { page: 2, limit: 20 }],
    [' ali ', 1, { page: 1, limit: 20, q: 'ali' }],
  ])('%o on page %i', (q, page, expected) => {
    expect(customerQuery(q, page)).toEqual(expected);
  });
});
