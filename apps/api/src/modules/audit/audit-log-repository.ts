import type { AuditLogQuery } from '@store/domain';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client';
import { adminAuditLog } from '#db/schema';

export type AuditEntryRow = typeof adminAuditLog.$inferSelect;

/**
 * One page of the log, newest first, and whether older entries follow. Older pages start after
 * `before` (an entry's id): the row pair (created_at, id) is compared with that entry's, so each
 * page is a range read of the newest-first index however deep it is, with no OFFSET to walk.
 */
export async function auditLogPage(
  db: Db,
  query: AuditLogQuery,
): Promise<{ rows: AuditEntryRow[]; hasMore: boolean }> {
  const where: (SQL | undefined)[] = [
    query.objectType ? eq(adminAuditLog.objectType, query.objectType) : undefined,
    query.objectId ? eq(adminAuditLog.objectId, query.objectId) : undefined,
  ];
  if (query.before) {
    where.push(
      sql`(${adminAuditLog.createdAt}, ${adminAuditLog.id}) < (SELECT a.created_at, a.id FROM admin_audit_log a WHERE a.id = ${query.before})`,
    );
  }
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(and(...where))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(query.limit + 1);
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}
