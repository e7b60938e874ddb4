import { describe, expect, it } from 'vitest';
import { storeDate, storeDateTime, storeDayStart } from './store-time';

describe('storeDayStart', () => {
  it.each([
    // 03:59 UTC is 07:59 in Dubai: the day began at 20:00 UTC the evening before.
    ['2030-05-10T03:59:00.000Z', 0, '2030-05-09T20:00:00.000Z'],
    // 19:59:59.999 UTC is the last instant of the Dubai day.
    ['2030-05-10T19:59:59.999Z', 0, '2030-05-09T20:00:00.000Z'],
    // 20:00 UTC is midnight in Dubai: a new day.
    ['2030-05-10T20:00:00.000Z', 0, '2030-05-10T20:00:00.000Z'],
    ['2030-05-10T12:00:00.000Z', 6, '2030-05-03T20:00:00.000Z'],
    ['2030-05-10T12:00:00.000Z', 29, '2030-04-10T20:00:00.000Z'],
    // Across a year end.
    ['2030-12-31T21:00:00.000Z', 0, '2030-12-31T20:00:00.000Z'],
  ])('%s, %i days back -> %s', (now, daysBack, expected) => {
    expect(storeDayStart(new Date(now), daysBack).toISOString()).toBe(expected);
  });

  it('refuses an invalid date', () => {
    expect(() => storeDayStart(new Date('nope'))).toThrow(RangeError);
  });
});

describe('storeDate', () => {
  it.each([
    ['2030-05-09T19:59:59.999Z', '2030-05-09'],
    ['2030-05-09T20:00:00.000Z', '2030-05-10'],
    ['2030-12-31T20:00:00.000Z', '2031-01-01'],
  ])('%s is %s in Dubai', (instant, date) => {
    expect(storeDate(new Date(instant))).toBe(date);
  });

  it('is the date of storeDayStart', () => {
    const now = new Date('2030-05-10T12:00:00.000Z');
    expect(storeDate(storeDayStart(now, 6))).toBe('2030-05-04');
  });
});

describe('storeDateTime', () => {
  it.each([
    ['2026-11-28T13:05:59.999Z', '2026-11-28 17:05'],
    // 20:00 UTC is midnight in Dubai: the next day's date.
    ['2030-05-09T20:00:00.000Z', '2030-05-10 00:00'],
    ['2030-12-31T21:30:00.000Z', '2031-01-01 01:30'],
  ])('%s is %s in Dubai', (instant, wall) => {
    expect(storeDateTime(new Date(instant))).toBe(wall);
  });

  it('refuses an invalid date', () => {
    expect(() => storeDateTime(new Date('nope'))).toThrow(RangeError);
  });
});
