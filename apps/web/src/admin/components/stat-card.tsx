import type { ChangeLabel } from '@store/domain';
import type { ReactNode } from 'react';

import { at } from '../i18n';

type StatCardProps = {
  label: string;
  /** The figure as shown ('AED 1,250.00', '12'). */
  value: string;
  /** The change against the comparison period (domain changeLabel); omitted for cards without one. */
  change?: ChangeLabel;
  /** The comparison figure as shown, under the value ('Last month: AED 980.00'). */
  comparison?: string;
  /**
   * Whether a rise is good news (revenue) or not (cancellations); decides the colour. null: a
   * figure that is neither (discounts given), its change shown uncoloured.
   */
  upIsGood?: boolean | null;
};

/** The change as shown, and as a screen reader says it. */
function changeText(change: ChangeLabel): { shown: string; spoken: string } {
  switch (change.kind) {
    case 'same':
      return { shown: at('stat.noChange'), spoken: at('stat.noChangeLabel') };
    case 'new':
      return { shown: at('stat.new'), spoken: at('stat.newLabel') };
    case 'up':
    case 'down': {
      const magnitude = String(change.percent);
      return {
        shown: at(change.kind === 'up' ? 'stat.changeUp' : 'stat.changeDown', {
          change: magnitude,
        }),
        spoken: at('stat.changeLabel', {
          direction: at(change.kind === 'up' ? 'stat.up' : 'stat.down'),
          change: magnitude,
        }),
      };
    }
  }
}

/** One figure of a stats row (dashboard, Manage Orders), with its change and comparison. */
export function StatCard({ label, value, change, comparison, upIsGood = true }: StatCardProps) {
  // 'new' is a rise from nothing: coloured as a rise.
  const up = change?.kind === 'up' || change?.kind === 'new';
  const good = !change || change.kind === 'same' || upIsGood === null ? null : up === upIsGood;
  const text = change ? changeText(change) : null;
  return (
    <div className="stat-card">
      <dt className="stat-card__label">{label}</dt>
      <dd className="stat-card__value">{value}</dd>
      {text ? (
        <dd
          className={[
            'stat-card__change',
            good === null ? null : good ? 'stat-card__change--good' : 'stat-card__change--bad',
          ]
            .filter(Boolean)
            .join(' ')}
        >
          <span aria-hidden="true">{text.shown}</span>
          <span className="sr-only">{text.spoken}</span>
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
