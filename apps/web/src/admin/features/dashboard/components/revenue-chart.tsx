import { useId } from 'react';

import { adminLanguage, at } from '@/admin/i18n';
import { useElementWidth } from '../hooks/use-element-width';
import { dayLabels, linePath, niceCeiling, ticks, xOf, yOf, type Plot } from '../utils/chart-scale';
import { formatAed, formatCompact, monthName } from '../utils/format';

type RevenueChartProps = {
  /** AED per day of this month so far. */
  month: readonly number[];
  /** AED per day of all of last month. */
  lastMonth: readonly number[];
  monthStart: string;
  lastMonthStart: string;
};

const HEIGHT = 240;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * This month's daily revenue against last month's as two lines in plain SVG (no chart library:
 * the admin chunk stays small). The figure is named by its caption; the numbers behind it are
 * one click away as a table, for screen readers and for anyone who wants exact amounts.
 */
export function RevenueChart({ month, lastMonth, monthStart, lastMonthStart }: RevenueChartProps) {
  const captionId = useId();
  const { ref, width } = useElementWidth<HTMLDivElement>(640);
  const narrow = width < 480;
  const plot: Plot = { width, height: HEIGHT, top: 12, right: 12, bottom: 28, left: 44 };
  const days = Math.max(lastMonth.length, month.length, 28);
  const ceiling = niceCeiling(Math.max(...month, ...lastMonth, 0));
  const thisName = monthName(monthStart);
  const lastName = monthName(lastMonthStart);
  const last = month.length - 1;
  // Right to left the days run from the right and the amounts stand on the right: the lines are
  // drawn as in English and mirrored as a whole, the labels placed at the mirrored positions.
  const rtl = adminLanguage() === 'ar';
  const mx = (x: number) => (rtl ? width - x : x);
  const mirror = rtl ? `translate(${width} 0) scale(-1 1)` : undefined;

  return (
    <figure className="revenue-chart">
      <figcaption id={captionId} className="revenue-chart__caption">
        <h2 className="admin-section-title">{at('dashboard.chartTitle')}</h2>
        <p className="revenue-chart__summary">
          {at('dashboard.chartSummary', {
            month: thisName,
            monthTotal: formatAed(sum(month)),
            lastMonth: lastName,
            lastTotal: formatAed(sum(lastMonth)),
          })}
        </p>
      </figcaption>
      <ul className="revenue-chart__legend" role="list">
        <li className="revenue-chart__key revenue-chart__key--month">
          {at('dashboard.thisMonth')} ({thisName})
        </li>
        <li className="revenue-chart__key revenue-chart__key--last">
          {at('dashboard.previousMonth')} ({lastName})
        </li>
      </ul>
      <div ref={ref} className="revenue-chart__canvas">
        <svg
          role="img"
          aria-labelledby={captionId}
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
        >
          <g className="revenue-chart__grid">
            {ticks(ceiling).map((value) => (
              <g key={value}>
                <line
                  transform={mirror}
                  x1={plot.left}
                  x2={width - plot.right}
                  y1={yOf(plot, ceiling, value)}
                  y2={yOf(plot, ceiling, value)}
                />
                <text
                  x={mx(plot.left - 6)}
                  y={yOf(plot, ceiling, value)}
                  dy="0.32em"
                  textAnchor={rtl ? 'start' : 'end'}
                >
                  {formatCompact(value)}
                </text>
              </g>
            ))}
            {dayLabels(days, narrow ? 7 : 5).map((day) => (
              <text key={day} x={mx(xOf(plot, days, day - 1))} y={HEIGHT - 8} textAnchor="middle">
                {day}
              </text>
            ))}
          </g>
          <g transform={mirror}>
            <path
              className="revenue-chart__line revenue-chart__line--last"
              d={linePath(plot, days, ceiling, lastMonth)}
            />
            <path
              className="revenue-chart__line revenue-chart__line--month"
              d={linePath(plot, days, ceiling, month)}
            />
            {last >= 0 ? (
              <circle
                className="revenue-chart__today"
                cx={xOf(plot, days, last)}
                cy={yOf(plot, ceiling, month[last] ?? 0)}
                r={4}
              />
            ) : null}
          </g>
        </svg>
      </div>
      <details className="revenue-chart__details">
        <summary>{at('dashboard.showTable')}</summary>
        <table className="revenue-chart__table">
          <thead>
            <tr>
              <th scope="col">{at('dashboard.day')}</th>
              <th scope="col">{thisName}</th>
              <th scope="col">{lastName}</th>
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: days }, (_, i) => (
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                <td>{i < month.length ? formatAed(month[i] ?? 0) : '—'}</td>
                <td>{i < lastMonth.length ? formatAed(lastMonth[i] ?? 0) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
