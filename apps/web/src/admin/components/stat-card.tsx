import type { ReactNode } from 'react';

import { at } from '../i18n';

type StatCardProps = {
  label: string;
  /** The figure as shown ('AED 1,250.00', '12'). */
  value: string;
  /** Percent change against the comparison period; omitted for cards without one. */
  change?: number;
  /** The comparison figure as shown, under the value ('Last month: AED 980.00'). */
  comparison?: string;
  /** Whether a rise is good news (revenue) or not (cancellations); decides the colour. */
  upIsGood?: boolean;
};

/** One figure of a stats row (dashboard, Manage Orders), with its change and comparison. */
export function StatCard({ label, value, change, comparison, upIsGood = true }: StatCardProps) {
  const direction = change === undefined || change === 0 ? 'flat' : change > 0 ? 'up' : 'down';
  const good = direction === 'flat' ? null : (direction === 'up') === upIsGood;
  const magnitude = change === undefined ? '' : String(Math.abs(change));
  return (
    <div className="stat-card">
      <dt className="stat-card__label">{label}</dt>
      <dd className="stat-card__value">{value}</dd>
      {change !== undefined ? (
        <dd
          className={[
            'stat-card__change',
            good === null ? null : good ? 'stat-card__change--good' : 'stat-card__change--bad',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <span aria-hidden="true">
            {direction === 'up'
              ? at('stat.changeUp', { change: magnitude })
              : direction === 'down'
                ? at('stat.changeDown', { change: magnitude })
                : at('stat.changeFlat')}
          </span>
          <span className="sr-only">
            {at('stat.changeLabel', {
              direction:
                direction === 'up'
                  ? at('stat.up')
                  : direction === 'down'
                    ? at('stat.down')
                    : at('stat.unchanged'),
              change: magnitude,
            })}
          </span>
        </dd>
      ) : null}
      {comparison ? <dd className="stat-card__comparison">{comparison}</dd> : null}
    </div>
  );
}

/** The row around StatCards: a description list, so each figure is read with its label. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl className="stat-grid" aria-label={label}>
      {children}
    </dl>
  );
}
