import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalog';
import { at, createdAt, id, updatedAt } from './columns';

/**
 * Every time a shopper gave or withdrew consent to direct marketing, and where (migration 0041):
 * the proof the store keeps of what it was allowed when. `users.marketing_consent` is the current
 * choice; these rows are its history.
 */
export const marketingConsentChanges = pgTable(
  'marketing_consent_changes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    granted: boolean('granted').notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('marketing_consent_changes_user_idx').on(t.userId, t.createdAt),
    check(
      'marketing_consent_changes_source_known',
      sql`${t.source} IN ('registration', 'profile', 'unsubscribe', 'erasure')`,
    ),
  ],
);

/**
 * One reminder mail sent, claimed by its row before the mail is queued: `about` names what it
 * reminded of (a bag's contents, a product at a price), so the same reminder is never sent twice,
 * by any instance.
 */
export const reminderMails = pgTable(
  'reminder_mails',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    about: text('about').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_mails_once_key').on(t.userId, t.kind, t.about),
    index('reminder_mails_sent_idx').on(t.sentAt),
    check('reminder_mails_kind_known', sql`${t.kind} IN ('bag_reminder', 'price_drop')`),
  ],
);

/**
 * The price a wishlisted product is watched from: what it cost (with VAT, as shown) when the
 * watch first saw it, and after each price-drop mail the price that mail announced.
 */
export const priceWatches = pgTable(
  'price_watches',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    referenceFils: integer('reference_fils').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('price_watches_reference_non_negative', sql`${t.referenceFils} >= 0`),
  ],
);
