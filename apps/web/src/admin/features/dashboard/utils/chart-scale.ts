/** Geometry of the revenue chart, kept apart from React so it can be tested as numbers. */

export type Plot = {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
};

/**
 * A round ceiling for the y axis: 1, 2, 2.5 or 5 times a power of ten at or above `max`, so the
 * gridlines fall on readable amounts. An empty chart still gets an axis up to 100.
 */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return 100;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

/** `count` + 1 evenly spaced values from 0 to `ceiling`. */
export function ticks(ceiling: number, count = 4): number[] {
  return Array.from({ length: count + 1 }, (_, i) => (ceiling * i) / count);
}

/** x of day index `i` (0-based) when the axis holds `days` days. */
export function xOf(plot: Plot, days: number, i: number): number {
  const inner = plot.width - plot.left - plot.right;
  return plot.left + (days <= 1 ? inner / 2 : (inner * i) / (days - 1));
}

export function yOf(plot: Plot, ceiling: number, value: number): number {
  const inner = plot.height - plot.top - plot.bottom;
  return plot.top + inner - (inner * Math.max(0, value)) / ceiling;
}

/** An SVG path through the values ('M x y L x y …'); empty for no values. */
export function linePath(plot: Plot, days: number, ceiling: number, values: readonly number[]) {
  return values
    .map(
      (v, i) =>
        `${i === 0 ? 'M' : 'L'}${xOf(plot, days, i).toFixed(1)} ${yOf(plot, ceiling, v).toFixed(1)}`,
    )
    .join(' ');
}

/** Days to label on the x axis: the 1st, every `step`th, and the last, without crowding it. */
export function dayLabels(days: number, step: number): number[] {
  const labels = [1];
  for (let d = step; d < days; d += step) if (days - d >= step / 2) labels.push(d);
  if (days > 1) labels.push(days);
  return labels;
}
