import {
  CATALOG_DEFAULT_LIMIT,
  CATALOG_PAGE_LIMIT_MAX,
  CATALOG_TEXT_MAX_CHARS,
  normalizeGender,
  type CatalogSort,
} from './constants';
import { withoutLocale } from './locale';

/** Accessories are a section of their own: the category across every gender. */
export const ACCESSORIES = 'Accessories';

export type ListingScope = { gender?: string; category?: string; subcategory?: string };
/** A listing route's parameters, before `listingScope` checks and trims them. */
export type ScopeParams = ListingScope;

/** The id of the `<script type="application/json">` that carries a page's first answers. */
export const FIRST_PAGE_ANSWERS_ID = 'first-page-answers';

/**
 * The scope of a listing route: `/men` and `/category/men` give the gender, the longer
 * `/category/{gender}/{category}/{subcategory}` paths narrow it; `/accessories` is the
 * Accessories category with no gender. Null when the gender is not one we sell to.
 */
export function listingScope(params: ScopeParams, section?: 'accessories'): ListingScope | null {
  if (section === 'accessories') return { category: ACCESSORIES };
  const gender = normalizeGender(params.gender ?? '');
  if (!gender) return null;
  const category = params.category?.trim() || undefined;
  const subcategory = category ? params.subcategory?.trim() || undefined : undefined;
  return { gender, category, subcategory };
}

export type CatalogProductsFilters = ListingScope & {
  q?: string;
  brands?: readonly string[];
  colors?: readonly string[];
  /** Sizes in stock (any of). */
  sizes?: readonly string[];
  maxPrice?: number;
  minDiscount?: number;
  sort?: CatalogSort;
};

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A value as a browser's URLSearchParams writes it (form encoding: a space is `+`). */
function formEncode(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\uFFFD'))
    .replace(/%20/g, '+')
    .replace(/[!'()~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The query string of GET /api/catalog/products. Built here rather than by the API client's
 * `params` because brand, color and size repeat (`brand=A&brand=B`). Empty values are left out so equal
 * filters give equal URLs (and hit the same HTTP cache entry).
 */
export function productQueryString(
  filters: CatalogProductsFilters,
  page: number,
  limit: number = CATALOG_DEFAULT_LIMIT,
): string {
  const pairs: string[] = [];
  const add = (key: string, value: string | number | undefined) => {
    if (value === undefined || value === '') return;
    pairs.push(`${key}=${formEncode(String(value))}`);
  };
  add('q', filters.q?.trim());
  add('gender', filters.gender);
  add('category', filters.category);
  add('subcategory', filters.subcategory);
  for (const brand of filters.brands ?? []) add('brand', brand);
  for (const color of filters.colors ?? []) add('color', color);
  for (const size of filters.sizes ?? []) add('size', size);
  add('maxPrice', filters.maxPrice);
  add('minDiscount', filters.minDiscount);
  if (filters.sort && filters.sort !== 'newest') add('sort', filters.sort);
  add('page', Math.max(1, Math.trunc(page)));
  add('limit', Math.min(CATALOG_PAGE_LIMIT_MAX, Math.max(1, Math.trunc(limit))));
  return pairs.join('&');
}

/** A query string's pairs ('?q=a+b&sort=x'), decoded as a form is; null when malformed. */
function queryPairs(search: string): [string, string][] | null {
  const text = search.startsWith('?') ? search.slice(1) : search;
  try {
    return text
      .split('&')
      .filter((part) => part !== '')
      .map((part) => {
        const [key = '', ...value] = part.split('=');
        const decode = (v: string) => decodeURIComponent(v.replace(/\+/g, ' '));
        return [decode(key), decode(value.join('='))];
      });
  } catch {
    return null;
  }
}

/** What the search page reads its term from: a query string, or the router's search params. */
export type SearchPageQuery = string | { get(name: string): string | null };

/**
 * The search page's term (`/search?q=…`): trimmed and cut to the API's maximum, so the page never
 * asks for what the server would refuse. Empty when there is none.
 */
export function searchPageTerm(search: SearchPageQuery): string {
  const q =
    typeof search === 'string'
      ? (queryPairs(search)?.find(([key]) => key === 'q')?.[1] ?? '')
      : (search.get('q') ?? '');
  return q.trim().slice(0, CATALOG_TEXT_MAX_CHARS);
}

/**
 * A search page with nothing but its term in the query string (`/search?q=kaftan`, also under
 * `/ar`): the server answers and renders it like a plain listing.
 */
export function isPlainSearchPage(pathname: string, search: string): boolean {
  const path = withoutLocale(pathname).replace(/\/+$/, '').toLowerCase();
  if (path !== '/search') return false;
  const pairs = queryPairs(search);
  return pairs !== null && pairs.every(([key]) => key === 'q') && searchPageTerm(search) !== '';
}

function pathSegments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/**
 * The catalogue calls (paths under the API's `/api`) that the storefront's route loaders start
 * when a page is the first one opened, so the server can send their answers with the page and
 * the phone skips a round trip before its first render. Only plain addresses: a listing with
 * refinements in its query string, or anything unknown, leaves its calls to the browser.
 */
export function firstPageCalls(pathname: string, search: string): string[] {
  // An Arabic page (`/ar/...`) makes the same calls as its English one.
  const path = pathSegments(withoutLocale(pathname));
  if (!path || path[0]?.toLowerCase() === 'admin') return [];
  // Every storefront page shows the header's categories.
  const calls = ['/catalog/nav'];
  const [first = '', ...rest] = path;
  const page = first.toLowerCase();
  let scope: ListingScope | null = null;
  if (path.length === 0) {
    calls.push('/api/offers', `/catalog/products?${productQueryString({}, 1)}`);
  } else if ((page === 'men' || page === 'women' || page === 'kids') && rest.length === 0) {
    scope = listingScope({ gender: page });
  } else if (page === 'category' && rest.length >= 1 && rest.length <= 3) {
    scope = listingScope({ gender: rest[0], category: rest[1], subcategory: rest[2] });
  } else if (page === 'accessories' && rest.length === 0) {
    scope = listingScope({}, 'accessories');
  } else if (page === 'search' && isPlainSearchPage(pathname, search)) {
    calls.push(`/catalog/products?${productQueryString({ q: searchPageTerm(search) }, 1)}`);
  } else if (page === 'product' && rest.length === 2 && /^(view|search)$/i.test(rest[0] ?? '')) {
    calls.push(`/catalog/products/${encodeURIComponent(rest[1] ?? '')}`);
  }
  if (scope && search === '') calls.push(`/catalog/products?${productQueryString(scope, 1)}`);
  return calls;
}
