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

/** `?threshold=3&page=2`, read leniently: anything else is the default 5 and page 1. */
export function readLowStockAddress(params: URLSearchParams) {
  return {
    threshold: parseThreshold(params.get('threshold')) ?? LOW_STOCK_THRESHOLD,
    page: readPage(params),
  };
}

/** The address for a threshold and page, leaving out what is at its default. */
export function writeLowStockAddress(threshold: number, page: number): Record<string, string> {
  return {
    ...(threshold !== LOW_STOCK_THRESHOLD ? { threshold: String(threshold) } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}
