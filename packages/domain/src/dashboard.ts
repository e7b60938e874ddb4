// The console dashboard's figures: this Dubai month against the last one.
import { percentChange } from './display';
import { dayIndex, dubaiMonth, previousDubaiMonth, type DubaiMonth } from './dubai-calendar';

/** A figure of this month, last month's, and the change in percent (100 when last is 0). */
export interface MonthComparison {
  value: number;
  lastMonth: number;
  change: number;
}

export function compareWithLastMonth(value: number, lastMonth: number): MonthComparison {
  return { value, lastMonth, change: percentChange(value, lastMonth) };
}

/**
 * How a card shows a change. The API answers 100 when last month was 0, but a card says
 * 'no change' when both months are equal (0 and 0 too) and 'new' when last month had none, where a
 * percent would mean nothing.
 */
export type ChangeLabel = { kind: 'same' | 'new' } | { kind: 'up' | 'down'; percent: number };

export function changeLabel({ value, lastMonth, change }: MonthComparison): ChangeLabel {
  if (value === lastMonth || (lastMonth !== 0 && change === 0)) return { kind: 'same' };
  if (lastMonth === 0) return { kind: 'new' };
  return { kind: change > 0 ? 'up' : 'down', percent: Math.abs(change) };
}

/** The months the dashboard reads: this one, the last one, and the one before that. */
export interface DashboardMonths {
  current: DubaiMonth;
  previous: DubaiMonth;
  /** Needed for last month's growth rate only. */
  beforePrevious: DubaiMonth;
  /** Days of the current month so far, today included. */
  daysSoFar: number;
}

export function dashboardMonths(now: Date): DashboardMonths {
  const current = dubaiMonth(now);
  const previous = previousDubaiMonth(current);
  return {
    current,
    previous,
    beforePrevious: previousDubaiMonth(previous),
    daysSoFar: dayIndex(current, now) + 1,
  };
}

/**
 * A month's growth rate as the dashboard shows it. A rate needs an earlier figure: against a month
 * without revenue there is none, whatever the API's 100 says. 'new' is the first month with
 * revenue after one without; 'none' is a month without revenue after another.
 */
export type GrowthFigure = { kind: 'rate'; percent: number } | { kind: 'new' } | { kind: 'none' };

export function growthFigure(revenue: number, monthBefore: number): GrowthFigure {
  if (monthBefore === 0) return revenue === 0 ? { kind: 'none' } : { kind: 'new' };
  return { kind: 'rate', percent: percentChange(revenue, monthBefore) };
}

/** The growth rate's comparison (the API's figures) and what the card shows of each month's. */
export interface GrowthRate extends MonthComparison {
  figures: { value: GrowthFigure; lastMonth: GrowthFigure };
}

/**
 * Growth rate: the percent change of revenue against the month before, for this month and for
 * last month, and how it moved between the two (all with the API's 100-when-0 rule), with each
 * month's figure as shown (`growthFigure`).
 */
export function growthRate(revenue: {
  current: number;
  previous: number;
  beforePrevious: number;
}): GrowthRate {
  return {
    ...compareWithLastMonth(
      percentChange(revenue.current, revenue.previous),
      percentChange(revenue.previous, revenue.beforePrevious),
    ),
    figures: {
      value: growthFigure(revenue.current, revenue.previous),
      lastMonth: growthFigure(revenue.previous, revenue.beforePrevious),
    },
  };
}

/**
 * The growth-rate card's change: only between two rates, and not from a rate of 0 % (no relative
 * change exists from 0 either; `changeLabel` would call it 'new').
 */
export function growthChangeLabel(growth: GrowthRate): ChangeLabel | null {
  const { value, lastMonth } = growth.figures;
  if (value.kind !== 'rate' || lastMonth.kind !== 'rate') return null;
  const label = changeLabel(growth);
  return label.kind === 'new' ? null : label;
}

/** `days` daily amounts from sparse rows (0-based day, amount); days without rows are 0. */
export function dailySeries(days: number, rows: readonly { day: number; amount: number }[]) {
  const series = Array.from({ length: Math.max(0, days) }, () => 0);
  for (const { day, amount } of rows) {
    if (day >= 0 && day < series.length) series[day] = (series[day] ?? 0) + amount;
  }
  return series;
}
