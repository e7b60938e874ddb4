import {
  isLowStock,
  productStockState,
  type AdminProductsQuery,
  type LowStockQuery,
} from '@store/domain';
import { mediaUrl } from '#platform/media';
import * as adminRepo from './admin-product-repository';
import type { CatalogDeps, ProductReads } from './catalog-deps';
import type { CatalogCache } from './catalog-cache';
import * as filters from './admin-product-filters';
import { productDetail, withMedia } from './catalog-service';
import * as repo from './catalog-repository';
import * as variantRepo from './variant-repository';

// What the console reads of the catalogue: Manage Product's table, Low stock, one product.

/** The categories of the table's filter, read once per catalogue version. */
const categoriesRead = new WeakMap<CatalogCache, { version: number; list: Promise<string[]> }>();
function categories(
  deps: Pick<CatalogDeps, 'db' | 'catalogCache'>,
  version: number,
): Promise<string[]> {
  const cached = categoriesRead.get(deps.catalogCache);
  if (cached?.version === version) return cached.list;
  const list = filters.productCategories(deps.db);
  categoriesRead.set(deps.catalogCache, { version, list });
  return list;
}

/**
 * One page of the admin table with the total, products in the storefront's JSON shape. The
 * plain list (newest first, maybe searched) keeps its index-only paging; a filter or another
 * order reads the filtered rows (admin-product-filters.ts).
 */
export async function listProducts(
  deps: Pick<CatalogDeps, 'db' | 'config' | 'catalogCache'>,
  query: AdminProductsQuery,
) {
  const version = await deps.catalogCache.version();
  const filtered = filters.isFiltered(query);
  const key = ['admin-products', query.q ?? '', query.gender, query.category, query.stock];
  const total = await deps.catalogCache.count(key.join('\u0000'), version, () =>
    filtered
      ? filters.countFilteredProducts(deps.db, query)
      : adminRepo.countAdminProducts(deps.db, query.q),
  );
  const offset = (query.page - 1) * query.limit;
  const rows = filtered
    ? await filters.listFilteredProducts(deps.db, query, { offset, limit: query.limit })
    : await adminRepo.listAdminProducts(deps.db, { q: query.q, offset, limit: query.limit }, total);
  const products = await withMedia(deps.db, rows, deps.config.media.baseUrl, deps.config.store);
  return {
    // A row is low when any of its variants is at or under the low-stock threshold.
    products: products.map((p) => ({
      ...p,
      lowStock: p.variants.some((v) => isLowStock(v.stock)),
      stockState: productStockState(p.variants),
    })),
    total,
    page: query.page,
    limit: query.limit,
    categories: await categories(deps, version),
  };
}

export const LOW_STOCK_PAGE_SIZE = 20;

/** The Low stock page: variants at or under the threshold across the store, lowest first. */
export async function lowStock(deps: ProductReads, query: LowStockQuery) {
  const { rows, total } = await variantRepo.listLowStock(deps.db, {
    threshold: query.threshold,
    offset: (query.page - 1) * LOW_STOCK_PAGE_SIZE,
    limit: LOW_STOCK_PAGE_SIZE,
    sort: query.sort,
  });
  const media = await repo.loadColorImages(deps.db, [...new Set(rows.map((r) => r.productId))]);
  const base = deps.config.media.baseUrl;
  return {
    items: rows.map((r) => {
      const images = media.get(r.productId)?.images;
      return {
        _id: r.productId,
        productid: r.productid,
        name: r.name,
        color: r.color,
        size: r.size,
        sku: r.sku,
        stock: r.stock,
        /** Shoppers waiting for this colour and size to come back (back-in-stock alerts). */
        waiting: r.waiting,
        // The variant's colour's first picture links the row to what the shop owner sees.
        image: mediaUrl(base, images?.get(r.color)?.[0]),
      };
    }),
    total,
    page: query.page,
    limit: LOW_STOCK_PAGE_SIZE,
  };
}

/** One product for the view and edit screens, by `_id` or `productid`. */
export function getProduct(deps: ProductReads, id: string) {
  return productDetail(deps.db, id, deps.config.media.baseUrl, deps.config.store);
}
