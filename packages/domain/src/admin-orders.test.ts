import { describe, expect, it } from 'vitest';
import {
  mobileSearchDigits,
  mobileSearchKey,
  ADMIN_ORDER_STATUS_GROUPS,
  ORDER_DELIVERED_MESSAGE,
  adminOrderRangeStart,
  canSendDeliveryCode,
  isPaidAtDoor,
} from './admin-orders';
import { ORDER_STATUSES } from './statuses';

describe('ADMIN_ORDER_STATUS_GROUPS', () => {
  it('puts every stored status in exactly one group', () => {
    const grouped = Object.values(ADMIN_ORDER_STATUS_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('counts out-for-delivery as shipped and refunded as cancelled', () => {
    expect(ADMIN_ORDER_STATUS_GROUPS.shipped).toContain('out-for-delivery');
    expect(ADMIN_ORDER_STATUS_GROUPS.cancelled).toContain('refunded');
  });
});

describe('adminOrderRangeStart', () => {
  // 2030-05-10 01:30 in Dubai.
  const now = new Date('2030-05-09T21:30:00.000Z');
  it.each([
    ['today', '2030-05-09T20:00:00.000Z'],
    ['7d', '2030-05-03T20:00:00.000Z'],
    ['30d', '2030-04-10T20:00:00.000Z'],
  ] as const)('%s starts at %s', (range, expected) => {
    expect(adminOrderRangeStart(range, now).toISOString()).toBe(expected);
  });
});

describe('canSendDeliveryCode', () => {
  it.each([
    ['placed', false],
    ['shipped', true],
    ['out-for-delivery', true],
    ['delivered', false],
    ['cancelled', false],
    ['refunded', false],
  ] as const)('%s -> %s', (status, expected) => {
    expect(canSendDeliveryCode(status)).toBe(expected);
  });
});

it('states the one return window of 3 days', () => {
  expect(ORDER_DELIVERED_MESSAGE).toBe(
    'Order marked as delivered. Return window is now active for 3 days.',
  );
});

describe('isPaidAtDoor', () => {
  it.each([
    ['COD', true],
    ['wallet_partial', true],
    ['wallet', false],
    ['online', false],
  ])('%s -> %s', (method, expected) => {
    expect(isPaidAtDoor(method)).toBe(expected);
  });
});

describe('mobileSearchKey and mobileSearchDigits', () => {
  const stored = ['+971501234567', '0501234567', '971 50 123 4567', '050-123-4567'];

  it.each(['050 123 4567', '0501234567', '+971 50 123 4567', '971501234567', '00971-50-1234567'])(
    '%s finds the mobile however it was stored',
    (query) => {
      const key = mobileSearchKey(query);
      expect(key).toBe('501234567');
      for (const form of stored) expect(mobileSearchDigits(form)).toContain(key);
    },
  );

  it.each([
    ['050 123', '50123'],
    ['(050) 12', '5012'],
    ['+971 55', null],
  ])('a start of a mobile, %s, is searched by its national digits (%s)', (query, key) => {
    expect(mobileSearchKey(query)).toBe(key);
  });

  it.each(['SH-20301', 'mariam', '12345', '0412345', 'mariam 050', '050 123 4567 8', '+'])(
    '%s is not a mobile: searched as typed',
    (query) => {
      expect(mobileSearchKey(query)).toBeNull();
    },
  );
});
