import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  countsAsRevenue,
  ORDER_TRACKER_STEPS,
  ORDER_TRANSITIONS,
  RETURN_STATUSES,
  canCancelOrder,
  canTransitionOrder,
  canTransitionReturn,
  isTerminalReturnStatus,
  normalizeOrderStatus,
  normalizeReturnStatus,
  orderTimestampField,
  orderTrackerStep,
  returnTransitionNeedsCode,
  shopperCancelKind,
  type OrderStatus,
  type ReturnStatus,
} from './statuses';

describe('normalizeOrderStatus', () => {
  it.each([
    ['placed', 'placed'],
    ['Shipped', 'shipped'],
    ['Cancelled', 'cancelled'],
    ['  DELIVERED ', 'delivered'],
    ['out-for-delivery', 'out-for-delivery'],
    ['Out For Delivery', 'out-for-delivery'],
    ['REFUNDED', 'refunded'],
    ['', null],
    ['canceled', null],
    ['pending', null],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeOrderStatus(input)).toBe(expected);
  });

  it('refuses a non-string from untrusted JSON', () => {
    expect(normalizeOrderStatus(42 as unknown as string)).toBeNull();
  });
});

const ALLOWED_ORDER: [OrderStatus, OrderStatus][] = [
  ['placed', 'shipped'],
  ['placed', 'cancelled'],
  ['shipped', 'out-for-delivery'],
  ['shipped', 'cancelled'],
  ['out-for-delivery', 'delivered'],
  ['out-for-delivery', 'cancelled'],
  ['cancelled', 'refunded'],
];

describe('canTransitionOrder', () => {
  it('the table lists exactly the allowed moves', () => {
    const listed = ORDER_STATUSES.flatMap((from) =>
      ORDER_TRANSITIONS[from].map((to) => [from, to]),
    );
    expect(listed).toEqual(ALLOWED_ORDER);
  });

  it.each(ALLOWED_ORDER)('allows %s -> %s', (from, to) => {
    expect(canTransitionOrder(from, to)).toBe(true);
  });

  const refused = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.filter((to) => !ALLOWED_ORDER.some(([f, t]) => f === from && t === to)).map(
      (to): [OrderStatus, OrderStatus] => [from, to],
    ),
  );
  it.each(refused)('refuses %s -> %s', (from, to) => {
    expect(canTransitionOrder(from, to)).toBe(false);
  });
});

describe('canCancelOrder', () => {
  it.each<[OrderStatus, boolean]>([
    ['placed', true],
    ['shipped', true],
    ['out-for-delivery', true],
    ['delivered', false],
    ['cancelled', false],
    ['refunded', false],
  ])('%s -> %s', (status, expected) => {
    expect(canCancelOrder(status)).toBe(expected);
  });
});

describe('orderTimestampField', () => {
  it.each<[OrderStatus, string | null]>([
    ['placed', null],
    ['shipped', 'shippedAt'],
    ['out-for-delivery', null],
    ['delivered', 'deliveredAt'],
    ['cancelled', 'cancelledAt'],
    ['refunded', null],
  ])('%s -> %s', (status, field) => {
    expect(orderTimestampField(status)).toBe(field);
  });
});

describe('orderTrackerStep', () => {
  it('has the three steps', () => {
    expect(ORDER_TRACKER_STEPS).toEqual(['Order Placed', 'Shipped', 'Delivered']);
  });

  it.each<[OrderStatus, number]>([
    ['placed', 0],
    ['shipped', 1],
    ['out-for-delivery', 1],
    ['delivered', 2],
    ['cancelled', 0],
    ['refunded', 0],
  ])('%s -> step %i', (status, step) => {
    expect(orderTrackerStep(status)).toBe(step);
  });
});

describe('normalizeReturnStatus', () => {
  it.each([
    ['return_requested', 'return_requested'],
    [' Picked_Up ', 'picked_up'],
    ['WALLET_CREDITED', 'wallet_credited'],
    ['picked up', null],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeReturnStatus(input)).toBe(expected);
  });
});

type ReturnMove = [ReturnStatus, ReturnStatus, 'replacement' | 'save_to_wallet'];
const ALLOWED_RETURN: ReturnMove[] = [
  ['return_requested', 'approved_by_shop_owner', 'replacement'],
  ['return_requested', 'approved_by_shop_owner', 'save_to_wallet'],
  ['return_requested', 'rejected', 'replacement'],
  ['return_requested', 'rejected', 'save_to_wallet'],
  ['approved_by_shop_owner', 'pickup_scheduled', 'replacement'],
  ['approved_by_shop_owner', 'pickup_scheduled', 'save_to_wallet'],
  ['pickup_scheduled', 'picked_up', 'replacement'],
  ['pickup_scheduled', 'picked_up', 'save_to_wallet'],
  ['picked_up', 'replacement_shipped', 'replacement'],
  ['picked_up', 'wallet_credited', 'save_to_wallet'],
  // A replacement that cannot ship is credited instead.
  ['picked_up', 'wallet_credited', 'replacement'],
  ['replacement_shipped', 'delivered', 'replacement'],
];

describe('canTransitionReturn', () => {
  it.each(ALLOWED_RETURN)('allows %s -> %s for %s', (from, to, type) => {
    expect(canTransitionReturn(from, to, type)).toBe(true);
  });

  const refused: ReturnMove[] = RETURN_STATUSES.flatMap((from) =>
    RETURN_STATUSES.flatMap((to) =>
      (['replacement', 'save_to_wallet'] as const)
        .filter((type) => !ALLOWED_RETURN.some(([f, t, k]) => f === from && t === to && k === type))
        .map((type): ReturnMove => [from, to, type]),
    ),
  );
  it('refuses every other move', () => {
    expect(refused).toHaveLength(RETURN_STATUSES.length ** 2 * 2 - ALLOWED_RETURN.length);
    expect(refused.filter(([from, to, type]) => canTransitionReturn(from, to, type))).toEqual([]);
  });

  it.each<ReturnMove>([
    ['replacement_shipped', 'wallet_credited', 'replacement'],
    ['picked_up', 'replacement_shipped', 'save_to_wallet'],
    ['return_requested', 'picked_up', 'replacement'],
    ['approved_by_shop_owner', 'rejected', 'replacement'],
    ['rejected', 'approved_by_shop_owner', 'replacement'],
    ['wallet_credited', 'return_requested', 'save_to_wallet'],
    ['delivered', 'replacement_shipped', 'replacement'],
  ])('refuses %s -> %s for %s', (from, to, type) => {
    expect(canTransitionReturn(from, to, type)).toBe(false);
  });
});

describe('returnTransitionNeedsCode', () => {
  it.each<[ReturnStatus, ReturnStatus, boolean]>([
    ['pickup_scheduled', 'picked_up', true],
    ['replacement_shipped', 'delivered', true],
    ['return_requested', 'approved_by_shop_owner', false],
    ['approved_by_shop_owner', 'pickup_scheduled', false],
    ['picked_up', 'replacement_shipped', false],
    ['picked_up', 'wallet_credited', false],
  ])('%s -> %s: %s', (from, to, expected) => {
    expect(returnTransitionNeedsCode(from, to)).toBe(expected);
  });
});

describe('isTerminalReturnStatus', () => {
  it.each<[ReturnStatus, boolean]>([
    ['return_requested', false],
    ['approved_by_shop_owner', false],
    ['rejected', true],
    ['pickup_scheduled', false],
    ['picked_up', false],
    ['replacement_shipped', false],
    ['delivered', true],
    ['wallet_credited', true],
  ])('%s -> %s', (status, expected) => {
    expect(isTerminalReturnStatus(status)).toBe(expected);
  });
});

describe('countsAsRevenue', () => {
  it.each([
    ['placed', true],
    ['shipped', true],
    ['out-for-delivery', true],
    ['delivered', true],
    ['cancelled', false],
    ['refunded', false],
  ] as const)('%s -> %s', (status, counts) => {
    expect(countsAsRevenue(status)).toBe(counts);
  });
});

describe('shopperCancelKind', () => {
  it.each([
    ['placed', 'cancel'],
    ['shipped', 'request'],
    ['out-for-delivery', 'request'],
    ['delivered', 'none'],
    ['cancelled', 'none'],
    ['refunded', 'none'],
  ] as const)('%s -> %s', (status, kind) => {
    expect(shopperCancelKind(status)).toBe(kind);
  });
});
