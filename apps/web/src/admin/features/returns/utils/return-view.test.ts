import { RETURN_STATUSES } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { completionOf } from './return-view';

describe('completionOf', () => {
  it('gives the credited amount, the delivered replacement and the rejection', () => {
    expect(completionOf({ status: 'wallet_credited', creditedAmount: 104.98 })).toEqual({
      kind: 'credited',
      amount: 104.98,
    });
    expect(completionOf({ status: 'delivered', creditedAmount: null })).toEqual({
      kind: 'delivered',
    });
    expect(completionOf({ status: 'rejected', creditedAmount: null })).toEqual({
      kind: 'rejected',
    });
  });

  it('has nothing to say while a return is under way', () => {
    const open = RETURN_STATUSES.filter(
      (status) => completionOf({ status, creditedAmount: null }) === null,
    );
    expect(open).toEqual([
      'return_requested',
      'approved_by_shop_owner',
      'pickup_scheduled',
      'picked_up',
      'replacement_shipped',
    ]);
  });
});
