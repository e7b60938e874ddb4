import type { AuditChanges, AuditObjectType } from '@store/domain';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '#db/client';
import { adminAuditLog } from '#db/schema';

/** The name the log gives a shopper who acts on their own account. */
export const SHOPPER_ACTOR = 'customer';

/**
 * Who makes a write: the request, whose verified token names the admin (or the shopper), and
 * the member's name as the back-office guard read it (`request.staff`); a member acting before
 * their session exists (a second step, an invitation accepted) names themselves.
 */
export type AuditActor = Pick<FastifyRequest, 'auth'> & { staff?: { name: string } | null };

/** One admin write as the audit log keeps it. */
export interface AdminWrite {
  /** `object.verb`: product.create, product.update, image.delete, order.status, wallet.credit… */
  action: string;
  objectType: AuditObjectType;
  objectId: string;
  /** A name a person recognises, as it is at the time of the write. */
  objectLabel?: string | null;
  /** Field by field (changedFields in the domain package), plus facts such as counts. */
  changes?: AuditChanges;
}

/**
 * Records an admin write. Call it inside the transaction that makes the write, so the record
 * exists exactly when the change does (a write rolled back leaves no record, and a recorded write
 * cannot be lost). The admin comes from the request's verified token, never from its body.
 */
export async function recordAdminWrite(
  tx: Db | Tx,
  request: AuditActor,
  write: AdminWrite,
): Promise<void> {
  await recordAdminWrites(tx, request, [write]);
}

/** Rows a single insert carries: well under PostgreSQL's 65,535 parameters at 8 a row. */
const ROWS_PER_INSERT = 1_000;

/** Records many writes of one request (an import's products) in a few inserts, as above. */
export async function recordAdminWrites(
  tx: Db | Tx,
  request: AuditActor,
  writes: readonly AdminWrite[],
): Promise<void> {
  const adminId = request.auth?.role === 'admin' ? request.auth.userId : null;
  // The member by the name they set (the owner the store made by its username); a shopper
  // acting on their own account (their data's download, its deletion) is 'customer'.
  const adminUsername = adminId
    ? (request.staff?.name ?? 'admin')
    : request.auth?.role === 'customer'
      ? SHOPPER_ACTOR
      : 'system';
  for (let start = 0; start < writes.length; start += ROWS_PER_INSERT) {
    await tx.insert(adminAuditLog).values(
      writes.slice(start, start + ROWS_PER_INSERT).map((write) => ({
        adminId,
        adminUsername,
        action: write.action,
        objectType: write.objectType,
        objectId: write.objectId,
        objectLabel: write.objectLabel ?? null,
        changes: write.changes ?? {},
      })),
    );
  }
}
