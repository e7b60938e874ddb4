import { ACCOUNT_DELETION_CODE_TTL_SECONDS, ERASED_NAME, erasedEmail } from '@store/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { marketingConsentChanges, signInClients, users } from '#db/schema';
import { checkCode, issueCode, type CodeCheck, type CodeSubject } from '#modules/codes';
import { refusal } from '#platform/errors';
import type { AuthDeps, CodeMail } from './auth-deps';
import type { UserRow } from './auth-repository';
import { newResetCode } from './reset-codes';
import { mailAccountCode } from './reset-mail';

const deletionOf = (userId: string): CodeSubject => ({
  purpose: 'account_deletion',
  subject: userId,
});

/** The account, while it is open: a closed account answers undefined. */
export async function openAccountOf(db: Db | Tx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.closedAt)));
  return row;
}

export const accountClosed = () => refusal('conflict', 'ACCOUNT_CLOSED');

/**
 * Mails the open account a 6-digit code that confirms its deletion, as a password reset's code is
 * made and mailed: only its keyed hash is stored, a new one voids the last. Answers its expiry.
 */
export async function mailDeletionCode(
  deps: CodeMail & Pick<AuthDeps, 'jwtSecret' | 'clock'>,
  account: UserRow,
): Promise<Date> {
  const ttl = ACCOUNT_DELETION_CODE_TTL_SECONDS;
  const { code, expiresAt } = await deps.db.transaction((tx) =>
    issueCode(tx, deps.jwtSecret, deletionOf(account.id), ttl, deps.clock.now(), newResetCode),
  );
  await mailAccountCode(deps, account, 'account_deletion_code', code, ttl);
  return expiresAt;
}

/**
 * Checks and spends the deletion code inside the erasure's transaction (codes/one-time-codes.ts),
 * with the key codes are hashed with and the clock their expiry is read by.
 */
export function checkDeletionCode(
  tx: Tx,
  deps: Pick<AuthDeps, 'jwtSecret' | 'clock'>,
  userId: string,
  code: string,
): Promise<CodeCheck> {
  return checkCode(tx, deps.jwtSecret, deletionOf(userId), code, deps.clock.now());
}

/**
 * Closes the account and erases what it says about the person: the name becomes ERASED_NAME, the
 * email one that cannot receive mail (so the real one is free to register again), the phone,
 * address, password and Google link go, every session ends (the session version rises) and the
 * addresses it signed in from are forgotten. The row stays: orders and tax documents point at it.
 * Answers the account as it was, or undefined when it was closed already.
 */
export async function closeAccount(tx: Tx, userId: string, now: Date) {
  const [before] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.closedAt)))
    .for('update');
  if (!before) return undefined;
  await tx
    .update(users)
    .set({
      fullname: ERASED_NAME,
      email: erasedEmail(userId),
      phoneno: null,
      address: null,
      passwordHash: null,
      googleSub: null,
      emailVerifiedAt: null,
      sessionVersion: sql`${users.sessionVersion} + 1`,
      closedAt: now,
      marketingConsent: false,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  // Nobody is left to mail: a consent given goes with the account, and the history says when.
  if (before.marketingConsent) {
    await tx
      .insert(marketingConsentChanges)
      .values({ userId, granted: false, source: 'erasure', createdAt: now });
  }
  await tx.delete(signInClients).where(eq(signInClients.userId, userId));
  return before;
}
