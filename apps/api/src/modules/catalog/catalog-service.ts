import type { CatalogQuery } from '@store/domain';
import type { Db } from '../../db/client';
import { mediaUrl } from '../../platform/media';
import * as repo from './catalog-repository';
import { productJson, type ProductRow } from './product-json';

async function withMedia(db: Db, rows: ProductRow[], mediaBaseUrl: string) {
  const media = await repo.loadColorImages(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => productJson(row, media.get(row.id), mediaBaseUrl));
}

/** One page of the catalogue in the browsed scope. */
export async function productPage(db: Db, q: CatalogQuery, mediaBaseUrl: string) {
  const { rows, total } = await repo.listProductPage(db, q);
  return { items: await withMedia(db, rows, mediaBaseUrl), total, page: q.page, limit: q.limit };
}

/** Every product: the spec's bare list, kept for compatibility; the storefront pages instead. */
export async function allProducts(db: Db, mediaBaseUrl: string) {
  return withMedia(db, await repo.listAllProducts(db), mediaBaseUrl);
}

export async function navigation(db: Db) {
  return repo.listNavPairs(db);
}

export async function offerList(db: Db, mediaBaseUrl: string) {
  const rows = await repo.listOffers(db);
  return rows.map((o) => ({
    _id: o.id,
    title: o.title,
    description: o.description,
    discountText: o.discountText,
    imageUrl: mediaUrl(mediaBaseUrl, o.imageKey),
    link: o.link,
    productIds: o.productIds,
    createdAt: o.createdAt.toISOString(),
  }));
}
