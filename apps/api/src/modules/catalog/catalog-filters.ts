import type { CatalogQuery } from '@store/domain';
import { and, asc, sql, type SQL } from 'drizzle-orm';
import { likeContains } from '../../db/like';
import { products } from '../../db/schema';

/**
 * The searched text, written exactly as the trigram index `products_search_trgm_idx` is built so
 * the planner can use that index for `LIKE '%...%'`.
 */
const searchText = sql`lower(${products.name} || ' ' || ${products.brand} || ' ' || ${products.category} || ' ' || ${products.gender})`;

/** The spec's search: case-insensitive substring over name, brand, category and gender. */
export function searchMatches(q: string): SQL {
  return sql`${searchText} LIKE lower(${likeContains(q)})`;
}

export type Scope = Pick<CatalogQuery, 'q' | 'gender' | 'category' | 'subcategory'>;
export type Refinements = Pick<CatalogQuery, 'brand' | 'color' | 'maxPrice' | 'minDiscount'>;

/** Conditions of the browsed scope: search text, gender, category and subcategory. */
export function scopeConditions(s: Scope): SQL[] {
  const parts: SQL[] = [];
  if (s.q) parts.push(searchMatches(s.q));
  // Genders are stored lowercase (a check constraint), so the plain column serves the indexes.
  if (s.gender) parts.push(sql`${products.gender} = ${s.gender.toLowerCase()}`);
  if (s.category) parts.push(sql`lower(${products.category}) = lower(${s.category})`);
  if (s.subcategory) parts.push(sql`lower(${products.subcategory}) = lower(${s.subcategory})`);
  return parts;
}

export function whereAll(parts: SQL[]): SQL | undefined {
  return parts.length ? and(...parts) : undefined;
}

/** Newest first, ties by id: the order of the compatibility list and of scope loads. */
export const NEWEST: SQL[] = [sql`${products.createdAt} DESC NULLS LAST`, asc(products.id)];
