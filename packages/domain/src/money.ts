import { roundHalfAwayFromZero } from './rounding';

/** Integer minor units: 1 AED = 100 fils. All money arithmetic happens in fils. */
export type Fils = number;

const FILS_PER_AED = 100;

/** AED (as sent in JSON) to fils, rounded half away from zero; throws RangeError for NaN/Infinity. */
export function toFils(aed: number): Fils {
  if (!Number.isFinite(aed)) throw new RangeError(`Not a finite amount: ${aed}`);
  return roundHalfAwayFromZero(aed * FILS_PER_AED);
}

/** Fils to the AED number used in JSON (at most 2 decimals). */
export function toAed(fils: Fils): number {
  return fils / FILS_PER_AED || 0;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The languages money is written in: English (the default) and Arabic. */
export type MoneyLocale = 'en' | 'ar';

let arabicNumber: Intl.NumberFormat | undefined;

/**
 * 'AED 1,299.00'; negative amounts as '-AED 5.00'. In Arabic ('ar') the amount is written by
 * `Intl` for ar-AE with Western digits, as UAE shops write it: '1,299.00 درهم'.
 */
export function formatFils(fils: Fils, locale: MoneyLocale = 'en'): string {
  const whole = roundHalfAwayFromZero(fils);
  if (locale === 'ar') {
    arabicNumber ??= new Intl.NumberFormat('ar-AE', {
      numberingSystem: 'latn',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    return `${arabicNumber.format(whole / FILS_PER_AED)} درهم`;
  }
  const abs = Math.abs(whole);
  const units = groupThousands(String(Math.floor(abs / FILS_PER_AED)));
  const cents = String(abs % FILS_PER_AED).padStart(2, '0');
  return `${whole < 0 ? '-' : ''}AED ${units}.${cents}`;
}

/** Same as formatFils, from an AED amount. */
export function formatAed(aed: number, locale: MoneyLocale = 'en'): string {
  return formatFils(toFils(aed), locale);
}

/**
 * `percent` % of an amount in fils, rounded half up on the magnitude (half away from zero), so a
 * refund of a charge rounds exactly like the charge.
 */
export function applyPercent(fils: Fils, percent: number): Fils {
  return roundHalfAwayFromZero((fils * percent) / 100);
}
