import {
  ADMIN_PRODUCT_PAGE_SIZE_DEFAULT,
  ADMIN_PRODUCT_PAGE_SIZES,
  ADMIN_PRODUCT_SORTS,
  CATALOG_TEXT_MAX_CHARS,
  GENDERS,
  PRODUCT_STOCK_STATES,
  type AdminProductSort,
  type Gender,
  type ProductStockState,
} from '@store/domain';

import { readPage } from '@/admin/lib/list-address';

/** Manage Product's search, filters, sort and page as the address keeps them. */
export type ProductList = {
  q: string;
  gender: Gender | 'all';
  /** '' for every category. */
  category: string;
  stock: ProductStockState | 'all';
  sort: AdminProductSort;
  size: (typeof ADMIN_PRODUCT_PAGE_SIZES)[number];
  page: number;
};

/** The longest category the product form accepts. */
const CATEGORY_MAX_CHARS = 100;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** Reads the address leniently: anything unknown falls back to its default. */
export function readProductList(params: URLSearchParams): ProductList {
  const size = Number(params.get('size'));
  return {
    q: (params.get('q') ?? '').slice(0, CATALOG_TEXT_MAX_CHARS),
    gender: oneOf(GENDERS, params.get('gender')) ?? 'all',
    category: (params.get('category') ?? '').trim().slice(0, CATEGORY_MAX_CHARS),
    stock: oneOf(PRODUCT_STOCK_STATES, params.get('stock')) ?? 'all',
    sort: oneOf(ADMIN_PRODUCT_SORTS, params.get('sort')) ?? 'newest',
    size: ADMIN_PRODUCT_PAGE_SIZES.find((s) => s === size) ?? ADMIN_PRODUCT_PAGE_SIZE_DEFAULT,
    page: readPage(params),
  };
}

/** The address's query for the list, leaving out what is at its default. */
export function writeProductList(list: ProductList): URLSearchParams {
  const params = new URLSearchParams();
  const q = list.q.trim();
  if (q) params.set('q', q);
  if (list.gender !== 'all') params.set('gender', list.gender);
  if (list.category) params.set('category', list.category);
  if (list.stock !== 'all') params.set('stock', list.stock);
  if (list.sort !== 'newest') params.set('sort', list.sort);
  if (list.size !== ADMIN_PRODUCT_PAGE_SIZE_DEFAULT) params.set('size', String(list.size));
  if (list.page > 1) params.set('page', String(list.page));
  return params;
}

/** What GET admin/products is asked for: defaults left out, the page size as `limit`. */
export function productsQuery(list: ProductList) {
  const q = list.q.trim();
  return {
    page: list.page,
    limit: list.size,
    ...(q ? { q } : {}),
    ...(list.gender !== 'all' ? { gender: list.gender } : {}),
    ...(list.category ? { category: list.category } : {}),
    ...(list.stock !== 'all' ? { stock: list.stock } : {}),
    ...(list.sort !== 'newest' ? { sort: list.sort } : {}),
  };
}

/** True when any filter narrows the list (the count then says "matching"). */
export const isNarrowed = (list: ProductList) =>
  Boolean(list.q.trim() || list.gender !== 'all' || list.category || list.stock !== 'all');
