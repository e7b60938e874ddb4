import { randomInt } from 'node:crypto';
import { RESET_CODE_DIGITS, RESET_CODE_TTL_SECONDS } from '@store/domain';
import type { Db, Tx } from '#db/client';
import { checkCode, issueCode, type CodeSubject } from '#modules/codes';
import { refusal } from '#platform/errors';

export const invalidCode = () => refusal('validation', 'INVALID_CODE');

/** A reset code is one of the store's one-time codes, about the account's email. */
const resetOf = (email: string): CodeSubject => ({ purpose: 'password_reset', subject: email });

/** A 6-digit code from the CSPRNG, zero-padded so every value is equally likely. */
export function newResetCode(): string {
  return String(randomInt(0, 10 ** RESET_CODE_DIGITS)).padStart(RESET_CODE_DIGITS, '0');
}

/** Stores a fresh code for `email` and voids any earlier one, so only the newest works. */
export async function issueResetCode(db: Db, secret: string, email: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const issued = await issueCode(
      tx,
      secret,
      resetOf(email),
      RESET_CODE_TTL_SECONDS,
      now,
      newResetCode,
    );
    return issued.code;
  });
}

/**
 * Checks `code` against the live code for `email` inside `tx` (row locked), as every one-time
 * code is checked (codes/one-time-codes.ts): a wrong code uses up one of the tries and the last
 * wrong try voids it; `consume` spends a right one. Answers instead of throwing so the caller's
 * transaction keeps the counted attempt.
 */
export async function checkResetCode(
  tx: Tx,
  secret: string,
  input: { email: string; code: string; consume: boolean },
  now = new Date(),
): Promise<boolean> {
  const check = await checkCode(tx, secret, resetOf(input.email), input.code, now, input.consume);
  return check === 'valid';
}
