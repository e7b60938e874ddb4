import {
  ADMIN_ORDER_FLAGS,
  ADMIN_ORDER_METHOD_FILTERS,
  ADMIN_ORDER_RANGES,
  ADMIN_SEARCH_MIN_CHARS,
  ADMIN_ORDER_STATUS_FILTERS,
  CATALOG_TEXT_MAX_CHARS,
  type AdminOrderMethodFilter,
  type AdminOrderRange,
  type AdminOrderStatusFilter,
} from '@store/domain';

import { readPage } from '@/admin/lib/list-address';

/** Manage Orders' search and filters, as the URL keeps them (so Back and a shared link work). */
export type OrderFilters = {
  q: string;
  status: AdminOrderStatusFilter | 'all';
  range: AdminOrderRange | 'all';
  /**
   * 'disputed': only orders whose card payment the shopper's bank disputed; 'cancel-requested':
   * only orders whose shopper asked to cancel after shipping and awaits an answer.
   */
  flag: OrderFlag | 'all';
  /** How the order was paid: card, cash on delivery, wallet, Tabby or Tamara. */
  method: AdminOrderMethodFilter | 'all';
  page: number;
};

export const ORDER_FLAGS = ADMIN_ORDER_FLAGS;
export type OrderFlag = (typeof ORDER_FLAGS)[number];

export const NO_FILTERS: OrderFilters = {
  q: '',
  status: 'all',
  range: 'all',
  flag: 'all',
  method: 'all',
  page: 1,
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | 'all' =>
  values.find((v) => v === value?.toLowerCase()) ?? 'all';

/** Reads the URL leniently: anything unknown falls back to "all" or page 1. */
export function readOrderFilters(params: URLSearchParams): OrderFilters {
  return {
    q: (params.get('q') ?? '').slice(0, CATALOG_TEXT_MAX_CHARS),
    status: oneOf(ADMIN_ORDER_STATUS_FILTERS, params.get('status')),
    range: oneOf(ADMIN_ORDER_RANGES, params.get('range')),
    flag: oneOf(ORDER_FLAGS, params.get('flag')),
    method: oneOf(ADMIN_ORDER_METHOD_FILTERS, params.get('method')),
    page: readPage(params),
  };
}

/** The URL's query for the filters, leaving out what is at its default. */
export function writeOrderFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.range !== 'all') params.set('range', filters.range);
  if (filters.flag !== 'all') params.set('flag', filters.flag);
  if (filters.method !== 'all') params.set('method', filters.method);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The filters as GET admin/orders takes them: 'all' is left out, and so is a search too short
 * to use the indexes (the box says how long it must be).
 */
export function ordersQuery(filters: OrderFilters) {
  const q = filters.q.trim();
  return {
    ...(q.length >= ADMIN_SEARCH_MIN_CHARS ? { q } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(filters.range !== 'all' ? { range: filters.range } : {}),
    ...(filters.flag !== 'all' ? { flag: filters.flag } : {}),
    ...(filters.method !== 'all' ? { method: filters.method } : {}),
    page: filters.page,
  };
}
