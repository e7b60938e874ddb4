import type { AuditEntry, Sent } from '@store/domain/contract';
import { auditLogQuerySchema, toFils } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import { auditLogPage, type AuditEntryRow } from './audit-log-repository';

/** How many of a run's products an entry names; the rest are counted, as the page shows them. */
export const AUDIT_RUN_PRODUCTS_SHOWN = 10;

/**
 * A bulk action's or an import's products, from the productids its record stores under `ids`:
 * the first few to link to and how many more there are, so a run of 10,000 products answers
 * with a short list (the stored record keeps them all).
 */
function runProducts(row: AuditEntryRow) {
  if (row.objectType !== 'bulk' && row.objectType !== 'import') return { changes: row.changes };
  const { ids, ...changes } = row.changes as Record<string, unknown>;
  const productids = Array.isArray(ids) ? ids.filter((id) => typeof id === 'string') : [];
  return {
    changes,
    products: {
      productids: productids.slice(0, AUDIT_RUN_PRODUCTS_SHOWN),
      more: Math.max(0, productids.length - AUDIT_RUN_PRODUCTS_SHOWN),
    },
  };
}

const aedToFils = (value: unknown) => (typeof value === 'number' ? toFils(value) : value);

/**
 * A wallet adjustment's figures in the order a person reads them: the amount, the reason, the
 * balance. An entry recorded before its money was kept in fils, like every other entry's, had AED
 * under `amount` and `balance`; the stored entry cannot change (the log is append-only), so it is
 * answered in the shape entries have now, `amountFils` and `balanceFils`.
 */
function walletChanges(row: AuditEntryRow): Record<string, unknown> {
  const changes = row.changes as Record<string, unknown>;
  if (row.objectType !== 'wallet') return changes;
  const { amount, balance, amountFils, balanceFils, reason, ...rest } = changes;
  const was = (balance ?? {}) as { from?: unknown; to?: unknown };
  const fils = {
    amountFils: amount === undefined ? amountFils : aedToFils(amount),
    reason,
    balanceFils:
      balance === undefined ? balanceFils : { from: aedToFils(was.from), to: aedToFils(was.to) },
  };
  return {
    ...Object.fromEntries(Object.entries(fils).filter(([, v]) => v !== undefined)),
    ...rest,
  };
}

function entryJson(row: AuditEntryRow): Sent<AuditEntry> {
  const { changes, products = null } = runProducts({ ...row, changes: walletChanges(row) });
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    admin: { _id: row.adminId, username: row.adminUsername },
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    objectLabel: row.objectLabel,
    changes,
    /** A bulk action's or an import's products (above); null for a write on one object. */
    products,
  };
}

export type AuditEntryJson = ReturnType<typeof entryJson>;

/**
 * The audit log, read only (decision 51): there is deliberately no call that edits or deletes an
 * entry, and the database refuses both anyway.
 */
export async function auditLogRoutes(app: FastifyInstance) {
  app.get(
    '/api/admin/audit-log',
    {
      preHandler: app.requireAdmin,
      config: {
        permission: 'audit:read',
        openapi: {
          summary:
            'Admin writes, newest first, by kind of object or one object; older ones after `before`',
          query: auditLogQuerySchema,
          response: '{success, entries, nextBefore}',
        },
      },
    },
    async (request) => {
      const query = parseInput(auditLogQuerySchema, request.query);
      const { rows, hasMore } = await auditLogPage(app.db, query);
      const last = rows.at(-1);
      return {
        success: true,
        entries: rows.map(entryJson),
        // The id to ask `before` for the next, older page; null on the last page.
        nextBefore: hasMore && last ? last.id : null,
      };
    },
  );
}
