import { describe, expect, it } from 'vitest';
import { readReturnParams, returnListQuery, returnSearch } from './return-params';

describe('return list params', () => {
  it('reads search, status and page from the address', () => {
    const params = readReturnParams(new URLSearchParams('q=RT-1&status=picked_up&page=3'));
    expect(params).toEqual({ q: 'RT-1', status: 'picked_up', page: 3 });
    expect(returnListQuery(params)).toEqual({ q: 'RT-1', status: 'picked_up', page: 3 });
  });

  it('falls back to every status and page 1 on anything unknown', () => {
    expect(readReturnParams(new URLSearchParams('status=lost&page=-2'))).toEqual({
      q: '',
      status: null,
      page: 1,
    });
    expect(readReturnParams(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes only what differs from the default, and round-trips', () => {
    expect(returnSearch({ q: '  ', status: null, page: 1 })).toEqual({});
    const state = { q: ' Mariam ', status: 'rejected' as const, page: 2 };
    const written = new URLSearchParams(returnSearch(state));
    expect(written.toString()).toBe('q=Mariam&status=rejected&page=2');
    expect(readReturnParams(written)).toEqual({ ...state, q: 'Mariam' });
  });
});
