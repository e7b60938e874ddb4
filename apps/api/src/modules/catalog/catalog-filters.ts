import type { CatalogQuery } from '@store/domain';
import { asc, sql, type SQL } from 'drizzle-orm';
import { products } from '#db/schema';

export type Scope = Pick<CatalogQuery, 'q' | 'gender' | 'category' | 'subcategory'>;
export type Refinements = Pick<CatalogQuery, 'brand' | 'color' | 'maxPrice' | 'minDiscount'> &
  Partial<Pick<CatalogQuery, 'size'>>;

/** Newest first, ties by id: the order of the compatibility list and of the back office's table. */
export const NEWEST: SQL[] = [sql`${products.createdAt} DESC NULLS LAST`, asc(products.id)];
