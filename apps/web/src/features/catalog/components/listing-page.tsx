import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@/lib/router';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorMessage } from '@/components/ui/error-message';
import { t, tp } from '@/i18n';
import { useAfterIdle } from '@/lib/use-after-idle';
import { useMediaQuery } from '@/lib/use-media-query';
import { useListingPage } from '../api';
import type { ProductScope } from '../product-filters';
import type { ListingPatch } from '../utils/listing-params';
import {
  CLEARED_REFINEMENTS,
  activeRefinementCount,
  readListingState,
  writeListingState,
} from '../utils/listing-params';
import { ActiveFilters } from './active-filters';
import { Breadcrumbs, scopeCrumbs, type Crumb } from './breadcrumbs';
import { FilterPanel } from './filter-panel';
import { ListingToolbar } from './listing-toolbar';
import { Pagination } from './pagination';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/** Below the width where listing.css shows the filter sidebar, the filters open as a sheet. */
const FILTERS_AS_SHEET = '(max-width: 899.98px)';

/** What a listing other than a category's says of itself: the search page's title and empty state. */
export type ListingHeading = {
  title: string;
  crumbs: Crumb[];
  /** Shown when nothing matches and no refinement is on (with one on, the filters' message). */
  empty: string;
  /** The default order's name: a search lists exact matches first, then close spellings. */
  defaultSortLabel?: string;
};

/**
 * A category listing (`/men`, `/category/...`, `/accessories`) or the search page (`/search?q=`,
 * its scope the search term): the filter sidebar, sort, the grid and numbered pages. Every
 * choice lives in the URL, so a filtered page can be shared and Back undoes the last change.
 */
export function ListingPage({ scope, heading }: { scope: ProductScope; heading?: ListingHeading }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Where the filters are a sheet (no sidebar), its panel is drawn once the page is idle, so the
  // tap on Filters only opens it.
  const sheetReady = useAfterIdle(useMediaQuery(FILTERS_AS_SHEET));
  // One object per address, so the filter panels (kept while their props stay) are not drawn
  // again when the page re-renders for its own reasons, such as opening the filters' sheet.
  const state = useMemo(() => readListingState(searchParams), [searchParams]);
  const { page, sort } = state;
  const query = useListingPage(scope, searchParams);
  const { data, error, isPlaceholderData } = query;

  const onChange = useCallback(
    (patch: ListingPatch) => {
      // Filters apply where the shopper is looking: keep the scroll position.
      setSearchParams((current) => writeListingState(current, patch), {
        preventScrollReset: true,
      });
    },
    [setSearchParams],
  );

  const crumbs = heading?.crumbs ?? scopeCrumbs(scope);
  const title = heading?.title ?? crumbs.at(-1)?.label ?? t('page.category');
  // The whole trail, narrowest first ('Shirts · Men'), so two genders' 'Shirts' differ; the
  // server writes the same title when it does not render the page (page-head.ts).
  const documentTitle =
    !heading && crumbs.length
      ? crumbs
          .map((crumb) => crumb.label)
          .reverse()
          .join(' · ')
      : title;
  const total = data?.total ?? 0;
  const pageCount = data ? Math.ceil(data.total / Math.max(1, data.limit)) : 0;
  const activeCount = activeRefinementCount(state);
  const sortOnly = writeListingState(new URLSearchParams(), { sort }).toString();
  const panel = (
    <FilterPanel
      scope={scope}
      facets={data?.facets}
      state={state}
      search={sortOnly}
      onChange={onChange}
    />
  );

  let results;
  if (!data && error) {
    results = (
      <ErrorMessage
        title={t('catalog.fetchError')}
        message={error.message}
        retryLabel={t('catalog.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!data) {
    results = <ProductGridSkeleton count={8} />;
  } else if (data.items.length === 0) {
    const message = heading && activeCount === 0 ? heading.empty : t('listing.empty');
    results = <p className="empty-state">{message}</p>;
  } else {
    results = <ProductGrid products={data.items} eagerCount={4} headingLevel={3} />;
  }

  return (
    <div className="listing page">
      <title>{`${documentTitle} · ${t('app.name')}`}</title>
      <Breadcrumbs crumbs={crumbs} />
      <header className="page-head">
        <h1 className="section-title listing__title">{title}</h1>
        <p className="listing__count" role="status">
          {data ? tp('listing.count', total) : t('catalog.loading')}
        </p>
      </header>
      <div className="listing__layout">
        <aside className="listing__sidebar" aria-labelledby="filters-heading">
          <h2 id="filters-heading" className="listing__sidebar-title">
            {t('filters.title')}
          </h2>
          {panel}
        </aside>
        {/* Its own heading, heard by screen readers only: the product cards' h3 then follow an h2
            on a phone too, where the filters' heading is hidden with the sidebar. */}
        <section className="listing__results" aria-labelledby="listing-results-heading">
          <h2 id="listing-results-heading" className="sr-only">
            {t('listing.results')}
          </h2>
          <ListingToolbar
            sort={sort}
            onSort={(next) => onChange({ sort: next })}
            activeCount={activeCount}
            filtersOpen={filtersOpen}
            onOpenFilters={() => setFiltersOpen(true)}
            defaultSortLabel={heading?.defaultSortLabel}
          />
          <ActiveFilters state={state} onChange={onChange} />
          <div className="listing__grid" aria-busy={isPlaceholderData}>
            {results}
          </div>
          <Pagination page={page} pageCount={pageCount} />
        </section>
      </div>
      <Dialog
        open={filtersOpen}
        onClose={() => setFiltersOpen(false)}
        title={t('filters.title')}
        closeLabel={t('filters.close')}
        className="filters-dialog"
        keepMounted={sheetReady}
        footer={
          <>
            <Button variant="secondary" onClick={() => onChange(CLEARED_REFINEMENTS)}>
              {t('filters.clearAll')}
            </Button>
            <Button onClick={() => setFiltersOpen(false)}>
              {data ? tp('filters.show', total) : t('filters.done')}
            </Button>
          </>
        }
      >
        {panel}
      </Dialog>
    </div>
  );
}
