import type { ReturnStatus } from '@store/domain';

import { StatusBadge, type BadgeTone } from './status-badge';
import { at } from '../i18n';

/** The colour of each return status (its label is always shown too). */
const RETURN_TONES: Record<ReturnStatus, BadgeTone> = {
  return_requested: 'warning',
  approved_by_shop_owner: 'info',
  rejected: 'danger',
  pickup_scheduled: 'progress',
  picked_up: 'progress',
  replacement_shipped: 'progress',
  delivered: 'success',
  wallet_credited: 'success',
};

/** A return's status as a badge: Manage Returns' rows and a customer's returns show it alike. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <StatusBadge
      status={status}
      label={at(`returns.status.${status}`)}
      tone={RETURN_TONES[status]}
    />
  );
}
