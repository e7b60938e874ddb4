import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
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

/** A role the owner made from the permission list (decision 81); built-in roles are code. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: id(),
    name: text('name').notNull(),
    permissions: text('permissions').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_roles_name_lower_key').on(sql`lower(${t.name})`),
    check('staff_roles_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

const ROLE_KEYS = sql.raw(
  "('owner', 'manager', 'catalogue', 'fulfilment', 'customer-service', 'accountant', 'custom')",
);

/** The back office's accounts: the owner the store makes at start, and the staff it invites. */
export const admins = pgTable(
  'admins',
  {
    id: id(),
    /** The owner's chosen name; an invited member's email. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    sessionVersion: integer('session_version').notNull().default(0),
    /** The name the member set when accepting (null for the owner the store made). */
    name: text('name'),
    /** A built-in role's key, or 'custom' with `customRoleId`. */
    role: text('role').notNull().default('owner'),
    customRoleId: uuid('custom_role_id').references(() => staffRoles.id, { onDelete: 'restrict' }),
    /** 'deactivated' ends every session at the next call and refuses sign-in. */
    status: text('status').notNull().default('active'),
    /** Wallet adjustments a Dubai day for a member who is not an owner (decision 82). */
    walletDailyCapFils: integer('wallet_daily_cap_fils').notNull().default(20_000),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admins_username_lower_key').on(sql`lower(${t.username})`),
    check('admins_username_not_blank', sql`length(trim(${t.username})) > 0`),
    check('admins_role_known', sql`${t.role} IN ${ROLE_KEYS}`),
    check(
      'admins_custom_role_named',
      sql`(${t.role} = 'custom') = (${t.customRoleId} IS NOT NULL)`,
    ),
    check('admins_status_known', sql`${t.status} IN ('active', 'deactivated')`),
    check('admins_wallet_cap_non_negative', sql`${t.walletDailyCapFils} >= 0`),
  ],
);

/** An invitation to the staff: the link's token is kept only as a hash, usable once, 72 hours. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    customRoleId: uuid('custom_role_id').references(() => staffRoles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => admins.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_key').on(t.tokenHash),
    uniqueIndex('staff_invitations_open_email_key')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} IS NULL`),
    check('staff_invitations_role_known', sql`${t.role} IN ${ROLE_KEYS}`),
    check(
      'staff_invitations_custom_role_named',
      sql`(${t.role} = 'custom') = (${t.customRoleId} IS NOT NULL)`,
    ),
  ],
);

/** A member's signed-in device: the admin token names it; ending it refuses the token at once. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId, t.lastSeenAt)],
);

/** What a member moved through customers' wallets on one Dubai day, held against their cap. */
export const staffWalletDays = pgTable(
  'staff_wallet_days',
  {
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    usedFils: integer('used_fils').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.adminId, t.day] }),
    check('staff_wallet_days_used_non_negative', sql`${t.usedFils} >= 0`),
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
