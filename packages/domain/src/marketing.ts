/**
 * Direct marketing: the shopper's consent (off until they tick it, as the UAE's data protection
 * law asks) and the two reminder mails it allows, the bag left behind and a wishlisted product's
 * price drop.
 */

/** Hours a bag waits untouched before its reminder (CART_REMINDER_HOURS). */
export const CART_REMINDER_HOURS_DEFAULT = 4;
export const CART_REMINDER_HOURS_MIN = 1;
/** A week: a reminder later than that reminds of nothing. */
export const CART_REMINDER_HOURS_MAX = 168;

/** A wishlisted product's price must fall by at least this share for its mail. */
export const PRICE_DROP_MIN_PERCENT = 10;

/** An order placed within this many days after a reminder counts for the reminder. */
export const REMINDER_ORDER_WINDOW_DAYS = 7;

/** Where a consent was given or withdrawn. */
export const CONSENT_SOURCES = ['registration', 'profile', 'unsubscribe', 'erasure'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** The reminder mails consent allows. */
export const REMINDER_KINDS = ['bag_reminder', 'price_drop'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** True when `nowFils` is at least PRICE_DROP_MIN_PERCENT below `fromFils` (integer arithmetic). */
export function isPriceDrop(fromFils: number, nowFils: number): boolean {
  if (fromFils <= 0 || nowFils < 0) return false;
  return nowFils * 100 <= fromFils * (100 - PRICE_DROP_MIN_PERCENT);
}

/** The whole percent a price fell by (rounded down, so a mail never claims more than it is). */
export function dropPercent(fromFils: number, nowFils: number): number {
  if (fromFils <= 0 || nowFils >= fromFils) return 0;
  return Math.floor(((fromFils - nowFils) * 100) / fromFils);
}
