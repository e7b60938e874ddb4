import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { at, createdAt, id, updatedAt } from './columns';
import { orders } from './orders';
import { returnRequests } from './returns';

/** The shopper's copy of a delivery or pickup code, shown so they can hand it to the courier. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    returnId: uuid('return_id').references(() => returnRequests.id, { onDelete: 'cascade' }),
    otp: text('otp'),
    message: text('message').notNull().default(''),
    read: boolean('read').notNull().default(false),
    /** A later code for the same order or return replaced this one (migration 0021). */
    replacedAt: at('replaced_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_user_updated_idx').on(t.userId, t.updatedAt),
    check(
      'notifications_kind_known',
      sql`${t.kind} IN ('delivery_code', 'return_pickup_code', 'return_delivery_code', 'info')`,
    ),
  ],
);

/** Codes are stored only as hashes; the plain code goes to the customer and nowhere else. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    purpose: text('purpose').notNull(),
    subject: text('subject').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_subject_idx').on(t.purpose, t.subject, t.createdAt),
    check(
      'one_time_codes_purpose_known',
      sql`${t.purpose} IN ('password_reset', 'delivery', 'return_pickup', 'return_delivery', 'account_deletion')`,
    ),
    check('one_time_codes_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

/** A file attached when the mail is sent, named by what it is (resolved then, not stored here). */
export interface MailAttachmentRef {
  kind: string;
  orderId: string;
  /** Which of the order's documents, when it has several (a credit note's CN-… number). */
  number?: string;
}

/**
 * Every mail the store sends, and the outbox they wait in (migration 0021, decision 0037): rows
 * `queued` are sent by the background worker at `next_attempt_at`, retried with backoff, and end
 * `sent` (SMTP), `logged` (no SMTP: the log is the developer's inbox) or `failed`.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status').notNull().default('queued'),
    /** The last attempt's error. */
    error: text('error'),
    /** What the mail is about (order_placed, delivery_code, ...); null for older rows. */
    kind: text('kind'),
    language: text('language').notNull().default('en'),
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    /** Headers of its own (List-Unsubscribe on a reminder), as written when it was queued. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    /** The one-time code the body withholds, sealed with the server's key; erased once sent. */
    sealedSecret: text('sealed_secret'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('outgoing_mail_to_created_idx').on(t.toAddress, t.createdAt),
    index('outgoing_mail_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    check('outgoing_mail_attempts_non_negative', sql`${t.attempts} >= 0`),
    check('outgoing_mail_status_known', sql`${t.status} IN ('queued', 'sent', 'logged', 'failed')`),
  ],
);
