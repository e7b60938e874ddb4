import type { CatalogSort } from '@store/domain';

import type { ProductRefinements } from '../product-filters';
import { MULTI_MAX, TEXT_MAX_CHARS, isSort } from './query-rules';

/**
 * The listing's state in the URL's query string, so a filtered page can be shared and Back
 * works: `?brand=A&brand=B&color=Navy&size=M&maxPrice=200&minDiscount=30&sort=price-asc&page=2`.
 * Parsed by hand (not with the domain's zod schema) to keep zod out of the listing's chunk;
 * anything malformed falls back to "not set" instead of failing the page.
 */
export type ListingState = ProductRefinements & { sort: CatalogSort; page: number };

export type ListingPatch = Partial<ListingState>;

const KEYS = {
  brands: 'brand',
  colors: 'color',
  sizes: 'size',
  maxPrice: 'maxPrice',
  minDiscount: 'minDiscount',
  sort: 'sort',
  page: 'page',
} as const;

function nonNegative(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Distinct, non-blank values within the API's bounds (a hand-edited URL must not break the page). */
function distinct(values: string[]): string[] {
  const clean = values.map((v) => v.trim()).filter((v) => v !== '' && v.length <= TEXT_MAX_CHARS);
  return [...new Set(clean)].slice(0, MULTI_MAX);
}

export function readListingState(search: URLSearchParams): ListingState {
  const sort = search.get(KEYS.sort);
  const page = Number(search.get(KEYS.page));
  return {
    brands: distinct(search.getAll(KEYS.brands)),
    colors: distinct(search.getAll(KEYS.colors)),
    sizes: distinct(search.getAll(KEYS.sizes)),
    maxPrice: nonNegative(search.get(KEYS.maxPrice)),
    minDiscount: nonNegative(search.get(KEYS.minDiscount)),
    sort: isSort(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/**
 * The query string after a change. Any change other than the page itself goes back to page 1,
 * because the old page number means nothing in a different result set. Unrelated parameters
 * (e.g. a campaign's `utm_*`) are kept.
 */
export function writeListingState(search: URLSearchParams, patch: ListingPatch): URLSearchParams {
  const next = new URLSearchParams(search);
  const merged: ListingState = { ...readListingState(search), ...patch };
  if (!('page' in patch)) merged.page = 1;
  for (const key of Object.values(KEYS)) next.delete(key);
  for (const brand of distinct(merged.brands)) next.append(KEYS.brands, brand);
  for (const color of distinct(merged.colors)) next.append(KEYS.colors, color);
  for (const size of distinct(merged.sizes)) next.append(KEYS.sizes, size);
  if (merged.maxPrice !== undefined) next.set(KEYS.maxPrice, String(merged.maxPrice));
  if (merged.minDiscount !== undefined) next.set(KEYS.minDiscount, String(merged.minDiscount));
  if (merged.sort !== 'newest') next.set(KEYS.sort, merged.sort);
  if (merged.page > 1) next.set(KEYS.page, String(merged.page));
  return next;
}

/** The list with `value` added, or removed when present. */
export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** How many refinements are active (the Filters button's badge). */
export function activeRefinementCount(state: ProductRefinements): number {
  return (
    state.brands.length +
    state.colors.length +
    state.sizes.length +
    (state.maxPrice === undefined ? 0 : 1) +
    (state.minDiscount === undefined ? 0 : 1)
  );
}

/** The filters with every refinement cleared (sort is kept: it is not a filter). */
export const CLEARED_REFINEMENTS: ListingPatch = {
  brands: [],
  colors: [],
  sizes: [],
  maxPrice: undefined,
  minDiscount: undefined,
};
