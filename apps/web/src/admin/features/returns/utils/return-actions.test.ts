import { RETURN_STATUSES, allows, canTransitionReturn, permissionsOfRole } from '@store/domain';
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
      { kind: 'move', name: 'ship', to: 'replacement_shipped', permission: 'returns:replace' },
      { kind: 'credit', name: 'credit', permission: 'returns:credit' },
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

  it('names the permission each step needs, so a role sees only the steps it may take', () => {
    const stepsOf = (role: 'fulfilment' | 'customer-service') => {
      const held = permissionsOfRole(role);
      return (status: (typeof RETURN_STATUSES)[number], type = 'replacement' as const) =>
        actionsFor({ status, returntype: type })
          .filter((action) => allows(held, action.permission))
          .map((action) => action.name);
    };
    const fulfilment = stepsOf('fulfilment');
    expect(fulfilment('return_requested')).toEqual([]);
    expect(fulfilment('approved_by_shop_owner')).toEqual(['schedule']);
    expect(fulfilment('pickup_scheduled')).toEqual(['sendPickupCode']);
    expect(fulfilment('picked_up')).toEqual(['ship']);
    expect(fulfilment('replacement_shipped')).toEqual(['sendDeliveryCode']);
    const service = stepsOf('customer-service');
    expect(service('return_requested')).toEqual(['accept', 'reject', 'delete']);
    expect(service('approved_by_shop_owner')).toEqual([]);
    expect(service('picked_up')).toEqual(['credit']);
  });
});
