import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { at, createdAt, id } from './columns';

/**
 * A shopper (an account, or a visitor by email) waiting for one sold-out colour and size. A
 * restock of that variant (its stock above 0 again, however written) marks the waiting alerts
 * due in the same statement (migration 0040's trigger); the sender then mails each once and
 * stamps it notified. A notified alert is done: asking again waits for the next restock.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    size: text('size').notNull(),
    /** The account's alert; its mail goes to the account's address in its language. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A visitor's alert: the address they typed (null for an account's). */
    email: text('email'),
    /** The language of the page the visitor asked on (an account's own language wins). */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    /** Set when the variant was restocked while the alert waited. */
    dueAt: at('due_at'),
    /** Set when its mail went to the outbox: never mailed again. */
    notifiedAt: at('notified_at'),
  },
  (t) => [
    uniqueIndex('stock_alerts_waiting_user_key')
      .on(t.productId, t.color, t.size, t.userId)
      .where(sql`${t.notifiedAt} IS NULL AND ${t.userId} IS NOT NULL`),
    uniqueIndex('stock_alerts_waiting_email_key')
      .on(t.productId, t.color, t.size, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} IS NULL AND ${t.email} IS NOT NULL`),
    index('stock_alerts_waiting_idx')
      .on(t.productId, t.color, t.size)
      .where(sql`${t.notifiedAt} IS NULL`),
    index('stock_alerts_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} IS NOT NULL AND ${t.notifiedAt} IS NULL`),
    index('stock_alerts_user_idx').on(t.userId, t.createdAt),
    check('stock_alerts_one_recipient', sql`(${t.userId} IS NULL) <> (${t.email} IS NULL)`),
    check('stock_alerts_language_known', sql`${t.language} IN ('en', 'ar')`),
  ],
);
