import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_MAX_ATTEMPTS, RESET_CODE_DIGITS, RESET_CODE_TTL_SECONDS } from '@store/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { oneTimeCodes } from '#db/schema';
import { AppError } from '#platform/errors';

const PURPOSE = 'password_reset';
export const INVALID_CODE_MESSAGE = 'Invalid OTP';

export const invalidCode = () => new AppError('validation', INVALID_CODE_MESSAGE, 'INVALID_CODE');

/** A 6-digit code from the CSPRNG, zero-padded so every value is equally likely. */
export function newResetCode(): string {
  return String(randomInt(0, 10 ** RESET_CODE_DIGITS)).padStart(RESET_CODE_DIGITS, '0');
}

// Keyed with the server secret: a leaked table alone cannot be brute-forced over the 10^6 codes.
function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${email}:${code}`).digest('base64url');
}

/** Stores a fresh code for `email` and voids any earlier one, so only the newest works. */
export async function issueResetCode(db: Db, secret: string, email: string, now = new Date()) {
  const code = newResetCode();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(oneTimeCodes.purpose, PURPOSE),
          eq(oneTimeCodes.subject, email),
          isNull(oneTimeCodes.consumedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      purpose: PURPOSE,
      subject: email,
      codeHash: hashCode(secret, email, code),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_SECONDS * 1000),
    });
  });
  return code;
}

/**
 * Checks `code` against the live code for `email` inside `tx` (row locked). A wrong code uses up
 * one of CODE_MAX_ATTEMPTS tries and the last wrong try voids it; `consume` spends a right one.
 * Answers instead of throwing so the caller's transaction keeps the counted attempt.
 */
export async function checkResetCode(
  tx: Tx,
  secret: string,
  input: { email: string; code: string; consume: boolean },
  now = new Date(),
): Promise<boolean> {
  const [live] = await tx
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, PURPOSE),
        eq(oneTimeCodes.subject, input.email),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for('update');
  if (!live || live.attempts >= CODE_MAX_ATTEMPTS) return false;

  const expected = Buffer.from(live.codeHash);
  const actual = Buffer.from(hashCode(secret, input.email, input.code));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    const attempts = live.attempts + 1;
    await tx
      .update(oneTimeCodes)
      .set({
        attempts: sql`${oneTimeCodes.attempts} + 1`,
        ...(attempts >= CODE_MAX_ATTEMPTS ? { consumedAt: now } : {}),
      })
      .where(eq(oneTimeCodes.id, live.id));
    return false;
  }
  if (input.consume) {
    await tx.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, live.id));
  }
  return true;
}
