import { memo } from 'react';

import { t } from '@/i18n';
import type { ProductFacets } from '@store/domain/contract';
import type { ProductScope } from '../product-filters';
import type { ListingPatch, ListingState } from '../utils/listing-params';
import { CategoryFilter } from './category-filter';
import { BrandFilter, ColorFilter, DiscountFilter, SizeFilter } from './filter-options';
import { PriceFilter } from './price-filter';

type FilterPanelProps = {
  scope: ProductScope;
  facets: ProductFacets | undefined;
  state: ListingState;
  search: string;
  onChange: (patch: ListingPatch) => void;
};

/**
 * The filter sidebar. Facets describe the scope, not the refinements, so
 * options never vanish as the shopper picks them. Brand, colour and discount appear only with
 * more than one option; size
 * with any, since even one size in stock is worth picking out. Drawn again only when one of its
 * props changes: opening the filters' sheet on a phone re-renders the listing around it.
 */
export const FilterPanel = memo(function FilterPanel({
  scope,
  facets,
  state,
  search,
  onChange,
}: FilterPanelProps) {
  if (!facets) {
    return (
      <div className="filter-panel" aria-busy="true">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
        <span className="skeleton skeleton--line" />
      </div>
    );
  }
  return (
    <div className="filter-panel">
      <CategoryFilter scope={scope} search={search} />
      {/* Nothing in the scope (a search that found nothing): no prices to filter by. */}
      {facets.price.max > 0 ? (
        <PriceFilter
          min={facets.price.min}
          max={facets.price.max}
          value={state.maxPrice}
          onChange={(maxPrice) => onChange({ maxPrice })}
        />
      ) : null}
      {facets.brands.length > 1 ? (
        <BrandFilter
          options={facets.brands}
          selected={state.brands}
          onChange={(brands) => onChange({ brands })}
        />
      ) : null}
      {facets.colors.length > 1 ? (
        <ColorFilter
          options={facets.colors}
          selected={state.colors}
          onChange={(colors) => onChange({ colors })}
        />
      ) : null}
      {facets.sizes && facets.sizes.length > 0 ? (
        <SizeFilter
          options={facets.sizes}
          selected={state.sizes}
          onChange={(sizes) => onChange({ sizes })}
        />
      ) : null}
      {facets.discounts.length > 1 ? (
        <DiscountFilter
          steps={facets.discounts}
          value={state.minDiscount}
          onChange={(minDiscount) => onChange({ minDiscount })}
        />
      ) : null}
      <p className="sr-only">{t('filters.liveHint')}</p>
    </div>
  );
});
