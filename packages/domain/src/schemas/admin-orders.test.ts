import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors';
import { adminOrdersQuerySchema, updateOrderStatusSchema } from './admin-orders';

const errorsOf = (
  schema: typeof adminOrdersQuerySchema | typeof updateOrderStatusSchema,
  v: unknown,
) => {
  const result = schema.safeParse(v);
  return result.success ? {} : fieldErrors(result.error);
};

describe('adminOrdersQuerySchema', () => {
  it('defaults to page 1 with no search or filters', () => {
    expect(adminOrdersQuerySchema.parse({})).toEqual({ page: 1 });
    expect(
      adminOrdersQuerySchema.parse({ q: '  ', status: 'all', range: 'ALL', page: '' }),
    ).toEqual({ page: 1 });
  });

  it('reads the URL values', () => {
    expect(
      adminOrdersQuerySchema.parse({ q: ' sh-1 ', status: 'Shipped', range: '7d', page: '3' }),
    ).toEqual({ q: 'sh-1', status: 'shipped', range: '7d', page: 3 });
    expect(adminOrdersQuerySchema.parse({ method: 'COD' })).toEqual({ method: 'cod', page: 1 });
    expect(adminOrdersQuerySchema.parse({ method: 'all' })).toEqual({ page: 1 });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['unknown status', { status: 'lost' }, { status: 'Unknown status filter' }],
    ['unknown range', { range: 'year' }, { range: 'Unknown date filter' }],
    ['unknown method', { method: 'cheque' }, { method: 'Unknown payment method filter' }],
    ['page 0', { page: '0' }, { page: 'Page must be 1 or more' }],
    ['page 1.5', { page: '1.5' }, { page: 'Page must be a whole number' }],
    ['page text', { page: 'two' }, { page: 'Page must be a whole number' }],
    ['page too deep', { page: '1000001' }, { page: 'Page must be at most 1000000' }],
    ['long search', { q: 'x'.repeat(101) }, { q: 'Search text must be at most 100 characters' }],
    ['short search', { q: ' li ' }, { q: 'Type at least 3 characters to search' }],
  ])('%s', (_name, input, errors) => {
    expect(errorsOf(adminOrdersQuerySchema, input)).toEqual(errors);
  });
});

describe('updateOrderStatusSchema', () => {
  it('accepts any casing and drops timestamps the client sends', () => {
    expect(
      updateOrderStatusSchema.parse({
        orderid: ' abc ',
        status: 'Shipped',
        shippedAt: '1999-01-01T00:00:00.000Z',
      }),
    ).toEqual({ orderid: 'abc', status: 'shipped' });
    expect(updateOrderStatusSchema.parse({ orderid: 'a', status: 'Cancelled' }).status).toBe(
      'cancelled',
    );
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['missing order id', { status: 'shipped' }, { orderid: 'Order id is required' }],
    ['unknown status', { orderid: 'a', status: 'lost' }, { status: 'Unknown order status' }],
    ['status not text', { orderid: 'a', status: 3 }, { status: 'Unknown order status' }],
  ])('%s', (_name, input, errors) => {
    expect(errorsOf(updateOrderStatusSchema, input)).toEqual(errors);
  });
});
