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

/** Each of a plan's `count` payments, the first one taking what does not divide evenly. */
export function instalmentFils(totalFils: Fils, count: number): Fils[] {
  const each = Math.floor(totalFils / count);
  const first = totalFils - each * (count - 1);
  return [first, ...Array.from({ length: count - 1 }, () => each)];
}

/** Each of a Tabby plan's four payments. */
export const tabbyInstalmentFils = (totalFils: Fils): Fils[] =>
  instalmentFils(totalFils, TABBY_INSTALMENTS);

/** The pay-later providers an order may be paid with (its payment_method). */
export const PAY_LATER_METHODS = ['tabby', 'tamara'] as const;
export type PayLaterMethod = (typeof PAY_LATER_METHODS)[number];

export const isPayLaterMethod = (method: unknown): method is PayLaterMethod =>
  PAY_LATER_METHODS.includes(method as PayLaterMethod);

/**
 * Tamara's plans in the UAE: pay in 3 or in 4, offered from AED 100 to AED 5,000 by this store
 * (a merchant's own limits are agreed with Tamara; decision 90).
 */
export const TAMARA_LIMITS = { minFils: 10_000, maxFils: 500_000 } as const;
export const TAMARA_INSTALMENTS = [3, 4] as const;
export type TamaraInstalments = (typeof TAMARA_INSTALMENTS)[number];

/** Each provider's amounts and the most payments its plan splits into (the line a page shows). */
export const PAY_LATER_PLANS: Record<
  PayLaterMethod,
  { minFils: Fils; maxFils: Fils; instalments: number }
> = {
  tabby: { ...TABBY_LIMITS, instalments: TABBY_INSTALMENTS },
  tamara: { ...TAMARA_LIMITS, instalments: 4 },
};

export function withinPayLaterLimits(method: PayLaterMethod, fils: Fils): boolean {
  const plan = PAY_LATER_PLANS[method];
  return Number.isSafeInteger(fils) && fils >= plan.minFils && fils <= plan.maxFils;
}

/** The line a product page or the bag shows for one provider: how many payments, of how much. */
export interface PayLaterLine {
  method: PayLaterMethod;
  count: number;
  eachFils: Fils;
}

/**
 * The lines to show for an amount: one per enabled provider, in the order given, only within
 * that provider's minimum and maximum; the amount is the plan's first (largest) payment.
 */
export function payLaterLines(totalFils: Fils, enabled: readonly PayLaterMethod[]): PayLaterLine[] {
  return enabled.flatMap((method) => {
    if (!withinPayLaterLimits(method, totalFils)) return [];
    const count = PAY_LATER_PLANS[method].instalments;
    return [{ method, count, eachFils: instalmentFils(totalFils, count)[0] ?? 0 }];
  });
}

/** Fils as Tamara's API writes an amount: a JSON number with at most two decimals (100.5). */
export function tamaraAmount(fils: Fils): number {
  return Number(tabbyAmount(fils));
}

/** Tamara's amount number back to fils; anything not a non-negative amount in fils is null. */
export function filsOfTamaraAmount(amount: unknown): Fils | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
  const fils = Math.round(amount * 100);
  return Math.abs(fils - amount * 100) < 1e-6 && Number.isSafeInteger(fils) ? fils : null;
}
