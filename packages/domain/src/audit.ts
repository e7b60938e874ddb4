/**
 * The kinds of object an admin write changes, as the audit log files them. The console
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
  'promotion',
  'customer',
  'admin',
  'staff',
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

/** One variant's stock or SKU as the log keys it: `stock[Black/M]`. */
export function variantFieldKey(field: 'stock' | 'sku', color: string, size: string): string {
  return `${field}[${color}/${size}]`;
}

/** A logged field's name and, for a variant's field, which colour/size it is. */
export function auditFieldParts(key: string): { field: string; variant?: string } {
  const match = /^([A-Za-z]+)\[(.+)\]$/.exec(key);
  return match ? { field: match[1] as string, variant: match[2] as string } : { field: key };
}

interface VariantLike {
  color: string;
  size: string;
  sku: string;
  stock: number;
}

/**
 * The stock and SKU of each colour × size that differ, keyed `stock[Black/M]`, so the log says
 * "stock of Black/M 3 → 10". A variant added has only a `to`, one removed only a `from`.
 */
export function variantChanges(
  before: readonly VariantLike[],
  after: readonly VariantLike[],
): Record<string, AuditFieldChange> {
  const keyOf = (v: VariantLike) => `${v.color}\u0000${v.size}`;
  const was = new Map(before.map((v) => [keyOf(v), v]));
  const now = new Map(after.map((v) => [keyOf(v), v]));
  const changes: Record<string, AuditFieldChange> = {};
  for (const key of new Set([...was.keys(), ...now.keys()])) {
    const from = was.get(key);
    const to = now.get(key);
    const sample = (from ?? to) as VariantLike;
    for (const field of ['stock', 'sku'] as const) {
      if (from && to && from[field] === to[field]) continue;
      const change: AuditFieldChange = {};
      if (from) change.from = from[field];
      if (to) change.to = to[field];
      changes[variantFieldKey(field, sample.color, sample.size)] = change;
    }
  }
  return changes;
}

/** Logged fields that hold money, in fils: the page shows them as AED. */
export function isAuditMoneyField(field: string): boolean {
  return /fils$/i.test(field) || ['price', 'originalPrice', 'amount', 'credit'].includes(field);
}

/** The log's page size: the newest entries first, older ones by the cursor. */
export const AUDIT_LOG_DEFAULT_LIMIT = 50;
export const AUDIT_LOG_LIMIT_MAX = 100;
