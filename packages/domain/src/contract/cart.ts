import { z } from 'zod';
import { aed, answer, id, ok, selections } from './fields';
import { productAnswer } from './products';

export const cartLineAnswer = answer({
  productid: id,
  quantity: z.number().int(),
  selections,
});
export type CartLine = z.output<typeof cartLineAnswer>;
export type Selections = CartLine['selections'];

/** A line of the bag with its product's name, image and prices. */
export const cartItemAnswer = answer({
  /** The product's `_id`. */
  _id: id,
  lineId: id,
  name: z.string(),
  nameAr: z.string().nullable(),
  brand: z.string(),
  /** The image of the chosen colour. */
  defaultImg: z.string(),
  /** The stored price (without VAT under the default setting). */
  price: aed,
  originalPrice: aed.nullable(),
  /** What the bag shows: the unit price with VAT, and the line at it. */
  priceWithVat: aed,
  originalPriceWithVat: aed.nullable(),
  lineTotalWithVat: aed,
  quantity: z.number().int(),
  /** The stock of the chosen colour and size: the stepper caps at it. */
  stock: z.number().int(),
  selections,
});
export type CartItem = z.output<typeof cartItemAnswer>;

/** A promotion a bag or an order gets, named in both languages (answers are the same for all). */
export const appliedPromotionAnswer = answer({
  /** The promotion's id. */
  id: id,
  name: z.string(),
  nameAr: z.string(),
  /** The code the shopper typed, upper case; null for an automatic promotion. */
  code: z.string().nullable(),
  /** 'item', 'order' or 'shipping': what it lowers. */
  kind: z.enum(['item', 'order', 'shipping']),
  /** What it takes off, as the shopper sees it (VAT included); free shipping: the fee waived. */
  amount: aed,
});
export type AppliedPromotionAnswer = z.output<typeof appliedPromotionAnswer>;

/** The code on the bag: kept across devices, checked again on every read and at checkout. */
export const bagCodeAnswer = answer({
  code: z.string(),
  /**
   * Why it does not apply now, null when it applies: the reason ('min_spend', 'ended', …) and
   * the message the shopper reads, in English and Arabic.
   */
  refusal: answer({ reason: z.string(), message: z.string(), messageAr: z.string() }).nullable(),
});

export const cartTotalsAnswer = answer({
  /** What the shopper pays: subtotal + VAT + shipping. */
  totalCostwithVAT: aed,
  VAT_Price: aed,
  totalCostwithoutVAT: aed,
  added_Shipping_Price: aed,
  totalItems: z.number().int(),
  /** The goods with VAT as charged: the rows' lines, less `discount`, plus `vatRounding`. */
  goodsWithVat: aed,
  /** All VAT in the total: the goods' and the VAT inside the shipping fee. */
  vatIncluded: aed,
  /** What the rows at their shown prices, less `discount`, miss of `goodsWithVat`; usually 0. */
  vatRounding: aed,
  /** What the promotions take off the goods, VAT included (0 without promotions). */
  discount: aed,
});
export type CartTotals = z.output<typeof cartTotalsAnswer>;

/** GET /api/cart/. */
export const cartAnswer = answer({
  success: ok,
  carts: z.array(cartLineAnswer),
  items: z.array(cartItemAnswer),
  /** The totals are what the shopper pays: after the promotions below. */
  totals: cartTotalsAnswer,
  /** The promotions the bag gets, in the order they apply. */
  promotions: z.array(appliedPromotionAnswer),
  code: bagCodeAnswer.nullable(),
  /** AED of goods (VAT included) still missing for free shipping; null when free or empty. */
  freeShippingGap: aed.nullable(),
});
export type Cart = z.output<typeof cartAnswer>;

export const wishlistEntryAnswer = answer({ productid: id });
export type WishlistEntry = z.output<typeof wishlistEntryAnswer>;

/** GET /api/wishlist. */
export const wishlistAnswer = answer({
  success: ok,
  wishlist: z.array(wishlistEntryAnswer),
  items: z.array(productAnswer),
});
export type Wishlist = z.output<typeof wishlistAnswer>;

/** What adding to and removing from the wishlist answer. */
export const wishlistChangeAnswer = answer({
  success: ok,
  message: z.string(),
  wishlist: z.array(wishlistEntryAnswer),
});
export type WishlistChange = z.output<typeof wishlistChangeAnswer>;
