import { describe, expect, it } from 'vitest';
import {
  changeLabel,
  compareWithLastMonth,
  dailySeries,
  dashboardMonths,
  growthChangeLabel,
  growthRate,
  type GrowthFigure,
} from './dashboard';

describe('compareWithLastMonth', () => {
  it.each([
    [1500, 1000, 50],
    [500, 1000, -50],
    [0, 0, 100],
    [320.5, 0, 100],
    [0, 200, -100],
  ])('%s against %s changes by %s %', (value, lastMonth, change) => {
    expect(compareWithLastMonth(value, lastMonth)).toEqual({ value, lastMonth, change });
  });
});

describe('changeLabel', () => {
  it.each([
    // this month, last month -> what the card shows
    [0, 0, { kind: 'same' }],
    [250, 250, { kind: 'same' }],
    [320.5, 0, { kind: 'new' }],
    [1500, 1000, { kind: 'up', percent: 50 }],
    [500, 1000, { kind: 'down', percent: 50 }],
    [0, 200, { kind: 'down', percent: 100 }],
    // A change too small to show at one decimal is no change either.
    [100_000.01, 100_000, { kind: 'same' }],
  ])('%s against %s is shown as %o', (value, lastMonth, label) => {
    expect(changeLabel(compareWithLastMonth(value, lastMonth))).toEqual(label);
  });
});

describe('growthRate', () => {
  it.each([
    // revenue: this month, last month, the month before -> growth now, growth then, change
    [{ current: 1200, previous: 1000, beforePrevious: 800 }, 20, 25, -20],
    [{ current: 1000, previous: 0, beforePrevious: 0 }, 100, 100, 0],
    [{ current: 0, previous: 0, beforePrevious: 500 }, 100, -100, 200],
    [{ current: 500, previous: 1000, beforePrevious: 1000 }, -50, 0, 100],
  ])('%o grows %s % against %s % last month (change %s %)', (revenue, value, lastMonth, change) => {
    expect(growthRate(revenue)).toMatchObject({ value, lastMonth, change });
  });

  it.each([
    // revenue: this month, last month, the month before -> the card's figures and its change
    [{ current: 1200, previous: 1000, beforePrevious: 800 }, ['20%', '25%'], 'down'],
    // Nothing last month: no rate this month, whatever the API's 100 reads.
    [{ current: 1000, previous: 0, beforePrevious: 0 }, ['new', 'none'], null],
    [{ current: 1000, previous: 0, beforePrevious: 300 }, ['new', '-100%'], null],
    [{ current: 0, previous: 0, beforePrevious: 500 }, ['none', '-100%'], null],
    [{ current: 0, previous: 0, beforePrevious: 0 }, ['none', 'none'], null],
    [{ current: 500, previous: 1000, beforePrevious: 0 }, ['-50%', 'new'], null],
    // From a rate of 0 % there is no relative change either.
    [{ current: 500, previous: 1000, beforePrevious: 1000 }, ['-50%', '0%'], null],
    [{ current: 1000, previous: 1000, beforePrevious: 1000 }, ['0%', '0%'], 'same'],
  ])('%o shows %o, change %s', (revenue, [now, then], change) => {
    const growth = growthRate(revenue);
    const shown = (f: GrowthFigure) => (f.kind === 'rate' ? `${f.percent}%` : f.kind);
    expect([shown(growth.figures.value), shown(growth.figures.lastMonth)]).toEqual([now, then]);
    expect(growthChangeLabel(growth)?.kind ?? null).toBe(change);
  });
});

describe('dashboardMonths', () => {
  it.each([
    // now (UTC)                   this month starts            last month starts            before that                  days so far
    [
      '2030-03-10T08:00:00.000Z',
      '2030-02-28T20:00:00.000Z',
      '2030-01-31T20:00:00.000Z',
      '2029-12-31T20:00:00.000Z',
      10,
    ],
    [
      '2030-02-28T20:30:00.000Z',
      '2030-02-28T20:00:00.000Z',
      '2030-01-31T20:00:00.000Z',
      '2029-12-31T20:00:00.000Z',
      1,
    ],
    [
      '2030-01-31T23:30:00.000Z',
      '2030-01-31T20:00:00.000Z',
      '2029-12-31T20:00:00.000Z',
      '2029-11-30T20:00:00.000Z',
      1,
    ],
    [
      '2030-01-31T19:59:00.000Z',
      '2029-12-31T20:00:00.000Z',
      '2029-11-30T20:00:00.000Z',
      '2029-10-31T20:00:00.000Z',
      31,
    ],
  ])('at %s', (now, current, previous, beforePrevious, daysSoFar) => {
    const months = dashboardMonths(new Date(now));
    expect({
      current: months.current.start.toISOString(),
      previous: months.previous.start.toISOString(),
      beforePrevious: months.beforePrevious.start.toISOString(),
      daysSoFar: months.daysSoFar,
    }).toEqual({ current, previous, beforePrevious, daysSoFar });
    expect(months.previous.end).toEqual(months.current.start);
    expect(months.beforePrevious.end).toEqual(months.previous.start);
  });
});

describe('dailySeries', () => {
  it.each([
    [3, [], [0, 0, 0]],
    [
      4,
      [
        { day: 0, amount: 10 },
        { day: 2, amount: 5.5 },
      ],
      [10, 0, 5.5, 0],
    ],
    [
      2,
      [
        { day: 1, amount: 1 },
        { day: 1, amount: 2 },
      ],
      [0, 3],
    ],
    // Rows outside the span (a clock a little apart) are left out, not wrapped around.
    [
      2,
      [
        { day: -1, amount: 9 },
        { day: 2, amount: 9 },
      ],
      [0, 0],
    ],
    [0, [{ day: 0, amount: 9 }], []],
  ])('%i days from %o', (days, rows, expected) => {
    expect(dailySeries(days, rows)).toEqual(expected);
  });
});
