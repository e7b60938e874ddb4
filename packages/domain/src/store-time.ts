// Days a shop owner reads (today, the last 7 days) are days in the UAE, whatever the server's zone.
// The store keeps Dubai's clock: the offset is dubai-calendar's, the one rule for it.
import { DAY_MS, DUBAI_TIME_ZONE, DUBAI_UTC_OFFSET_HOURS } from './dubai-calendar';

export const STORE_TIME_ZONE = DUBAI_TIME_ZONE;
/** Asia/Dubai is UTC+4 all year: the UAE keeps no daylight saving time. */
export const STORE_UTC_OFFSET_MINUTES = DUBAI_UTC_OFFSET_HOURS * 60;

const OFFSET_MS = STORE_UTC_OFFSET_MINUTES * 60 * 1000;

/** The instant the store's calendar day holding `now` began (00:00 in Dubai), `daysBack` days earlier. */
export function storeDayStart(now: Date, daysBack = 0): Date {
  const time = now.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Invalid date');
  const localMidnight = Math.floor((time + OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(localMidnight - OFFSET_MS - daysBack * DAY_MS);
}

/** Dubai's wall clock at an instant, as an ISO string without its 'Z' meaning. */
function storeWallClock(instant: Date): string {
  const time = instant.getTime();
  if (!Number.isFinite(time)) throw new RangeError('Invalid date');
  return new Date(time + OFFSET_MS).toISOString();
}

/** The store's calendar date ('YYYY-MM-DD' in Dubai) of an instant. */
export function storeDate(instant: Date): string {
  return storeWallClock(instant).slice(0, 10);
}

/**
 * The store's date and time to the minute ('YYYY-MM-DD HH:MM' in Dubai) of an instant: what the
 * tax documents print and the orders export writes, a form spreadsheet programs read as a date
 * and time. Whoever shows it says it is Dubai time (a column's or a label's words).
 */
export function storeDateTime(instant: Date): string {
  return storeWallClock(instant).slice(0, 16).replace('T', ' ');
}
