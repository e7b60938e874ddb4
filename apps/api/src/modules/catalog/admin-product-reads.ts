import {
  isLowStock,
  productStockState,
  type AdminProductsQuery,
  type LowStockQuery,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { mediaUrl } from '#platform/media';
import * as adminRepo from './admin-product-repository';
import * as filters from './admin-product-filters';
import { productDetail, withMedia } from './catalog-service';
import * as repo from './catalog-repository';
import * as variantRepo from './variant-repository';

// What the console reads of the catalogue: Manage Product's table, Low stock, one product.

/** The categories of the table's filter, read once per catalogue version. */
const categoriesRead = new WeakMap<FastifyInstance, { version: number; list: Promise<string[]> }>();
function categories(app: FastifyInstance, version: number): Promise<string[]> {
  const cached = categoriesRead.get(app);
  if (cached?.version === version) return cached.list;
  const list = filters.productCategories(app.db);
  categoriesRead.set(app, { version, list });
  return list;
}

/**
 * One page of the admin table with the total, products in the storefront's JSON shape. The
 * plain list (newest first, maybe searched) keeps its index-only paging; a filter or another
 * order reads the filtered rows (admin-product-filters.ts).
 */
export async function listProducts(app: FastifyInstance, query: AdminProductsQuery) {
  const version = await app.catalogCache.version();
  const filtered = filters.isFiltered(query);
  const key = ['admin-products', query.q ?? '', query.gender, query.category, query.stock];
  const total = await app.catalogCache.count(key.join('\u0000'), version, () =>
    filtered
      ? filters.countFilteredProducts(app.db, query)
      : adminRepo.countAdminProducts(app.db, query.q),
  );
  const offset = (query.page - 1) * query.limit;
  const rows = filtered
    ? await filters.listFilteredProducts(app.db, query, { offset, limit: query.limit })
    : await adminRepo.listAdminProducts(app.db, { q: query.q, offset, limit: query.limit }, total);
  const products = await withMedia(app.db, rows, app.config.media.baseUrl, app.config.store);
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
    categories: await categories(app, version),
  };
}

export const LOW_STOCK_PAGE_SIZE = 20;

/** The Low stock page: variants at or under the threshold across the store, lowest first. */
export async function lowStock(app: FastifyInstance, query: LowStockQuery) {
  const { rows, total } = await variantRepo.listLowStock(app.db, {
    threshold: query.threshold,
    offset: (query.page - 1) * LOW_STOCK_PAGE_SIZE,
    limit: LOW_STOCK_PAGE_SIZE,
    sort: query.sort,
  });
  const media = await repo.loadColorImages(app.db, [...new Set(rows.map((r) => r.productId))]);
  const base = app.config.media.baseUrl;
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
export function getProduct(app: FastifyInstance, id: string) {
  return productDetail(app.db, id, app.config.media.baseUrl, app.config.store);
}
