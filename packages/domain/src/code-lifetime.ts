import { dubaiDate, dubaiDay, DAY_MS, DUBAI_UTC_OFFSET_HOURS } from './dubai-calendar';
import { codeSecondsLeft, formatCountdown } from './codes';

/**
 * A delivery the owner makes himself (shipped with no courier): the code is read out at the door
 * with him standing there, so it lasts 2 minutes.
 */
export const OWN_DELIVERY_CODE_SECONDS = 120;

/**
 * DELIVERY_CODE_MINUTES: how long a code lasts when a courier carries the parcel (an order shipped
 * with a courier, a return's pickup, a replacement's delivery). A courier's route takes the day:
 * 24 hours by default, from 2 minutes to a week.
 */
export const COURIER_CODE_MINUTES_DEFAULT = 1440;
export const COURIER_CODE_MINUTES_MIN = 2;
export const COURIER_CODE_MINUTES_MAX = 7 * 24 * 60;

/**
 * Seconds a delivery code lasts: the courier's time when the order shipped with a courier, the
 * owner's 2 minutes when it shipped with none.
 */
export function deliveryCodeSeconds(
  carrier: string | null | undefined,
  courierMinutes: number,
): number {
  return carrier ? courierMinutes * 60 : OWN_DELIVERY_CODE_SECONDS;
}

/** Under this much time left a code shows a ticking countdown; above it, when it ends. */
export const CODE_COUNTDOWN_BELOW_SECONDS = 60 * 60;

/**
 * What a code dialog says of a code's time, in one wording for every kind of code: 'expired';
 * under an hour, a countdown ('for', '59:59' … '0:01'); else the Dubai wall-clock time it ends
 * ('until', '17:05') and whether that is today, tomorrow or a later date ('2026-11-30').
 */
export type CodeValidity =
  | { kind: 'expired' }
  | { kind: 'for'; time: string }
  | { kind: 'until'; time: string; day: 'today' | 'tomorrow' | 'later'; date: string };

const pad = (n: number) => String(n).padStart(2, '0');

export function codeValidity(expiresAt: Date | string, now: Date): CodeValidity {
  const seconds = codeSecondsLeft(expiresAt, now);
  if (seconds === 0) return { kind: 'expired' };
  if (seconds < CODE_COUNTDOWN_BELOW_SECONDS)
    return { kind: 'for', time: formatCountdown(seconds) };
  const end = new Date(expiresAt);
  // Dubai's wall clock: UTC+4 all year.
  const wall = new Date(end.getTime() + DUBAI_UTC_OFFSET_HOURS * 3_600_000);
  const time = `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
  const { year, month, day } = dubaiDate(end);
  const today = dubaiDay(now).start.getTime();
  const ends = dubaiDay(end).start.getTime();
  const which = ends === today ? 'today' : ends === today + DAY_MS ? 'tomorrow' : 'later';
  return { kind: 'until', time, day: which, date: `${year}-${pad(month)}-${pad(day)}` };
}

/** A code's lifetime in words' parts for a mail: whole hours when it is hours, else minutes. */
export function codeLifetimeParts(seconds: number): { unit: 'hour' | 'minute'; count: number } {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes >= 60 && minutes % 60 === 0
    ? { unit: 'hour', count: minutes / 60 }
    : { unit: 'minute', count: minutes };
}
