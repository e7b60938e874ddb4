import { changedFields } from '@store/domain';
import type { Tx } from '../../db/client';
import { recordAdminWrite, type AuditActor } from '../audit/audit-log';
import type { OrderRow } from '../checkout/checkout-repository';

/** What an admin's status change shows in the log: the status, and the courier when shipping. */
const LOGGED_FIELDS = ['status', 'carrier', 'trackingNumber', 'isPaid'] as const;

/** Records an order's move from `before` to `after`, inside the transaction that made it. */
export async function recordOrderStatus(
  tx: Tx,
  actor: AuditActor | undefined,
  before: OrderRow,
  after: OrderRow,
): Promise<void> {
  // Moves made without an admin (the shopper's cancel, tests' set-up) are not admin writes.
  if (!actor) return;
  await recordAdminWrite(tx, actor, {
    action: 'order.status',
    objectType: 'order',
    objectId: after.id,
    objectLabel: after.orderid,
    changes: changedFields(before, after, LOGGED_FIELDS),
  });
}
