import {
  RETURN_ACTION_PERMISSION,
  returnActions,
  type PermissionDeclaration,
  type ReturnAction as DomainAction,
  type ReturnStatus,
} from '@store/domain';

import type { AdminReturn } from '@store/domain/contract';

/**
 * The buttons a return offers: a status change the server makes on its
 * own (`move`), a code sent to the shopper and typed back (`code`), the wallet credit and the
 * deletion of a return nothing has happened to.
 */
export type ReturnAction =
  | { kind: 'move'; name: 'accept' | 'reject' | 'schedule' | 'ship'; to: ReturnStatus }
  | { kind: 'code'; name: 'sendPickupCode' | 'sendDeliveryCode'; step: 'pickup' | 'delivery' }
  | { kind: 'credit'; name: 'credit' }
  | { kind: 'delete'; name: 'delete' };

const BUTTON: Record<DomainAction, ReturnAction> = {
  accept: { kind: 'move', name: 'accept', to: 'approved_by_shop_owner' },
  reject: { kind: 'move', name: 'reject', to: 'rejected' },
  schedule_pickup: { kind: 'move', name: 'schedule', to: 'pickup_scheduled' },
  send_pickup_code: { kind: 'code', name: 'sendPickupCode', step: 'pickup' },
  ship_replacement: { kind: 'move', name: 'ship', to: 'replacement_shipped' },
  send_delivery_code: { kind: 'code', name: 'sendDeliveryCode', step: 'delivery' },
  credit_wallet: { kind: 'credit', name: 'credit' },
  delete: { kind: 'delete', name: 'delete' },
};

/**
 * What the domain allows for the return's status and type, in the order the buttons show, each
 * with the permission its call needs (the page offers only those the member's role has).
 */
export function actionsFor(
  ret: Pick<AdminReturn, 'status' | 'returntype'>,
): (ReturnAction & { permission: PermissionDeclaration })[] {
  return returnActions(ret.status, ret.returntype).map((action) => ({
    ...BUTTON[action],
    permission: RETURN_ACTION_PERMISSION[action],
  }));
}
