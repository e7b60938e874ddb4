import { CATALOG_MULTI_MAX, CATALOG_TEXT_MAX_CHARS, type CatalogSort } from '@store/domain';

import type { MessageKey } from '@/i18n';

/**
 * Each of the domain's sort orders with its label, in menu order. Typed against the domain's
 * `CatalogSort`, so a new sort there fails to compile here until it has a label.
 */
export const SORT_LABELS: Readonly<Record<CatalogSort, MessageKey>> = {
  newest: 'sort.newest',
  'price-asc': 'sort.priceAsc',
  'price-desc': 'sort.priceDesc',
  discount: 'sort.discount',
};

/** The API's input bounds, so the storefront never sends a request the server would refuse. */
export const TEXT_MAX_CHARS = CATALOG_TEXT_MAX_CHARS;
export const MULTI_MAX = CATALOG_MULTI_MAX;

export const SORTS = Object.keys(SORT_LABELS) as CatalogSort[];

export function isSort(value: string | null): value is CatalogSort {
  return value !== null && Object.hasOwn(SORT_LABELS, value);
}
