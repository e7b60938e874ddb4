import type { CatalogSort } from '@store/domain';
import { useId } from 'react';

import { Icon } from '@/components/ui/icon';
import { t } from '@/i18n';
import { SORTS, SORT_LABELS } from '../utils/query-rules';

type ListingToolbarProps = {
  sort: CatalogSort;
  onSort: (sort: CatalogSort) => void;
  activeCount: number;
  filtersOpen: boolean;
  onOpenFilters: () => void;
  /** The default order's name where it is not 'Newest' (a search: best match first). */
  defaultSortLabel?: string;
};

/** Above the grid: the Filters button (small screens only) and the sort order. */
export function ListingToolbar({
  sort,
  onSort,
  activeCount,
  filtersOpen,
  onOpenFilters,
  defaultSortLabel,
}: ListingToolbarProps) {
  const sortId = useId();
  return (
    <div className="listing-toolbar">
      <button
        type="button"
        className="button button--secondary listing-toolbar__filters"
        aria-haspopup="dialog"
        aria-expanded={filtersOpen}
        onClick={onOpenFilters}
      >
        <Icon name="filter" />
        {t('filters.button')}
        {activeCount > 0 ? (
          <span className="count-badge">
            <span className="sr-only">, {t('filters.activeCount', { count: activeCount })}</span>
            <span aria-hidden="true">{activeCount}</span>
          </span>
        ) : null}
      </button>
      <div className="listing-toolbar__sort">
        <label htmlFor={sortId}>{t('sort.label')}</label>
        <select
          id={sortId}
          className="select"
          value={sort}
          onChange={(event) => onSort(event.target.value as CatalogSort)}
        >
          {SORTS.map((value) => (
            <option key={value} value={value}>
              {value === 'newest' && defaultSortLabel ? defaultSortLabel : t(SORT_LABELS[value])}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
