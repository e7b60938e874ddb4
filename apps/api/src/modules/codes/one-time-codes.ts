import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_MAX_ATTEMPTS, DELIVERY_CODE_MAX, DELIVERY_CODE_MIN } from '@store/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { oneTimeCodes } from '#db/schema';

/**
 * What a code confirms; the subject names the order or return request (its uuid), for a
 * password reset the account's email, for an account's deletion the account (its uuid).
 */
export type CodePurpose =
  'delivery' | 'return_pickup' | 'return_delivery' | 'password_reset' | 'account_deletion';

export interface CodeSubject {
  purpose: CodePurpose;
  subject: string;
}

/** The outcome of checking a code, so each flow can say expired and wrong in its own words. */
export type CodeCheck = 'valid' | 'expired' | 'invalid' | 'none';

/** A 4-digit code from the CSPRNG: 1000 to 9999, each equally likely. */
export function newFourDigitCode(): string {
  return String(randomInt(DELIVERY_CODE_MIN, DELIVERY_CODE_MAX + 1));
}

// Keyed with the server secret: a leaked table alone cannot be brute-forced over 9,000 codes.
function hashCode(secret: string, { purpose, subject }: CodeSubject, code: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${subject}:${code}`).digest('base64url');
}

/**
 * Stores a fresh code's hash for the subject inside the caller's transaction and voids any earlier
 * one, so a resend leaves only the newest working. Answers the plain code for the shopper only.
 */
export async function issueCode(
  tx: Tx,
  secret: string,
  target: CodeSubject,
  ttlSeconds: number,
  now: Date,
  newCode: () => string = newFourDigitCode,
): Promise<{ code: string; expiresAt: Date }> {
  const code = newCode();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  await voidCodes(tx, target, now);
  await tx.insert(oneTimeCodes).values({
    purpose: target.purpose,
    subject: target.subject,
    codeHash: hashCode(secret, target, code),
    expiresAt,
    createdAt: now,
  });
  return { code, expiresAt };
}

/** Spends every live code of the subject (a resend, or the flow moved on without one). */
export async function voidCodes(tx: Db | Tx, target: CodeSubject, now: Date): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.purpose, target.purpose),
        eq(oneTimeCodes.subject, target.subject),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
}

/** Deletes every code, spent or not, about any of `subjects` (an erased account's email and id). */
export async function forgetCodes(tx: Tx, subjects: readonly string[]): Promise<void> {
  if (subjects.length > 0)
    await tx.delete(oneTimeCodes).where(inArray(oneTimeCodes.subject, subjects));
}

/** The newest unspent code of the subject, for the countdown; never its value. */
export async function liveCode(db: Db | Tx, target: CodeSubject) {
  const [row] = await db
    .select({ expiresAt: oneTimeCodes.expiresAt, attempts: oneTimeCodes.attempts })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, target.purpose),
        eq(oneTimeCodes.subject, target.subject),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row;
}

/**
 * Checks `code` against the subject's newest unspent code under a row lock, inside the caller's
 * transaction. A right code within time is spent ('valid') unless `spend` is false (a password
 * reset's code is checked first, then spent with the new password); a wrong one uses up one of
 * CODE_MAX_ATTEMPTS tries and the last wrong try voids it. Answers instead of throwing so the
 * caller's transaction keeps the counted attempt; parallel checks of one code see it spent once.
 */
export async function checkCode(
  tx: Tx,
  secret: string,
  target: CodeSubject,
  code: string,
  now: Date,
  spend = true,
): Promise<CodeCheck> {
  const [live] = await tx
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, target.purpose),
        eq(oneTimeCodes.subject, target.subject),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for('update');
  if (!live || live.attempts >= CODE_MAX_ATTEMPTS) return 'none';
  if (live.expiresAt.getTime() <= now.getTime()) return 'expired';

  const expected = Buffer.from(live.codeHash);
  const actual = Buffer.from(hashCode(secret, target, code));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    const attempts = live.attempts + 1;
    await tx
      .update(oneTimeCodes)
      .set({
        attempts: sql`${oneTimeCodes.attempts} + 1`,
        ...(attempts >= CODE_MAX_ATTEMPTS ? { consumedAt: now } : {}),
      })
      .where(eq(oneTimeCodes.id, live.id));
    return 'invalid';
  }
  if (spend) {
    await tx.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, live.id));
  }
  return 'valid';
}
