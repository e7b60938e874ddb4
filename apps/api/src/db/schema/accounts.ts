import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
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
