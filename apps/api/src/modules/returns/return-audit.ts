import { changedFields } from '@store/domain';
import type { Tx } from '#db/client';
import { recordAdminWrite, type AuditActor } from '#modules/audit';
import * as repo from './return-repository';

/** What a return's change shows in the log: its status, the credit and the restock. */
const LOGGED_FIELDS = ['status', 'creditedFils', 'restocked'] as const;

/**
 * Records an admin's change to a locked return, `before` as it was locked, read again in the same
 * transaction after the change (a pickup may have gone on to its wallet credit).
 */
export async function recordReturnWrite(
  tx: Tx,
  actor: AuditActor | undefined,
  before: repo.ReturnRow,
  action: 'return.status' | 'return.delete' = 'return.status',
): Promise<void> {
  // Moves made without an admin (tests' set-up, the shopper's own steps) are not admin writes.
  if (!actor) return;
  const after = action === 'return.delete' ? undefined : await repo.lockReturn(tx, before.id);
  await recordAdminWrite(tx, actor, {
    action,
    objectType: 'return',
    objectId: before.id,
    objectLabel: before.returnid,
    changes: changedFields(before, after, LOGGED_FIELDS),
  });
}
