import { describe, expect, it } from 'vitest';
import {
  adminCanSetReturnStatus,
  canDeleteReturn,
  RETURN_ACTION_STATUS,
  returnActions,
  returnCodeStep,
  returnStatusAfterCode,
} from './return-steps';
import { RETURN_TYPES } from './returns';
import { canTransitionReturn, RETURN_STATUSES, type ReturnStatus } from './statuses';

type Move = [ReturnStatus, ReturnStatus, 'replacement' | 'save_to_wallet'];

describe('adminCanSetReturnStatus', () => {
  const allowed: Move[] = [
    ['return_requested', 'approved_by_shop_owner', 'replacement'],
    ['return_requested', 'approved_by_shop_owner', 'save_to_wallet'],
    ['return_requested', 'rejected', 'replacement'],
    ['return_requested', 'rejected', 'save_to_wallet'],
    ['approved_by_shop_owner', 'pickup_scheduled', 'replacement'],
    ['approved_by_shop_owner', 'pickup_scheduled', 'save_to_wallet'],
    ['picked_up', 'replacement_shipped', 'replacement'],
  ];

  it('allows exactly the four console buttons, for each type they apply to', () => {
    const all: Move[] = RETURN_STATUSES.flatMap((from) =>
      RETURN_STATUSES.flatMap((to) => RETURN_TYPES.map((type): Move => [from, to, type])),
    );
    expect(all.filter(([from, to, type]) => adminCanSetReturnStatus(from, to, type))).toEqual(
      allowed,
    );
  });

  it.each<Move>([
    ['pickup_scheduled', 'picked_up', 'replacement'],
    ['pickup_scheduled', 'picked_up', 'save_to_wallet'],
    ['replacement_shipped', 'delivered', 'replacement'],
    ['picked_up', 'wallet_credited', 'save_to_wallet'],
  ])('leaves %s -> %s (%s) to the code or the credit', (from, to, type) => {
    expect(canTransitionReturn(from, to, type)).toBe(true);
    expect(adminCanSetReturnStatus(from, to, type)).toBe(false);
  });
});

describe('returnCodeStep and returnStatusAfterCode', () => {
  it.each<[ReturnStatus, 'pickup' | 'delivery' | null]>([
    ['return_requested', null],
    ['approved_by_shop_owner', null],
    ['pickup_scheduled', 'pickup'],
    ['picked_up', null],
    ['replacement_shipped', 'delivery'],
    ['delivered', null],
    ['wallet_credited', null],
    ['rejected', null],
  ])('%s waits for %s', (status, step) => {
    expect(returnCodeStep(status)).toBe(step);
  });

  it('moves a pickup to picked_up and a delivery to delivered, along allowed transitions', () => {
    expect(returnStatusAfterCode('pickup')).toBe('picked_up');
    expect(returnStatusAfterCode('delivery')).toBe('delivered');
    expect(canTransitionReturn('pickup_scheduled', 'picked_up', 'replacement')).toBe(true);
    expect(canTransitionReturn('replacement_shipped', 'delivered', 'replacement')).toBe(true);
  });
});

describe('canDeleteReturn', () => {
  it('allows only requested and rejected returns', () => {
    expect(RETURN_STATUSES.filter(canDeleteReturn)).toEqual(['return_requested', 'rejected']);
  });
});

describe('returnActions', () => {
  it.each<[ReturnStatus, 'replacement' | 'save_to_wallet', string[]]>([
    ['return_requested', 'replacement', ['accept', 'reject', 'delete']],
    ['approved_by_shop_owner', 'save_to_wallet', ['schedule_pickup']],
    ['pickup_scheduled', 'replacement', ['send_pickup_code']],
    ['picked_up', 'replacement', ['ship_replacement', 'credit_wallet']],
    ['picked_up', 'save_to_wallet', ['credit_wallet']],
    ['replacement_shipped', 'replacement', ['send_delivery_code']],
    ['rejected', 'save_to_wallet', ['delete']],
    ['delivered', 'replacement', []],
    ['wallet_credited', 'save_to_wallet', []],
  ])('%s (%s) offers %j', (status, type, actions) => {
    expect(returnActions(status, type)).toEqual(actions);
  });

  it('offers only status buttons the server accepts, and codes only where one is awaited', () => {
    for (const status of RETURN_STATUSES) {
      for (const type of RETURN_TYPES) {
        for (const action of returnActions(status, type)) {
          if (action in RETURN_ACTION_STATUS) {
            const to = RETURN_ACTION_STATUS[action as keyof typeof RETURN_ACTION_STATUS];
            expect(adminCanSetReturnStatus(status, to, type)).toBe(true);
          }
          if (action === 'send_pickup_code') expect(returnCodeStep(status)).toBe('pickup');
          if (action === 'send_delivery_code') expect(returnCodeStep(status)).toBe('delivery');
          if (action === 'delete') expect(canDeleteReturn(status)).toBe(true);
        }
      }
    }
  });
});
