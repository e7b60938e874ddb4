import { describe, expect, it } from 'vitest';
import { adminOrderActions, orderTimeline } from './order-timeline';

const order = {
  status: 'placed',
  createdAt: '2030-01-01T08:00:00.000Z',
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
};

describe('orderTimeline', () => {
  it('marks what happened, with its time', () => {
    expect(orderTimeline(order).map((s) => [s.key, s.done])).toEqual([
      ['placed', true],
      ['shipped', false],
      ['delivered', false],
    ]);
    const delivered = {
      ...order,
      status: 'Delivered',
      shippedAt: '2030-01-02T08:00:00.000Z',
      deliveredAt: '2030-01-03T08:00:00.000Z',
    };
    expect(orderTimeline(delivered)).toEqual([
      { key: 'placed', at: order.createdAt, done: true },
      { key: 'shipped', at: delivered.shippedAt, done: true },
      { key: 'delivered', at: delivered.deliveredAt, done: true },
    ]);
  });

  it('counts an order out for delivery as shipped', () => {
    const out = { ...order, status: 'out-for-delivery', shippedAt: '2030-01-02T08:00:00.000Z' };
    expect(orderTimeline(out).map((s) => s.done)).toEqual([true, true, false]);
  });

  it('puts Cancelled in place of Delivered, keeping Shipped if it had shipped', () => {
    const cancelled = { ...order, status: 'Cancelled', cancelledAt: '2030-01-01T09:00:00.000Z' };
    expect(orderTimeline(cancelled).map((s) => [s.key, s.done])).toEqual([
      ['placed', true],
      ['shipped', false],
      ['cancelled', true],
    ]);
    const late = { ...cancelled, status: 'refunded', shippedAt: '2030-01-01T08:30:00.000Z' };
    expect(orderTimeline(late)[1]?.done).toBe(true);
    expect(orderTimeline(late)[2]).toEqual({
      key: 'cancelled',
      at: cancelled.cancelledAt,
      done: true,
    });
  });
});

describe('adminOrderActions', () => {
  it.each([
    ['placed', { ship: true, deliver: false, cancel: true, settle: false }],
    ['Shipped', { ship: false, deliver: true, cancel: true, settle: false }],
    ['out-for-delivery', { ship: false, deliver: true, cancel: true, settle: false }],
    ['delivered', { ship: false, deliver: false, cancel: false, settle: false }],
    ['Cancelled', { ship: false, deliver: false, cancel: false, settle: false }],
    ['refunded', { ship: false, deliver: false, cancel: false, settle: false }],
  ])('%s', (status, actions) => {
    expect(adminOrderActions(status)).toEqual(actions);
  });

  it.each(['shipped', 'out-for-delivery'])(
    '%s with a cancellation request offers only its answers',
    (status) => {
      expect(adminOrderActions(status, true)).toEqual({
        ship: false,
        deliver: false,
        cancel: false,
        settle: true,
      });
    },
  );
});
