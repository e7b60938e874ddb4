import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    fullname: text('fullname').notNull(),
    email: text('email').notNull(),
    phoneno: text('phoneno'),
    address: text('address'),
    /** Null for accounts created through Google sign-in only. */
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    /** When the owner of `email` proved it (Google sign-in, a reset code); null until then. */
    emailVerifiedAt: at('email_verified_at'),
    /** Tokens carry it; a password change raises it (a trigger), ending every older token. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** 'en' or 'ar': the account's pages, mails and code messages follow it. */
    language: text('language').notNull().default('en'),
    /** When the account was closed and its personal data erased (decision 79); null while open. */
    closedAt: at('closed_at'),
    /** Reminders and offers by mail, only when the shopper said yes (marketing_consent_changes). */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_language_known', sql`${t.language} IN ('en', 'ar')`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    // The back office finds orders by the customer's name or email (migration 0008).
    index('users_search_trgm_idx').using(
      'gin',
      sql`lower(${t.fullname} || ' ' || ${t.email}) gin_trgm_ops`,
    ),
    // The back office's customer list: newest first, and search by name or email (ILIKE).
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_fullname_trgm_idx').using('gin', sql`${t.fullname} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admins_username_lower_key').on(sql`lower(${t.username})`),
    check('admins_username_not_blank', sql`length(trim(${t.username})) > 0`),
  ],
);

/**
 * How many users exist, spread over 8 rows that triggers on `users` keep current (migration
 * 0005), so the customer list's total is a sum of 8 numbers instead of a count of a million rows.
 */
export const userCountSlots = pgTable('user_count_slots', {
  slot: integer('slot').primaryKey(),
  users: bigint('users', { mode: 'number' }).notNull().default(0),
});

/** Sign-in and code attempts, kept in the database so every instance shares the counters. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_bucket_idx').on(t.bucket, t.createdAt)],
);

/**
 * Addresses (HMAC of the IP) a shopper or an admin signed in from successfully: the per-account
 * sign-in limit skips them, so failed attempts from elsewhere cannot lock the owner out. A row
 * belongs to one of the two (migration 0016).
 */
export const signInClients = pgTable(
  'sign_in_clients',
  {
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    clientHash: text('client_hash').notNull(),
    lastSignedInAt: at('last_signed_in_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sign_in_clients_user_client_key').on(t.userId, t.clientHash),
    uniqueIndex('sign_in_clients_admin_client_key').on(t.adminId, t.clientHash),
    check('sign_in_clients_one_account', sql`num_nonnulls(${t.userId}, ${t.adminId}) = 1`),
  ],
);
