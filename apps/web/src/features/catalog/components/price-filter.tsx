import { useEffect, useId, useRef, useState } from 'react';

import { t } from '@/i18n';
import { FilterGroup } from './filter-options';
import { formatAed } from '@/lib/money';

type PriceFilterProps = {
  /** The scope's price range in AED. */
  min: number;
  max: number;
  value: number | undefined;
  onChange: (maxPrice: number | undefined) => void;
};

/** Dragging updates the label at once; the URL (and the request) follow after a pause. */
const COMMIT_DELAY_MS = 350;

/**
 * The price slider: keeps products priced at or below its value. Disabled when every product in
 * the scope costs the same (min equals max). At its maximum it filters nothing, so the URL drops it.
 */
export function PriceFilter({ min, max, value, onChange }: PriceFilterProps) {
  const id = useId();
  // Whole dirhams on the track. Shown prices (VAT included) carry fils, so the lowest stop is
  // rounded up: at its minimum the slider still keeps the cheapest product.
  const low = Math.min(Math.ceil(min), Math.ceil(max));
  const high = Math.ceil(max);
  const committed = value === undefined ? high : Math.min(Math.max(value, low), high);
  const [draft, setDraft] = useState(committed);
  const disabled = min === max;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // Follow the URL when it changes from elsewhere (Back, 'Clear all').
  useEffect(() => setDraft(committed), [committed]);

  useEffect(() => {
    if (draft === committed) return;
    const commit = () => onChangeRef.current(draft >= high ? undefined : draft);
    const timer = setTimeout(commit, COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, committed, high]);

  return (
    <FilterGroup title={t('filters.price')}>
      <label htmlFor={id} className="price-filter__label">
        {t('filters.priceUpTo', { price: formatAed(draft) })}
      </label>
      <input
        id={id}
        type="range"
        className="price-filter__range"
        min={low}
        max={high}
        step={1}
        value={draft}
        disabled={disabled}
        aria-valuetext={formatAed(draft)}
        onChange={(event) => setDraft(Number(event.target.value))}
      />
      <div className="price-filter__bounds" aria-hidden="true">
        <span>{formatAed(low)}</span>
        <span>{formatAed(high)}</span>
      </div>
    </FilterGroup>
  );
}
