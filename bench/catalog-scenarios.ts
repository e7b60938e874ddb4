// The uncached scenarios: each rotates through many distinct requests (pages, sorts, filter
// values, search terms), so nothing is answered from a response cache even when one is on.
import type { Scenario } from './load';

const SORTS = ['newest', 'price-asc', 'price-desc', 'discount'];
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

const genderPage: Scenario = {
  name: 'gender page',
  paths: SORTS.flatMap((sort) =>
    range(20).map((page) => `/api/catalog/products?gender=men&sort=${sort}&page=${page}`),
  ),
};

const filteredPage: Scenario = {
  name: 'filtered page',
  paths: range(12).flatMap((step) =>
    SORTS.map(
      (sort) =>
        `/api/catalog/products?gender=women&category=dresses&brand=Noor%20Atelier&brand=Dune%20Studio` +
        `&brand=Layla%20Label&color=Navy&color=Black&maxPrice=${100 + step * 25}&minDiscount=10&sort=${sort}`,
    ),
  ),
};

/** The size filter (sizes in stock, decision 28) beside a scope, rotating sizes and sorts. */
const sizePage: Scenario = {
  name: 'size filter',
  paths: ['S', 'M', 'L', 'XL'].flatMap((size) =>
    SORTS.map((sort) => `/api/catalog/products?gender=men&size=${size}&color=Navy&sort=${sort}`),
  ),
};

const TERMS = ['linen', 'shirt', 'dress', 'noor', 'denim', 'abaya', 'sneaker', 'polo', 'kids tee'];

const search: Scenario = {
  name: 'search',
  paths: TERMS.flatMap((q) =>
    range(5).map((page) => `/api/catalog/products?q=${encodeURIComponent(q)}&page=${page}`),
  ),
};

const suggest: Scenario = {
  name: 'suggest',
  paths: TERMS.map((q) => `/api/catalog/suggest?q=${encodeURIComponent(q)}`),
};

/**
 * Several words and misspellings (decision 46): each misspelt word costs a trigram lookup of the
 * catalogue's words the first time, then the scope is held like any other.
 */
const FUZZY_TERMS = [
  'black abaya',
  'kaftn',
  'abya',
  'linnen shirt',
  'denin',
  'sneakr',
  'navy polo',
];

const fuzzySearch: Scenario = {
  name: 'search: words and misspellings',
  paths: FUZZY_TERMS.flatMap((q) => [
    ...range(3).map((page) => `/api/catalog/products?q=${encodeURIComponent(q)}&page=${page}`),
    `/api/catalog/products?q=${encodeURIComponent(q)}&sort=price-asc`,
    `/api/catalog/suggest?q=${encodeURIComponent(q)}`,
  ]),
};

export const uncachedScenarios = [genderPage, filteredPage, sizePage, search, suggest, fuzzySearch];

/**
 * The back office's product table, 10 a page as Manage Product asks: pages across
 * the whole catalogue, and its search box with what a shop owner types (a product id, a name, a
 * category, a gender, a price, a discount).
 */
export function adminProductScenarios(
  products: number,
  headers: Record<string, string>,
): Scenario[] {
  const pages = Math.ceil(products / 10);
  const list = (query: string) => `/api/admin/products?limit=10&${query}`;
  const ids = range(20).map(
    (i) => `BX-${String(Math.round((products * i) / 20)).padStart(6, '0')}`,
  );
  const words = ['linen', 'abaya', 'dresses', 'women', 'kids', '149', '25'];
  return [
    {
      name: 'admin: pages',
      paths: range(40).map((i) => list(`page=${Math.max(1, Math.round((pages * i) / 40))}`)),
      headers,
    },
    {
      name: 'admin: search',
      paths: [
        ...ids.map((id) => list(`q=${id}`)),
        ...words.flatMap((q) => range(3).map((page) => list(`q=${q}&page=${page}`))),
      ],
      headers,
    },
  ];
}
