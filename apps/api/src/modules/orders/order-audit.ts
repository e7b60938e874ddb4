import { changedFields, courierOf, type Courier } from '@store/domain';
import type { Tx } from '#db/client';
import { recordAdminWrite, type AuditActor } from '#modules/audit';
import type { OrderRow } from './order-repository';

/** What an admin's status change shows in the log: the status, and the courier when shipping. */
const LOGGED_FIELDS = ['status', 'carrier', 'trackingNumber', 'isPaid'] as const;

/**
 * Records an order's move from `before` to `after`, inside the transaction that made it. The log
 * is read by people, so a courier is written by its name ('Quiqup', 'DHL'), as the order and the
 * shipped mail show it, not by the key the order stores.
 */
export async function recordOrderStatus(
  tx: Tx,
  actor: AuditActor | undefined,
  before: OrderRow,
  after: OrderRow,
  couriers: readonly Courier[] = [],
): Promise<void> {
  // Moves made without an admin (the shopper's cancel, tests' set-up) are not admin writes.
  if (!actor) return;
  const changes = changedFields(before, after, LOGGED_FIELDS);
  const { carrier } = changes;
  if (carrier) {
    const named = (key: unknown) =>
      typeof key === 'string' ? (courierOf(couriers, key)?.label ?? key) : key;
    changes.carrier = { from: named(carrier.from), to: named(carrier.to) };
  }
  await recordAdminWrite(tx, actor, {
    action: 'order.status',
    objectType: 'order',
    objectId: after.id,
    objectLabel: after.orderid,
    changes,
  });
}
