import {
  firstNumber,
  SUGGEST_LIMIT,
  type CatalogQuery,
  type PromotionTarget,
  type VatSetting,
} from '@store/domain';
import type { OfferPromotion, Sent } from '@store/domain/contract';
import type { Db } from '#db/client';
import { refusal } from '#platform/errors';
import type { CatalogState } from './catalog-badges';
import type { CatalogCache } from './catalog-cache';
import type { Scope } from './catalog-filters';
import * as repo from './catalog-repository';
import { productJson, type ProductJson, type ProductRow } from './product-json';
import { searchKey } from './product-listing';
import { ScopeSet } from './scope-set';
import { searchTerms } from './search-terms';
import { loadVariants } from './variant-repository';

/** The promotion an offer links to: what its page says of it, and the products it covers. */
export interface OfferPagePromotion {
  answer: Sent<OfferPromotion>;
  /** null: a reward on the whole order or shipping, which every product counts towards. */
  target: PromotionTarget | null;
}

/**
 * What the storefront's offer answers take from the offers module, which owns the offers and
 * imports the catalogue (app.ts hands these in): an offer's JSON as the lists show it, with its
 * listed products' row ids in order; the page's offer also with its linked promotion.
 */
export interface StorefrontOffers {
  find(
    db: Db,
    offerId: string,
    mediaBaseUrl: string,
    /** The summary of a linked promotion is worded as of this moment. */
    now: Date,
  ): Promise<
    | {
        productIds: string[];
        discountText: string;
        createdAt: string;
        promotion: OfferPagePromotion | null;
      }
    | undefined
  >;
  list(db: Db, mediaBaseUrl: string): Promise<unknown[]>;
}

/** The offer page shows at most this many products. */
export const OFFER_ITEMS_MAX = 120;

/**
 * Product JSON for catalogue rows; `vat` is the store's setting, for the shown prices. With the
 * catalogue's state, each product carries the badges of the promotions running then.
 */
export async function withMedia(
  db: Db,
  rows: ProductRow[],
  mediaBaseUrl: string,
  vat: VatSetting,
  state?: CatalogState,
) {
  const ids = rows.map((r) => r.id);
  const [media, variants] = await Promise.all([
    repo.loadColorImages(db, ids),
    loadVariants(db, ids),
  ]);
  return rows.map((row) =>
    productJson(
      row,
      media.get(row.id),
      mediaBaseUrl,
      variants.get(row.id),
      vat,
      state?.badgesOf(row),
    ),
  );
}

/**
 * A scope's members with their facets, picked from the in-memory listing at this version; a
 * search first looks up its words' close spellings in the database (decision 46).
 */
function scopeSet(db: Db, cache: CatalogCache, version: number, scope: Scope, vat: VatSetting) {
  const key = JSON.stringify([
    // Spellings the search treats as one ('عبايه', 'عباية') share one scope.
    scope.q === undefined ? '' : searchKey(scope.q),
    scope.gender?.toLowerCase() ?? '',
    scope.category?.toLowerCase() ?? '',
    scope.subcategory?.toLowerCase() ?? '',
  ]);
  return cache.scope(key, version, async () => {
    const terms =
      scope.q === undefined
        ? undefined
        : await cache.searchTerms(version, searchKey(scope.q), () =>
            searchTerms(db, scope.q ?? ''),
          );
    const { members, exactCount } = cache.listing.members(scope, terms);
    return new ScopeSet(members, vat, exactCount);
  });
}

/** Product JSON for ids in order, from this state's per-product cache where it can. */
function productsById(
  db: Db,
  cache: CatalogCache,
  state: CatalogState,
  ids: string[],
  base: string,
  vat: VatSetting,
) {
  return cache.productsById(state, ids, async (missing) =>
    withMedia(db, await repo.findProductsByIds(db, missing), base, vat, state),
  );
}

/**
 * One page of the catalogue with the sidebar's facets: categories among the scope's siblings
 * (same search and gender), subcategories within its category, the rest over the scope itself.
 * Returns the response's JSON text, assembled from per-product JSON.
 */
export async function productPage(
  db: Db,
  cache: CatalogCache,
  state: CatalogState,
  q: CatalogQuery,
  mediaBaseUrl: string,
  vat: VatSetting,
) {
  const { version } = state;
  const { q: text, gender, category, subcategory } = q;
  const set = await scopeSet(db, cache, version, { q: text, gender, category, subcategory }, vat);
  const siblings = await scopeSet(db, cache, version, { q: text, gender }, vat);
  const inCategory = await scopeSet(db, cache, version, { q: text, gender, category }, vat);
  const { ids, total } = set.page(q, q.sort, (q.page - 1) * q.limit, q.limit);
  const items = await productsById(db, cache, state, ids, mediaBaseUrl, vat);
  // Facets are the same for every page of a scope at a version: encode them once.
  set.facetsJson ??= JSON.stringify({
    ...set.facets,
    categories: siblings.facets.categories,
    subcategories: inCategory.facets.subcategories,
  });
  return `{"success":true,"items":[${items.join(',')}],"total":${total},"page":${q.page},"limit":${q.limit},"facets":${set.facetsJson}}`;
}

/** One product by `_id` or `productid` (with the state: its badges); a 404 when there is none. */
export async function productDetail(
  db: Db,
  id: string,
  mediaBaseUrl: string,
  vat: VatSetting,
  state?: CatalogState,
) {
  const row = await repo.findProduct(db, id);
  if (!row) throw refusal('not_found', 'PRODUCT_NOT_FOUND');
  const [product] = await withMedia(db, [row], mediaBaseUrl, vat, state);
  return product;
}

/**
 * The header dropdown: at most 8 matches, best first, and how many there are in all (its 'See
 * all N results' row); nothing for an empty search.
 */
export async function suggest(
  db: Db,
  cache: CatalogCache,
  state: CatalogState,
  q: string | undefined,
  mediaBaseUrl: string,
  vat: VatSetting,
) {
  if (!q) return { items: [], total: 0 };
  const set = await scopeSet(db, cache, state.version, { q }, vat);
  const { ids, total } = set.page({ brand: [], color: [] }, 'newest', 0, SUGGEST_LIMIT);
  const rows = await productsById(db, cache, state, ids, mediaBaseUrl, vat);
  const items = rows
    .map((text) => JSON.parse(text) as ProductJson)
    .map((p) => ({
      _id: p._id,
      name: p.name,
      nameAr: p.nameAr,
      brand: p.brand,
      price: p.price,
      priceWithVat: p.priceWithVat,
      image: p.defaultImg,
      inStock: p.inStock,
      badges: p.badges ?? [],
    }));
  return { items, total };
}

/**
 * A linked offer's page: the products its promotion matches, newest first, at most as many as an
 * offer page shows, from the listing at this catalogue version (a promotion's change bumps it).
 */
async function promotionProducts(
  db: Db,
  cache: CatalogCache,
  state: CatalogState,
  target: PromotionTarget | null,
  mediaBaseUrl: string,
  vat: VatSetting,
) {
  if (!cache.listing.covers(state.version)) await cache.listing.at(state.version);
  const ids = cache.listing.matching(target, OFFER_ITEMS_MAX);
  const rows = new Map((await repo.findProductsByIds(db, ids)).map((r) => [r.id, r]));
  const ordered = ids.flatMap((id) => rows.get(id) ?? []);
  return withMedia(db, ordered, mediaBaseUrl, vat, state);
}

/**
 * The offer page. Linked to a promotion: the products it matches under its summary. Otherwise
 * the offer's listed products plus products discounted above 0 and at most the first number in
 * its discount text, biggest discount first, each once; the cap never drops a listed product.
 */
export async function offerPage(
  offers: StorefrontOffers,
  db: Db,
  cache: CatalogCache,
  state: CatalogState,
  offerId: string,
  mediaBaseUrl: string,
  vat: VatSetting,
  now: Date,
) {
  const found = await offers.find(db, offerId, mediaBaseUrl, now);
  if (!found) throw refusal('not_found', 'OFFER_NOT_FOUND');
  // The page's offer leaves out when it was made, which only the lists show.
  const { createdAt: _createdAt, promotion, ...offer } = found;
  if (promotion) {
    return {
      offer,
      heading: 'promotion' as const,
      limit: null,
      promotion: promotion.answer,
      items: await promotionProducts(db, cache, state, promotion.target, mediaBaseUrl, vat),
    };
  }
  const limit = firstNumber(offer.discountText);
  const listed = await repo.findProductsByIds(db, offer.productIds);
  const ranged = limit === null ? [] : await repo.listDiscountedUpTo(db, limit, OFFER_ITEMS_MAX);
  const listedIds = new Set(offer.productIds);
  const merged = [...listed, ...ranged.filter((r) => !listedIds.has(r.id))];
  merged.sort((a, b) => (b.discount ?? -1) - (a.discount ?? -1) || a.id.localeCompare(b.id));
  let spare = OFFER_ITEMS_MAX - listed.length;
  const rows = merged.filter((r) => listedIds.has(r.id) || spare-- > 0);
  return {
    offer,
    heading: limit === null ? ('related' as const) : ('discount' as const),
    limit,
    promotion: null,
    items: await withMedia(db, rows, mediaBaseUrl, vat, state),
  };
}

/** Every product: the original bare list, kept for compatibility; the storefront pages instead. */
export async function allProducts(db: Db, mediaBaseUrl: string, vat: VatSetting) {
  return withMedia(db, await repo.listAllProducts(db), mediaBaseUrl, vat);
}

export async function navigation(db: Db) {
  return repo.listNavPairs(db);
}

export async function offerList(offers: StorefrontOffers, db: Db, mediaBaseUrl: string) {
  return offers.list(db, mediaBaseUrl);
}
