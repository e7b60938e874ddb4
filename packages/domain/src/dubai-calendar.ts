// Days and months as a shop owner in the UAE counts them (Asia/Dubai), whatever the
// server's or the browser's own time zone. Dubai is UTC+4 all year, with no daylight saving, so
// every Dubai day is exactly 24 hours and a fixed offset is the whole rule.

export const DUBAI_TIME_ZONE = 'Asia/Dubai';
export const DUBAI_UTC_OFFSET_HOURS = 4;

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
const OFFSET_MS = DUBAI_UTC_OFFSET_HOURS * HOUR_MS;

/** A span of time as two instants: `start` inclusive, `end` exclusive. */
export interface TimeRange {
  start: Date;
  end: Date;
}

/** A Dubai calendar month: its instants, its year and month (1 to 12) and its number of days. */
export interface DubaiMonth extends TimeRange {
  year: number;
  month: number;
  days: number;
}

/** The instant Dubai's wall clock reads midnight on `year`-`month`-`day` (month 1 to 12). */
function dubaiMidnight(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - OFFSET_MS);
}

/** Year, month (1 to 12) and day of month on Dubai's wall clock at `at`. */
export function dubaiDate(at: Date): { year: number; month: number; day: number } {
  const wall = new Date(at.getTime() + OFFSET_MS);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** The Dubai day holding `at`: from its midnight to the next. */
export function dubaiDay(at: Date): TimeRange {
  const { year, month, day } = dubaiDate(at);
  const start = dubaiMidnight(year, month, day);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The Dubai calendar month `year`-`month` (month 1 to 12). */
export function dubaiCalendarMonth(year: number, month: number): DubaiMonth {
  const start = dubaiMidnight(year, month, 1);
  const end = dubaiMidnight(year, month + 1, 1);
  return { start, end, year, month, days: Math.round((end.getTime() - start.getTime()) / DAY_MS) };
}

/** The Dubai calendar month holding `at`. */
export function dubaiMonth(at: Date): DubaiMonth {
  const { year, month } = dubaiDate(at);
  return dubaiCalendarMonth(year, month);
}

/** The Dubai month before `month` (January's is December of the year before). */
export function previousDubaiMonth(month: DubaiMonth): DubaiMonth {
  return month.month === 1
    ? dubaiCalendarMonth(month.year - 1, 12)
    : dubaiCalendarMonth(month.year, month.month - 1);
}

/** Which day of `range` holds `at`, counting from 0; negative before it, >= its days after. */
export function dayIndex(range: TimeRange, at: Date): number {
  return Math.floor((at.getTime() - range.start.getTime()) / DAY_MS);
}
