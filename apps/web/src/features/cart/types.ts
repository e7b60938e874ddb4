/** Shapes of the bag API's JSON; money in AED. */

export type Selections = { color: string; size: string };

export type CartLine = { productid: string; quantity: number; selections: Selections };

export type CartItem = {
  /** The product's `_id`. */
  _id: string;
  lineId: string;
  name: string;
  nameAr?: string | null;
  brand: string;
  /** The image of the chosen colour. */
  defaultImg: string;
  /** The stored price, without VAT under the default setting. */
  price: number;
  originalPrice: number | null;
  /** What the bag shows (decision 32): the unit price with VAT, and the line at it. */
  priceWithVat: number;
  originalPriceWithVat: number | null;
  lineTotalWithVat: number;
  quantity: number;
  /** The stock of the chosen colour and size: the stepper caps at it. */
  stock: number;
  selections: Selections;
};

export type CartTotals = {
  /** What the shopper pays: subtotal + VAT + shipping (decision 0003). */
  totalCostwithVAT: number;
  VAT_Price: number;
  totalCostwithoutVAT: number;
  added_Shipping_Price: number;
  totalItems: number;
  /** The goods with VAT; the rows' lines plus `vatRounding`. */
  goodsWithVat: number;
  /** All VAT in the total: the goods' and the VAT inside the shipping fee. */
  vatIncluded: number;
  /** What the rows at their shown prices miss of `goodsWithVat`; usually 0. */
  vatRounding: number;
};

export type Cart = { success: true; carts: CartLine[]; items: CartItem[]; totals: CartTotals };

export type CartLineInput = { productid: string; quantity: number; selections: Selections };
