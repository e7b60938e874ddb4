import type { VatSetting } from '@store/domain';
import type { Db, Tx } from '#db/client';
import { refusal } from '#platform/errors';
import { findProduct, findProductsByIds, withMedia } from '#modules/catalog';
import type { CatalogState, ProductJson } from '#modules/catalog';
import * as repo from './wishlist-repository';

const entries = (ids: string[]) => ids.map((productid) => ({ productid }));

/**
 * The wishlist's ids and the products as the catalogue sends them (their promotion badges at the
 * catalogue's `state` too), newest entry first.
 */
export async function wishlistView(
  db: Db,
  userId: string,
  mediaBaseUrl: string,
  vat: VatSetting,
  state: CatalogState,
) {
  const ids = await repo.listWishlist(db, userId);
  const rows = await findProductsByIds(db, ids);
  const products = await withMedia(db, rows, mediaBaseUrl, vat, state);
  const byId = new Map(products.map((p) => [p._id, p]));
  const items: ProductJson[] = [];
  for (const id of ids) {
    const product = byId.get(id);
    if (product) items.push(product);
  }
  return { wishlist: entries(ids), items };
}

/** The product's `_id` for an `_id` or a product code; 404 for neither. */
async function productIdOf(db: Db, productid: string): Promise<string> {
  const row = await findProduct(db, productid);
  if (!row) throw refusal('not_found', 'PRODUCT_NOT_FOUND');
  return row.id;
}

export async function add(db: Db, userId: string, productid: string) {
  await repo.addEntry(db, userId, await productIdOf(db, productid));
  return entries(await repo.listWishlist(db, userId));
}

/** Removing a product that is not in the wishlist succeeds: the result is the same. */
export async function remove(db: Db, userId: string, productid: string) {
  await repo.removeEntry(db, userId, await productIdOf(db, productid));
  return entries(await repo.listWishlist(db, userId));
}

/** Empties the shopper's wishlist; inside the caller's transaction when given one. */
export async function clearWishlist(tx: Db | Tx, userId: string): Promise<void> {
  await repo.clearWishlist(tx, userId);
}
