import { catalogImageKeysIn as imageKeysIn } from './admin-product-repository';
import * as repo from './catalog-repository';
import * as lines from './line-products';
import * as variants from './variant-repository';

// What other modules ask the catalogue (through its index.ts). Each answers a question; the
// queries behind them are the catalogue's own and may change without the callers knowing.

/** Which of `keys` a product's colour images still show. */
export const catalogImageKeysIn: typeof imageKeysIn = (db, keys) => imageKeysIn(db, keys);

/** A product by its row id or product code. */
export const findProduct: typeof repo.findProduct = (db, id) => repo.findProduct(db, id);

/** Products by row id (in no particular order). */
export const findProductsByIds: typeof repo.findProductsByIds = (db, ids) =>
  repo.findProductsByIds(db, ids);

/** Products named by row id or product code, with just what a list that links to them needs. */
export const findProductRefs: typeof repo.findProductRefs = (db, refs) =>
  repo.findProductRefs(db, refs);

/** Each product's colour images, by product row id. */
export const loadColorImages: typeof repo.loadColorImages = (db, productIds) =>
  repo.loadColorImages(db, productIds);

/** Each product's variants (colour, size, stock), by product row id. */
export const loadVariants: typeof variants.loadVariants = (db, productIds) =>
  variants.loadVariants(db, productIds);

/** The dashboard's stock line: variants at or under `threshold`, and those at 0. */
export const countLowVariants: typeof variants.countLowVariants = (db, threshold) =>
  variants.countLowVariants(db, threshold);

/** Gender and category pairs that have products, with their subcategories, biggest first. */
export const listNavPairs: typeof repo.listNavPairs = (db) => repo.listNavPairs(db);

/** The product fields and variant stock a list of bag lines needs, in two queries. */
export const productsOfLines: typeof lines.productsOfLines = (db, keys) =>
  lines.productsOfLines(db, keys);

/** Each product's Arabic name (null when it has none), by row id. */
export const arabicNamesOf: typeof lines.arabicNamesOf = (db, productIds) =>
  lines.arabicNamesOf(db, productIds);

/** The stock of one colour and size of a product; 0 when it has no such variant. */
export const variantStock: typeof lines.variantStock = (db, variant) =>
  lines.variantStock(db, variant);

/** Every product's row id and last change, newest product first. */
export const listProductPages: typeof repo.listProductPages = (db) => repo.listProductPages(db);
