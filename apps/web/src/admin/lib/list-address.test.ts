import { describe, expect, it } from 'vitest';

import { changeList, readSearchAndPage, writeSearchAndPage } from './list-address';

describe('a console list in the address', () => {
  it.each<[string, { q: string; page: number }]>([
    ['', { q: '', page: 1 }],
    ['?q=mariam&page=3', { q: 'mariam', page: 3 }],
    ['?page=0', { q: '', page: 1 }],
    ['?page=2.5', { q: '', page: 1 }],
    ['?page=abc', { q: '', page: 1 }],
  ])('reads %s leniently', (search, expected) => {
    expect(readSearchAndPage(new URLSearchParams(search))).toEqual(expected);
  });

  it('cuts a pasted search at 100 characters and leaves defaults out of the address', () => {
    expect(readSearchAndPage(new URLSearchParams({ q: 'x'.repeat(150) })).q).toHaveLength(100);
    expect(writeSearchAndPage({ q: '  ', page: 1 })).toEqual({});
    expect(writeSearchAndPage({ q: ' ali ', page: 2 })).toEqual({ q: 'ali', page: '2' });
  });

  it('starts a new search or filter on page 1 and keeps the rest when the page changes', () => {
    const on3 = { q: 'ali', status: 'rejected', page: 3 };
    expect(changeList(on3, { q: 'sara' })).toEqual({ q: 'sara', status: 'rejected', page: 1 });
    expect(changeList(on3, { page: 4 })).toEqual({ ...on3, page: 4 });
  });
});
