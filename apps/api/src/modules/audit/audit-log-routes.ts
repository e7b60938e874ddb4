import { auditLogQuerySchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../platform/validation';
import { auditLogPage, type AuditEntryRow } from './audit-log-repository';

function entryJson(row: AuditEntryRow) {
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    admin: { _id: row.adminId, username: row.adminUsername },
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    objectLabel: row.objectLabel,
    changes: row.changes,
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
