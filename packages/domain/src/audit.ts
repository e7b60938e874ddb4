/**
 * The kinds of object an admin write changes, as the audit log files them (issue 31). The console
 * filters the log by these; each write names one object of one kind, or the run (an import, a
 * bulk action) that changed many.
 */
export const AUDIT_OBJECT_TYPES = [
  'product',
  'image',
  'offer',
  'order',
  'return',
  'wallet',
  'import',
  'bulk',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/** One field an admin changed: what it was and what it became (absent: it did not exist). */
export interface AuditFieldChange {
  from?: unknown;
  to?: unknown;
}

/** What a write changed, field by field, plus any facts about the write itself (counts, names). */
export type AuditChanges = Record<string, AuditFieldChange | unknown>;

/**
 * The fields whose values differ between `before` and `after`, compared as JSON so arrays and
 * objects count as changed only when their contents differ. Fields not named are ignored, so
 * bookkeeping columns (updated_at) never fill the log.
 */
export function changedFields<T extends object>(
  before: T | null | undefined,
  after: T | null | undefined,
  fields: readonly (keyof T & string)[],
): Record<string, AuditFieldChange> {
  const changes: Record<string, AuditFieldChange> = {};
  for (const field of fields) {
    const from = before ? before[field] : undefined;
    const to = after ? after[field] : undefined;
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    const change: AuditFieldChange = {};
    if (before) change.from = from ?? null;
    if (after) change.to = to ?? null;
    changes[field] = change;
  }
  return changes;
}
