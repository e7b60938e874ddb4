import { PRODUCT_PRICE_MAX_AED } from './constants';
import { applyPercent, toFils, type Fils } from './money';
import { discountAfterWrite, type ShelfPrices } from './pricing';
import { isLowStock, totalStock } from './variants';

/**
 * Manage Product's stock states. A product is out when none of its variants has stock, low when
 * some colour × size is at or under the low-stock threshold (sold out included) though others
 * still sell, and in when every variant is above it: the same threshold the Low stock page and
 * the row's 'Low' badge use.
 */
export const PRODUCT_STOCK_STATES = ['in', 'low', 'out'] as const;
export type ProductStockState = (typeof PRODUCT_STOCK_STATES)[number];

export function productStockState(variants: readonly { stock: number }[]): ProductStockState {
  if (totalStock(variants) <= 0) return 'out';
  return variants.some((v) => isLowStock(v.stock)) ? 'low' : 'in';
}

/** Manage Product's orders: newest first (the default), name A–Z, price and stock either way. */
export const ADMIN_PRODUCT_SORTS = [
  'newest',
  'name',
  'price-asc',
  'price-desc',
  'stock-asc',
  'stock-desc',
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** The page sizes Manage Product offers; the API takes any limit up to ADMIN_PRODUCTS_LIMIT_MAX. */
export const ADMIN_PRODUCT_PAGE_SIZES = [20, 50, 100] as const;
export const ADMIN_PRODUCT_PAGE_SIZE_DEFAULT = 20;

/** How many products one bulk action may name: a page of the table at its largest. */
export const BULK_PRODUCTS_MAX = 100;
/** A bulk discount leaves at least 1 % of the price: 100 % off would give the product away. */
export const BULK_DISCOUNT_MAX_PERCENT = 99;
/** A bulk price change: down by at most 99 %, up by at most 1000 %. */
export const BULK_PRICE_CHANGE_MIN_PERCENT = -99;
export const BULK_PRICE_CHANGE_MAX_PERCENT = 1000;
/** No price goes under one fils: a product at 0 would be given away. */
export const PRICE_FLOOR_FILS = 1;
export const PRICE_MAX_FILS = toFils(PRODUCT_PRICE_MAX_AED);

export type ProductPrices = ShelfPrices;

/**
 * A discount of `percent` off the product's original price (its price when it has none): the
 * original price is kept (or becomes the current price), the price is the original less
 * `percent` of it rounded half away from zero like every percentage of money, and the discount
 * is stored as given, which is what discountPercent works back from the two prices. 0 ends the
 * discount: the price goes back to the original and the discount is cleared.
 */
export function pricesWithDiscount(current: ProductPrices, percent: number): ProductPrices {
  const base = current.originalPriceFils ?? current.priceFils;
  const off = applyPercent(base, percent);
  const priceFils = Math.max(Math.min(PRICE_FLOOR_FILS, base), base - off);
  return {
    priceFils,
    originalPriceFils: base,
    discount: percent === 0 ? null : percent,
  };
}

/** One product of a bulk repricing: its prices now and after, and whether its price goes up. */
export interface Repricing<T extends ProductPrices> {
  product: T;
  after: ProductPrices;
  rises: boolean;
}

/**
 * What a bulk discount of `percent` does to each product, in order, for the console's preview
 * and the server's check alike. The discount is taken off the original price, so a product
 * already sold below it by more than `percent` (219.00 of 299.00 is 27 % off; 15 % off 299.00
 * is 254.15) would go up: `rises` marks it, and such a product is changed only when the owner
 * confirms raising it (`allowIncrease`); otherwise the console leaves it out and the server
 * refuses the action.
 */
export function bulkDiscountPlan<T extends ProductPrices>(
  products: readonly T[],
  percent: number,
): Repricing<T>[] {
  return products.map((product) => {
    const after = pricesWithDiscount(product, percent);
    return { product, after, rises: after.priceFils > product.priceFils };
  });
}

/**
 * The price moved by `percent` (negative: down). The original price moves by the same percent so
 * the discount a shopper sees stays what it was; both are rounded half away from zero to the fils,
 * which keeps the original at or above the price, and neither goes under one fils. Null when the
 * price would pass the form's maximum.
 */
export function pricesChangedBy(current: ProductPrices, percent: number): ProductPrices | null {
  const move = (fils: Fils) => Math.max(PRICE_FLOOR_FILS, fils + applyPercent(fils, percent));
  const priceFils = move(current.priceFils);
  const originalPriceFils =
    current.originalPriceFils === null ? null : move(current.originalPriceFils);
  if (priceFils > PRICE_MAX_FILS || (originalPriceFils ?? 0) > PRICE_MAX_FILS) return null;
  const after = { priceFils, originalPriceFils };
  // A discount worked out from the two prices is worked out again; one the shop typed is kept.
  return { ...after, discount: discountAfterWrite(current, after, current.discount) };
}
