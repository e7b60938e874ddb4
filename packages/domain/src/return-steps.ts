import type { ReturnType } from './returns';
import { canTransitionReturn, returnTransitionNeedsCode, type ReturnStatus } from './statuses';

/**
 * What the back office does to a return, step by step, as its states allow. The server refuses
 * whatever these rules refuse; the Manage Returns screen offers exactly what they allow.
 */
export type ReturnAction =
  | 'accept'
  | 'reject'
  | 'schedule_pickup'
  | 'send_pickup_code'
  | 'ship_replacement'
  | 'send_delivery_code'
  | 'credit_wallet'
  | 'delete';

/** The status each plain status button sends to admin/returns/updateReturnStatus. */
export const RETURN_ACTION_STATUS = {
  accept: 'approved_by_shop_owner',
  reject: 'rejected',
  schedule_pickup: 'pickup_scheduled',
  ship_replacement: 'replacement_shipped',
} as const satisfies Partial<Record<ReturnAction, ReturnStatus>>;

/**
 * True when the admin may set `to` directly. Pickup and the replacement's delivery need the
 * customer's code, and wallet_credited comes only with the credit itself.
 */
export function adminCanSetReturnStatus(
  from: ReturnStatus,
  to: ReturnStatus,
  type: ReturnType,
): boolean {
  return (
    canTransitionReturn(from, to, type) &&
    !returnTransitionNeedsCode(from, to) &&
    to !== 'wallet_credited'
  );
}

/** Which code a return waits for: the pickup's or the replacement delivery's; null for none. */
export function returnCodeStep(status: ReturnStatus): 'pickup' | 'delivery' | null {
  if (status === 'pickup_scheduled') return 'pickup';
  if (status === 'replacement_shipped') return 'delivery';
  return null;
}

/** Where the right code takes the return (a save_to_wallet pickup then goes on to the credit). */
export function returnStatusAfterCode(step: 'pickup' | 'delivery'): ReturnStatus {
  return step === 'pickup' ? 'picked_up' : 'delivered';
}

/** A return may be deleted only while nothing has happened to it. */
export function canDeleteReturn(status: ReturnStatus): boolean {
  return status === 'return_requested' || status === 'rejected';
}

/** The buttons a return in `status` shows on Manage Returns, in screen order. */
export function returnActions(status: ReturnStatus, type: ReturnType): ReturnAction[] {
  switch (status) {
    case 'return_requested':
      return ['accept', 'reject', 'delete'];
    case 'approved_by_shop_owner':
      return ['schedule_pickup'];
    case 'pickup_scheduled':
      return ['send_pickup_code'];
    // A save_to_wallet return rests here only when its credit failed after the code: retry it.
    // A replacement that cannot ship is credited instead.
    case 'picked_up':
      return type === 'replacement' ? ['ship_replacement', 'credit_wallet'] : ['credit_wallet'];
    case 'replacement_shipped':
      return ['send_delivery_code'];
    case 'rejected':
      return ['delete'];
    case 'delivered':
    case 'wallet_credited':
      return [];
  }
}
