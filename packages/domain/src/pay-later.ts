import type { Fils } from './money';

/**
 * The amounts a pay-later plan is offered for, in fils: Tabby's pay-in-4 in the UAE starts at
 * AED 1 and this store asks for no more than AED 5,000 (a merchant's own limit is agreed with
 * Tabby; decision 73). Outside these the choice is not shown and no session is asked for.
 */
export const TABBY_LIMITS = { minFils: 100, maxFils: 500_000 } as const;

/** Tabby's documented test shopper: approves on the hosted page of a test payment. */
export const TABBY_TEST_SHOPPER = { email: 'otp.success@tabby.ai', phone: '+971500000001' };

/** How many payments a Tabby plan is split into. */
export const TABBY_INSTALMENTS = 4;

export function withinTabbyLimits(fils: Fils): boolean {
  return Number.isSafeInteger(fils) && fils >= TABBY_LIMITS.minFils && fils <= TABBY_LIMITS.maxFils;
}

/** Fils as Tabby's API writes an AED amount: a string with exactly two decimals ('1299.50'). */
export function tabbyAmount(fils: Fils): string {
  if (!Number.isSafeInteger(fils) || fils < 0) throw new RangeError(`Not an amount: ${fils}`);
  return `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;
}

/**
 * Tabby's amount string back to fils: '100', '100.5' and '100.50' are all 10050; anything that
 * is not a plain non-negative decimal with at most two places is null (never guessed).
 */
export function filsOfTabbyAmount(amount: unknown): Fils | null {
  if (typeof amount !== 'string') return null;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Each of the plan's payments, the first one taking what does not divide evenly. */
export function tabbyInstalmentFils(totalFils: Fils): Fils[] {
  const each = Math.floor(totalFils / TABBY_INSTALMENTS);
  const first = totalFils - each * (TABBY_INSTALMENTS - 1);
  return [first, ...Array.from({ length: TABBY_INSTALMENTS - 1 }, () => each)];
}
