import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/api-client';
import type { ReturnRequest } from '@store/domain/contract';
import {
  canCancel,
  canReturnItem,
  failureMessage,
  orderStatusOf,
  returnsByItem,
} from './order-rules';

const DAY = 24 * 60 * 60 * 1000;
const delivered = new Date('2026-03-01T10:00:00Z');
const order = { status: 'Delivered', deliveredAt: delivered.toISOString() };
const request = (productid: string, returnid: string) => ({ productid, returnid }) as ReturnRequest;

describe('order rules on the orders page', () => {
  it('reads any casing of a status', () => {
    expect(orderStatusOf({ status: 'OUT-FOR-DELIVERY' })).toBe('out-for-delivery');
    expect(orderStatusOf({ status: 'nonsense' })).toBe('placed');
  });

  it('offers Cancel Order until delivery, never after or twice', () => {
    expect(
      ['placed', 'shipped', 'out-for-delivery'].map((status) => canCancel({ status })),
    ).toEqual([true, true, true]);
    expect(['delivered', 'cancelled', 'refunded'].map((status) => canCancel({ status }))).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('offers Return on a delivered order up to 3 days after delivery, once per item', () => {
    const none = returnsByItem([]);
    expect(canReturnItem(order, 'a', none, new Date(delivered.getTime() + 3 * DAY))).toBe(true);
    expect(canReturnItem(order, 'a', none, new Date(delivered.getTime() + 3 * DAY + 1))).toBe(
      false,
    );
    expect(canReturnItem({ status: 'shipped', deliveredAt: null }, 'a', none, delivered)).toBe(
      false,
    );
    const taken = returnsByItem([request('a', 'RT-2'), request('a', 'RT-1')]);
    expect(canReturnItem(order, 'a', taken, delivered)).toBe(false);
    expect(taken.get('a')?.returnid).toBe('RT-2');
    expect(canReturnItem(order, 'b', taken, delivered)).toBe(true);
  });
});

describe('failureMessage', () => {
  const exception = (reason: string) => `Error cancelling order: ${reason}`;
  it("shows the server's message, or the fallback when it gave none", () => {
    const server = new ApiError(
      'Delivered orders cannot be cancelled',
      409,
      'NOT_CANCELLABLE',
      'http',
    );
    expect(failureMessage(server, 'Failed to cancel order', exception)).toBe(
      'Delivered orders cannot be cancelled',
    );
    const bare = new ApiError('Request failed', 400, undefined, 'http');
    expect(failureMessage(bare, 'Failed to cancel order', exception)).toBe(
      'Failed to cancel order',
    );
  });

  it('names the reason when no answer came', () => {
    const network = new ApiError('Network error', 0, 'NETWORK_ERROR', 'network');
    expect(failureMessage(network, 'x', exception)).toBe('Error cancelling order: Network error');
    expect(failureMessage(new TypeError('boom'), 'x', exception)).toBe(
      'Error cancelling order: boom',
    );
  });
});
