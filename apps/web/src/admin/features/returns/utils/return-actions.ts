import type { ReturnStatus } from '@store/domain';

import type { AdminReturn } from '../types';

/**
 * The buttons a return offers (admin spec section 4): a status change the server makes on its
 * own (`move`), a code sent to the shopper and typed back (`code`), the wallet credit's retry and
 * the deletion of a return nothing has happened to.
 */
export type ReturnAction =
  | { kind: 'move'; name: 'accept' | 'reject' | 'schedule' | 'ship'; to: ReturnStatus }
  | { kind: 'code'; name: 'sendPickupCode' | 'sendDeliveryCode'; step: 'pickup' | 'delivery' }
  | { kind: 'credit'; name: 'credit' }
  | { kind: 'delete'; name: 'delete' };

/** What each status allows, in the order the buttons show. */
export function actionsFor(ret: Pick<AdminReturn, 'status' | 'returntype'>): ReturnAction[] {
  switch (ret.status) {
    case 'return_requested':
      return [
        { kind: 'move', name: 'accept', to: 'approved_by_shop_owner' },
        { kind: 'move', name: 'reject', to: 'rejected' },
        { kind: 'delete', name: 'delete' },
      ];
    case 'approved_by_shop_owner':
      return [{ kind: 'move', name: 'schedule', to: 'pickup_scheduled' }];
    case 'pickup_scheduled':
      return [{ kind: 'code', name: 'sendPickupCode', step: 'pickup' }];
    case 'picked_up':
      // A save_to_wallet return is credited with its pickup code; it waits here only when that
      // credit failed, and the credit is retried.
      return ret.returntype === 'replacement'
        ? [{ kind: 'move', name: 'ship', to: 'replacement_shipped' }]
        : [{ kind: 'credit', name: 'credit' }];
    case 'replacement_shipped':
      return [{ kind: 'code', name: 'sendDeliveryCode', step: 'delivery' }];
    case 'rejected':
      return [{ kind: 'delete', name: 'delete' }];
    case 'delivered':
    case 'wallet_credited':
      return [];
  }
}
