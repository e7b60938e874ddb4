import { RETURN_STATUSES, canTransitionReturn } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { actionsFor } from './return-actions';

const names = (status: (typeof RETURN_STATUSES)[number], type = 'save_to_wallet' as const) =>
  actionsFor({ status, returntype: type }).map((a) => a.name);

describe('actionsFor', () => {
  it('offers what each status allows', () => {
    expect(names('return_requested')).toEqual(['accept', 'reject', 'delete']);
    expect(names('approved_by_shop_owner')).toEqual(['schedule']);
    expect(names('pickup_scheduled')).toEqual(['sendPickupCode']);
    expect(names('picked_up')).toEqual(['credit']);
    expect(actionsFor({ status: 'picked_up', returntype: 'replacement' })).toEqual([
      { kind: 'move', name: 'ship', to: 'replacement_shipped' },
      { kind: 'credit', name: 'credit' },
    ]);
    expect(names('replacement_shipped')).toEqual(['sendDeliveryCode']);
    expect(names('rejected')).toEqual(['delete']);
    expect(names('delivered')).toEqual([]);
    expect(names('wallet_credited')).toEqual([]);
  });

  it('moves a return only along the domain transitions', () => {
    for (const status of RETURN_STATUSES) {
      for (const type of ['replacement', 'save_to_wallet'] as const) {
        for (const action of actionsFor({ status, returntype: type })) {
          if (action.kind === 'move') {
            expect(canTransitionReturn(status, action.to, type)).toBe(true);
          }
        }
      }
    }
  });
});
