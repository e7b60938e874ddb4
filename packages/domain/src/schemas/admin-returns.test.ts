import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors';
import {
  adminReturnsQuerySchema,
  deleteReturnSchema,
  returnRefSchema,
  updateReturnStatusSchema,
} from './admin-returns';

describe('adminReturnsQuerySchema', () => {
  it.each<[string, unknown, unknown]>([
    ['nothing', {}, { page: 1 }],
    ['blanks', { q: '  ', status: '', page: '' }, { page: 1 }],
    ['all statuses', { status: 'All' }, { page: 1 }],
    [
      'search, status and page',
      { q: ' RT-1 ', status: ' Pickup_Scheduled ', page: '3' },
      { q: 'RT-1', status: 'pickup_scheduled', page: 3 },
    ],
  ])('reads %s', (_label, input, expected) => {
    expect(adminReturnsQuerySchema.parse(input)).toEqual(expected);
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['an unknown status', { status: 'refunded' }, { status: 'Unknown return status' }],
    ['page 0', { page: '0' }, { page: 'Page must be 1 or more' }],
    ['page 1.5', { page: '1.5' }, { page: 'Page must be a whole number' }],
    ['a word for a page', { page: 'two' }, { page: 'Page must be a whole number' }],
    [
      'search text of 101 characters',
      { q: 'x'.repeat(101) },
      { q: 'Search text must be at most 100 characters' },
    ],
  ])('refuses %s', (_label, input, errors) => {
    const result = adminReturnsQuerySchema.safeParse(input);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual(errors);
  });
});

describe('updateReturnStatusSchema', () => {
  it('keeps the id and the canonical status', () => {
    expect(updateReturnStatusSchema.parse({ return_id: ' RT-X ', status: 'REJECTED' })).toEqual({
      return_id: 'RT-X',
      status: 'rejected',
    });
  });

  it.each<[unknown, Record<string, string>]>([
    [{ status: 'rejected' }, { return_id: 'Return id is required' }],
    [{ return_id: 'x'.repeat(129), status: 'rejected' }, { return_id: 'Return id is required' }],
    [{ return_id: 'RT-X', status: 'lost' }, { status: 'Unknown return status' }],
    [{ return_id: 'RT-X' }, { status: 'Unknown return status' }],
  ])('refuses %j', (input, errors) => {
    const result = updateReturnStatusSchema.safeParse(input);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual(errors);
  });
});

describe('returnRefSchema and deleteReturnSchema', () => {
  it('drops what the server decides itself (code, expiry, amount)', () => {
    const body = { returnid: 'RT-X', userid: 'u', status: 'x', otp: '1234', amount: 9999 };
    expect(returnRefSchema.parse(body)).toEqual({ returnid: 'RT-X' });
  });

  it('requires the id', () => {
    expect(returnRefSchema.safeParse({}).success).toBe(false);
    expect(deleteReturnSchema.safeParse({ return_id: ' ' }).success).toBe(false);
    expect(deleteReturnSchema.parse({ return_id: 'RT-X' })).toEqual({ return_id: 'RT-X' });
  });
});
