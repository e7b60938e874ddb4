import { describe, expect, it } from 'vitest';
import { dayIndex, dubaiDate, dubaiDay, dubaiMonth, previousDubaiMonth } from './dubai-calendar';

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('dubaiMonth', () => {
  it.each([
    // instant (UTC)                 Dubai month  starts (UTC)                 ends (UTC)                   days
    [
      '2030-01-15T12:00:00.000Z',
      2030,
      1,
      '2029-12-31T20:00:00.000Z',
      '2030-01-31T20:00:00.000Z',
      31,
    ],
    // 23:30 UTC on the last day of January is 03:30 on 1 February in Dubai.
    [
      '2030-01-31T23:30:00.000Z',
      2030,
      2,
      '2030-01-31T20:00:00.000Z',
      '2030-02-28T20:00:00.000Z',
      28,
    ],
    [
      '2030-01-31T19:59:59.999Z',
      2030,
      1,
      '2029-12-31T20:00:00.000Z',
      '2030-01-31T20:00:00.000Z',
      31,
    ],
    [
      '2030-01-31T20:00:00.000Z',
      2030,
      2,
      '2030-01-31T20:00:00.000Z',
      '2030-02-28T20:00:00.000Z',
      28,
    ],
    // 21:00 UTC on 31 December is already New Year's Day in Dubai.
    [
      '2030-12-31T21:00:00.000Z',
      2031,
      1,
      '2030-12-31T20:00:00.000Z',
      '2031-01-31T20:00:00.000Z',
      31,
    ],
    [
      '2028-02-10T00:00:00.000Z',
      2028,
      2,
      '2028-01-31T20:00:00.000Z',
      '2028-02-29T20:00:00.000Z',
      29,
    ],
    [
      '2100-02-10T00:00:00.000Z',
      2100,
      2,
      '2100-01-31T20:00:00.000Z',
      '2100-02-28T20:00:00.000Z',
      28,
    ],
    [
      '2000-02-10T00:00:00.000Z',
      2000,
      2,
      '2000-01-31T20:00:00.000Z',
      '2000-02-29T20:00:00.000Z',
      29,
    ],
    [
      '2030-04-30T20:00:00.000Z',
      2030,
      5,
      '2030-04-30T20:00:00.000Z',
      '2030-05-31T20:00:00.000Z',
      31,
    ],
    [
      '2030-06-01T00:00:00.000Z',
      2030,
      6,
      '2030-05-31T20:00:00.000Z',
      '2030-06-30T20:00:00.000Z',
      30,
    ],
  ])('%s is in %i-%i, from %s to %s (%i days)', (instant, year, month, start, end, days) => {
    const m = dubaiMonth(at(instant));
    expect({
      year: m.year,
      month: m.month,
      start: iso(m.start),
      end: iso(m.end),
      days: m.days,
    }).toEqual({
      year,
      month,
      start,
      end,
      days,
    });
  });
});

describe('previousDubaiMonth', () => {
  it.each([
    [
      '2030-03-05T10:00:00.000Z',
      2030,
      2,
      '2030-01-31T20:00:00.000Z',
      '2030-02-28T20:00:00.000Z',
      28,
    ],
    [
      '2031-01-05T10:00:00.000Z',
      2030,
      12,
      '2030-11-30T20:00:00.000Z',
      '2030-12-31T20:00:00.000Z',
      31,
    ],
    [
      '2028-03-01T00:00:00.000Z',
      2028,
      2,
      '2028-01-31T20:00:00.000Z',
      '2028-02-29T20:00:00.000Z',
      29,
    ],
  ])('the month before %s is %i-%i', (instant, year, month, start, end, days) => {
    const m = previousDubaiMonth(dubaiMonth(at(instant)));
    expect({
      year: m.year,
      month: m.month,
      start: iso(m.start),
      end: iso(m.end),
      days: m.days,
    }).toEqual({
      year,
      month,
      start,
      end,
      days,
    });
  });

  it('ends exactly where the month after it starts', () => {
    for (let month = 0; month < 24; month += 1) {
      const current = dubaiMonth(new Date(Date.UTC(2029, month, 14)));
      expect(previousDubaiMonth(current).end).toEqual(current.start);
    }
  });
});

describe('dubaiDate and dubaiDay', () => {
  it.each([
    ['2030-01-31T23:30:00.000Z', { year: 2030, month: 2, day: 1 }, '2030-01-31T20:00:00.000Z'],
    ['2030-01-31T19:30:00.000Z', { year: 2030, month: 1, day: 31 }, '2030-01-30T20:00:00.000Z'],
    ['2030-07-04T00:00:00.000Z', { year: 2030, month: 7, day: 4 }, '2030-07-03T20:00:00.000Z'],
  ])('%s is %o in Dubai, a day starting %s', (instant, date, start) => {
    expect(dubaiDate(at(instant))).toEqual(date);
    const day = dubaiDay(at(instant));
    expect(iso(day.start)).toBe(start);
    expect(day.end.getTime() - day.start.getTime()).toBe(24 * 60 * 60 * 1000);
  });
});

describe('dayIndex', () => {
  const january = dubaiMonth(at('2030-01-10T00:00:00.000Z'));
  it.each([
    ['2029-12-31T20:00:00.000Z', 0],
    ['2030-01-01T19:59:59.999Z', 0],
    ['2030-01-01T20:00:00.000Z', 1],
    ['2030-01-31T19:59:59.999Z', 30],
    ['2030-01-31T23:30:00.000Z', 31],
    ['2029-12-31T19:00:00.000Z', -1],
  ])('%s is day %i of January 2030 in Dubai (0-based)', (instant, index) => {
    expect(dayIndex(january, at(instant))).toBe(index);
  });
});
