import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Every admin write, append-only (migration 0026 refuses UPDATE, DELETE and TRUNCATE). */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    /** No foreign key: the record outlives the admin; the name below is what it shows. */
    adminId: uuid('admin_id'),
    adminUsername: text('admin_username').notNull(),
    /** What was done, as `object.verb`: product.update, order.status, wallet.credit, … */
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** A name a person recognises (the product's name, the order id) as it was at the time. */
    objectLabel: text('object_label'),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('admin_audit_log_object_idx').on(t.objectType, t.objectId, t.createdAt.desc()),
    check(
      'admin_audit_log_object_type_known',
      sql`${t.objectType} IN ('product', 'image', 'offer', 'order', 'return', 'wallet', 'import', 'bulk', 'promotion', 'customer', 'staff', 'admin')`,
    ),
  ],
);
