import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { at, createdAt, id } from './columns';

/**
 * A back-office member's authenticator app (TOTP, RFC 6238). The secret is sealed with the
 * server's key; `confirmedAt` is null while it is being set up (the member has not yet typed a
 * code from it). `lastUsedStep` is the time step of the last code accepted: a code of that step
 * or an earlier one is refused, so a code never works twice.
 */
export const adminTwoStep = pgTable('admin_two_step', {
  adminId: uuid('admin_id')
    .primaryKey()
    .references(() => admins.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  confirmedAt: at('confirmed_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** Ten single-use codes per member, kept as keyed hashes; `usedAt` marks one spent. */
export const adminBackupCodes = pgTable(
  'admin_backup_codes',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_backup_codes_admin_hash_key').on(t.adminId, t.codeHash)],
);

export const SIGN_IN_CHALLENGE_PURPOSES = [
  'second_step',
  'setup',
  'passkey_add',
  'passkey_sign_in',
] as const;

/**
 * A short-lived step of a back-office sign-in: the password was right and a code is owed
 * (`second_step`), or an authenticator must be set up first (`setup`), or a passkey ceremony is
 * under way (`passkey_add`, `passkey_sign_in`, with the WebAuthn challenge it signs). The client
 * holds a random token; the table keeps its hash. Used once, then deleted.
 */
export const adminSignInChallenges = pgTable(
  'admin_sign_in_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: SIGN_IN_CHALLENGE_PURPOSES }).notNull(),
    webauthnChallenge: text('webauthn_challenge'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_sign_in_challenges_expires_idx').on(t.expiresAt),
    check(
      'admin_sign_in_challenges_purpose_known',
      sql`${t.purpose} IN ('second_step', 'setup', 'passkey_add', 'passkey_sign_in')`,
    ),
  ],
);

/** A member's passkey (a WebAuthn credential): its id and public key, named by the member. */
export const adminPasskeys = pgTable(
  'admin_passkeys',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [
    uniqueIndex('admin_passkeys_credential_key').on(t.credentialId),
    index('admin_passkeys_admin_idx').on(t.adminId),
  ],
);

/** The back office's sign-in rules, one row: whether every member must use two-step sign-in. */
export const backOfficeSignInPolicy = pgTable(
  'back_office_sign_in_policy',
  {
    id: integer('id').primaryKey().default(1),
    twoStepRequired: boolean('two_step_required').notNull().default(false),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('back_office_sign_in_policy_one_row', sql`${t.id} = 1`)],
);
