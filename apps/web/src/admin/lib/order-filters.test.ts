import { describe, expect, it } from 'vitest';
import { changeList } from '@/admin/lib/list-address';
import { NO_FILTERS, ordersQuery, readOrderFilters, writeOrderFilters } from './order-filters';

describe('Manage Orders filters in the URL', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const filters = {
      q: 'SH-1',
      status: 'shipped',
      range: '7d',
      flag: 'disputed',
      method: 'tamara',
      page: 3,
    } as const;
    const params = writeOrderFilters(filters);
    expect(params.toString()).toBe(
      'q=SH-1&status=shipped&range=7d&flag=disputed&method=tamara&page=3',
    );
    expect(readOrderFilters(params)).toEqual(filters);
    expect(writeOrderFilters(NO_FILTERS).toString()).toBe('');
    expect(readOrderFilters(new URLSearchParams())).toEqual(NO_FILTERS);
  });

  it.each([
    ['status=lost&range=year&flag=odd&method=cheque&page=-2', NO_FILTERS],
    ['page=1.5', NO_FILTERS],
    ['page=two', NO_FILTERS],
    ['status=Delivered&range=TODAY', { ...NO_FILTERS, status: 'delivered', range: 'today' }],
    ['method=COD', { ...NO_FILTERS, method: 'cod' }],
  ])('reads %s leniently', (query, expected) => {
    expect(readOrderFilters(new URLSearchParams(query))).toEqual(expected);
  });

  it('trims the search and cuts it at 100 characters', () => {
    expect(writeOrderFilters({ ...NO_FILTERS, q: '  fatima ' }).get('q')).toBe('fatima');
    expect(readOrderFilters(new URLSearchParams({ q: 'x'.repeat(150) })).q).toHaveLength(100);
  });

  it('goes back to page 1 when the search or a filter changes, not when the page does', () => {
    const on3 = { ...NO_FILTERS, page: 3 };
    expect(changeList(on3, { status: 'new' })).toEqual({ ...NO_FILTERS, status: 'new' });
    expect(changeList(on3, { q: 'x' }).page).toBe(1);
    expect(changeList(on3, { page: 4 })).toEqual({ ...NO_FILTERS, page: 4 });
  });

  it('asks the server to search only from 3 characters, and leaves "all" out', () => {
    expect(ordersQuery({ ...NO_FILTERS, q: ' li ' })).toEqual({ page: 1 });
    expect(ordersQuery({ ...NO_FILTERS, q: ' ali ', status: 'new', page: 2 })).toEqual({
      q: 'ali',
      status: 'new',
      page: 2,
    });
    expect(ordersQuery({ ...NO_FILTERS, flag: 'disputed' })).toEqual({ flag: 'disputed', page: 1 });
    expect(ordersQuery({ ...NO_FILTERS, method: 'wallet' })).toEqual({ method: 'wallet', page: 1 });
  });
});
