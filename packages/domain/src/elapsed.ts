// How long ago something happened, in the storefront's languages. A module of its own: the
// notifications and the console use it, and a module's code goes wherever any of its exports
// is used, so beside the card labels it sat in every page's first script.
import type { StoreLocale } from './locale';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const ago = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

export type ElapsedUnit = 'minute' | 'hour' | 'day';
/** How long ago, in the largest whole unit that is at least 1; null for under a minute. */
export type Elapsed = { value: number; unit: ElapsedUnit } | null;

/**
 * Whole units, rounded down, the largest that is at least 1: 5 minutes, 2 hours, 3 days. Under a
 * minute, a date after `now` (clocks a little apart) and an invalid date are null ('just now').
 */
export function elapsedSince(date: Date, now: Date): Elapsed {
  const elapsed = now.getTime() - date.getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return null;
  if (elapsed < HOUR_MS) return { value: Math.floor(elapsed / MINUTE_MS), unit: 'minute' };
  if (elapsed < DAY_MS) return { value: Math.floor(elapsed / HOUR_MS), unit: 'hour' };
  return { value: Math.floor(elapsed / DAY_MS), unit: 'day' };
}

let arabicTime: Intl.RelativeTimeFormat | undefined;

/**
 * An elapsed time in a storefront language. English: 'just now', '5 minutes ago', '1 day ago'
 * (the API's words). Arabic as the language says it, with Western digits as UAE shops write
 * them: 'الآن', 'قبل دقيقتين', 'قبل 4 دقائق', 'أمس', 'قبل 40 يومًا' (Intl.RelativeTimeFormat).
 */
export function elapsedText(elapsed: Elapsed, locale: StoreLocale): string {
  if (locale === 'en') return elapsed ? ago(elapsed.value, elapsed.unit) : 'just now';
  const format = (arabicTime ??= new Intl.RelativeTimeFormat('ar-AE-u-nu-latn', {
    numeric: 'auto',
  }));
  return elapsed ? format.format(-elapsed.value, elapsed.unit) : format.format(0, 'second');
}

/** 'just now', '5 minutes ago', '2 hours ago', '3 days ago' (elapsedSince, in English). */
export function timeAgo(date: Date, now: Date): string {
  return elapsedText(elapsedSince(date, now), 'en');
}
