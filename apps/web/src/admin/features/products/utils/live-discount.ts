import { discountAfterWrite, toFils, type ShelfPrices } from '@store/domain';

/** The form's price and discount fields, as typed. */
type PriceFields = { price: string; originalPrice: string; discount: string };

/**
 * What the Discount field follows: the saved product's prices and discount (null for a new
 * product) and the discount as the owner last typed it (or as the form loaded it).
 */
export type DiscountBasis = { saved: ShelfPrices | null; typed: string };

export const NEW_PRODUCT_BASIS: DiscountBasis = { saved: null, typed: '' };

/** A typed amount in fils; null when blank; undefined while it is not an amount yet. */
function filsOf(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const aed = Number(text);
  return Number.isFinite(aed) && aed >= 0 ? toFils(aed) : undefined;
}

/** A typed discount; null when blank; undefined while it is not a whole number. */
function percentOf(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const percent = Number(text);
  return Number.isInteger(percent) ? percent : undefined;
}

/** The basis of a saved product: its shelf prices as stored, its discount as the form shows it. */
export function basisOfProduct(product: {
  price: number;
  originalPrice: number | null;
  discount: number | null;
}): DiscountBasis {
  return {
    saved: {
      priceFils: toFils(product.price),
      originalPriceFils: product.originalPrice === null ? null : toFils(product.originalPrice),
      discount: product.discount,
    },
    typed: product.discount === null ? '' : String(product.discount),
  };
}

/**
 * The fields after the owner edits some of them. As Price or Original price change, Discount
 * shows what saving would store (discountAfterWrite, the rule the server applies): a discount
 * worked out from the prices follows them, one the owner typed stays. While a price is not an
 * amount yet (cleared to type another), the field waits.
 */
export function fieldsAfterEdit<F extends PriceFields>(
  fields: F,
  patch: Partial<F>,
  basis: DiscountBasis,
): F {
  const next = { ...fields, ...patch };
  if (patch.discount !== undefined) return next;
  if (patch.price === undefined && patch.originalPrice === undefined) return next;
  const priceFils = filsOf(next.price);
  const originalPriceFils = filsOf(next.originalPrice);
  const given = percentOf(basis.typed);
  if (priceFils == null || originalPriceFils === undefined || given === undefined) return next;
  const discount = discountAfterWrite(basis.saved, { priceFils, originalPriceFils }, given);
  return { ...next, discount: discount === null ? '' : String(discount) };
}

/** The basis after an edit: a discount the owner types becomes theirs. */
export function basisAfterEdit(basis: DiscountBasis, patch: { discount?: string }): DiscountBasis {
  return patch.discount === undefined ? basis : { ...basis, typed: patch.discount };
}
