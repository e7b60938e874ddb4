import { LOW_STOCK_THRESHOLD } from '@store/domain';

import { readPage } from '@/admin/lib/list-address';

/** The API's bound for the Low stock threshold. */
export const LOW_STOCK_THRESHOLD_MAX = 1000;

/** A threshold typed or in the address: a whole number from 0 to 1000, else null. */
export function parseThreshold(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= LOW_STOCK_THRESHOLD_MAX ? value : null;
}

/** Lowest stock first, or the most shoppers waiting for a restock first. */
export type LowStockSort = 'stock' | 'waiting';

/**
 * `?threshold=3&page=2&sort=waiting`, read leniently: anything else is the default 5, page 1 and
 * lowest stock first.
 */
export function readLowStockAddress(params: URLSearchParams) {
  return {
    threshold: parseThreshold(params.get('threshold')) ?? LOW_STOCK_THRESHOLD,
    page: readPage(params),
    sort: (params.get('sort') === 'waiting' ? 'waiting' : 'stock') as LowStockSort,
  };
}

/** The address for a threshold, page and order, leaving out what is at its default. */
export function writeLowStockAddress(
  threshold: number,
  page: number,
  sort: LowStockSort = 'stock',
): Record<string, string> {
  return {
    ...(threshold !== LOW_STOCK_THRESHOLD ? { threshold: String(threshold) } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
    ...(sort === 'waiting' ? { sort } : {}),
  };
}
