import { allocate } from './allocate';
import { applyPercent, type Fils } from './money';
import {
  cartTotals,
  shippingFils,
  vatFils,
  VAT_PERCENT,
  type CartTotals,
  type PricedLine,
} from './pricing';
import { roundHalfAwayFromZero } from './rounding';

/**
 * How the owner enters prices (`PRICES_INCLUDE_VAT`). `false` is the store's first rule: a stored
 * price is without VAT and the bag adds 5 % of its subtotal. `true` is Shopify's "prices include
 * tax": a stored price already holds its VAT, which is price x 5/105.
 */
export interface VatSetting {
  pricesIncludeVat: boolean;
}

/** VAT inside an amount that includes it: amount x 5/105, rounded half away from zero. */
export function vatInsideFils(amountWithVat: Fils): Fils {
  return roundHalfAwayFromZero((amountWithVat * VAT_PERCENT) / (100 + VAT_PERCENT));
}

/**
 * The unit price a shopper sees, VAT included. With prices entered without VAT, one unit's VAT is
 * rounded on its own, so a bag of one unit shows exactly what it is charged.
 */
export function shownPriceFils(storedFils: Fils, setting: VatSetting): Fils {
  return setting.pricesIncludeVat ? storedFils : storedFils + applyPercent(storedFils, VAT_PERCENT);
}

/**
 * The smallest stored price whose shown price is at least `shownFils`: turns a shopper's price
 * filter bound (on what they see) into a bound on the stored column. Shown prices never fall as
 * stored prices rise, so `stored >= lowestStoredForShown(min)` is exactly `shown >= min`.
 */
export function lowestStoredForShown(shownFils: Fils, setting: VatSetting): Fils {
  if (setting.pricesIncludeVat) return Math.max(0, Math.ceil(shownFils));
  let stored = Math.max(0, Math.floor((shownFils * 100) / (100 + VAT_PERCENT)) - 1);
  while (shownPriceFils(stored, setting) < shownFils) stored += 1;
  return stored;
}

/**
 * The largest stored price whose shown price is at most `shownFils`: turns a shopper's 'at most'
 * price bound into a bound on the stored price. Shown prices rise strictly with stored prices, so
 * `stored <= highestStoredForShown(max)` is exactly `shown <= max`, and sorting by stored price
 * is sorting by shown price.
 */
export function highestStoredForShown(shownFils: Fils, setting: VatSetting): Fils {
  return lowestStoredForShown(Math.floor(shownFils) + 1, setting) - 1;
}

/**
 * Bag and order totals under either setting, in the original field names, so `totalCostwithVAT` is
 * always what the shopper pays and `totalCostwithoutVAT + VAT_Price + added_Shipping_Price`
 * always equals it (the orders table checks that sum).
 *
 * - Prices without VAT (default): exactly `cartTotals`, VAT on the whole subtotal.
 * - Prices with VAT: the goods' VAT is taken out of their total (x 5/105, rounded once on the
 *   total) and the free-shipping threshold applies to the same total with VAT as before.
 *
 * With `BagDiscounts`, the goods are the discounted lines under both settings, VAT is on them,
 * and free shipping makes the fee 0. Shipping is the flat AED 10 fee in both; `shippingVatFils`
 * is the VAT inside it (a delivery is a standard-rated supply), which the tax invoice shows on
 * the shipping line.
 */
export interface VatTotals extends CartTotals {
  /** The goods as the shopper sees them, VAT included: what the bag's lines add up to. */
  goodsWithVatFils: Fils;
  /** VAT inside the shipping fee. */
  shippingVatFils: Fils;
  /** All VAT the shopper pays: the goods' and the shipping's ('VAT 5% included: AED x'). */
  vatIncludedFils: Fils;
}

/**
 * What promotions take off a bag (see `applyPromotions`): per line, in stored terms, and whether
 * shipping is free. The goods' VAT is on the discounted amounts (a discount given at the time of
 * supply lowers the taxable value), and the AED 100 rule reads the discounted goods with VAT.
 */
export interface BagDiscounts {
  lineDiscountFils: readonly Fils[];
  freeShipping: boolean;
}

/** Each line's amount after its discount; throws RangeError for a discount outside 0..amount. */
export function discountedLineFils(lines: readonly PricedLine[], discounts?: BagDiscounts): Fils[] {
  return lines.map((line, i) => {
    const amount = line.priceFils * line.quantity;
    const off = discounts?.lineDiscountFils[i] ?? 0;
    if (!Number.isSafeInteger(off) || off < 0 || off > amount) {
      throw new RangeError(`Line discount must be whole fils from 0 to the line's amount: ${off}`);
    }
    return amount - off;
  });
}

export function vatTotals(
  lines: readonly PricedLine[],
  setting: VatSetting,
  discounts?: BagDiscounts,
): VatTotals {
  // cartTotals validates the lines and counts the items; the goods are the discounted lines.
  const { totalItems, totalCostwithoutVAT: undiscounted } = cartTotals(lines);
  const goods = discountedLineFils(lines, discounts).reduce((s, x) => s + x, 0);
  const freeShipping = discounts?.freeShipping ?? false;
  // Without VAT in prices, VAT is 5 % of the subtotal; with it, VAT comes out of the total.
  const vat = setting.pricesIncludeVat ? vatInsideFils(goods) : vatFils(goods);
  const goodsWithVat = setting.pricesIncludeVat ? goods : goods + vat;
  // An empty bag ships nothing; a bag discounted to 0 still ships, and pays the fee under AED 100.
  const shipping = freeShipping || undiscounted <= 0 ? 0 : shippingFils(Math.max(1, goodsWithVat));
  const shippingVat = vatInsideFils(shipping);
  return {
    totalItems,
    totalCostwithoutVAT: goodsWithVat - vat,
    VAT_Price: vat,
    added_Shipping_Price: shipping,
    totalCostwithVAT: goodsWithVat + shipping,
    goodsWithVatFils: goodsWithVat,
    shippingVatFils: shippingVat,
    vatIncludedFils: vat + shippingVat,
  };
}

/** One line of a tax invoice: the order's amounts split so that the lines add up to the order. */
export interface InvoiceLineAmounts {
  quantity: number;
  /** Unit price without VAT before any discount, rounded to the fil (shown; the net adds up). */
  unitExclVatFils: Fils;
  /** What promotions took off the line, without VAT (0 on the shipping line). */
  discountFils: Fils;
  /** The line without VAT, after its discount: the taxable amount. */
  netFils: Fils;
  vatFils: Fils;
  /** The line with VAT: net + VAT. */
  grossFils: Fils;
}

export interface InvoiceAmounts {
  lines: InvoiceLineAmounts[];
  shipping: InvoiceLineAmounts | null;
  netFils: Fils;
  vatFils: Fils;
  grossFils: Fils;
}

/** An order's stored figures (decision 32): the goods without VAT, their VAT, the shipping fee. */
export interface OrderFigures {
  /** The goods without VAT (`totalCostwithoutVAT`). */
  subtotalFils: Fils;
  /** The goods' VAT, computed once on their total (`VAT_Price`). */
  vatFils: Fils;
  /** The shipping fee as charged, VAT inside (`added_Shipping_Price`). */
  shippingFils: Fils;
}

/** An order as its tax invoice totals it: the shipping fee split into its net and its VAT. */
export interface OrderTaxFigures {
  /** The goods without VAT. */
  goodsNetFils: Fils;
  goodsVatFils: Fils;
  /** The shipping fee without VAT, and the VAT inside it. */
  shippingNetFils: Fils;
  shippingVatFils: Fils;
  /** Invoice's 'Total excl. VAT': goods and shipping. */
  netFils: Fils;
  /** Invoice's 'VAT 5%': the goods' and the shipping's. */
  vatFils: Fils;
  /** Invoice's 'Total incl. VAT': what the shopper pays. */
  grossFils: Fils;
}

/**
 * The figures an order's tax invoice totals to, from the order's own: the one rule for the
 * invoice and every other place that states an order's VAT (the orders export), so they agree to
 * the fil. The goods' figures are the order's; a delivery is a standard-rated supply, so the
 * shipping fee holds VAT too (fee x 5/105), which the order's own `vatFils` leaves out.
 */
export function orderTaxFigures(order: OrderFigures): OrderTaxFigures {
  const shippingVatFils = vatInsideFils(order.shippingFils);
  const shippingNetFils = order.shippingFils - shippingVatFils;
  const netFils = order.subtotalFils + shippingNetFils;
  const vatFils = order.vatFils + shippingVatFils;
  return {
    goodsNetFils: order.subtotalFils,
    goodsVatFils: order.vatFils,
    shippingNetFils,
    shippingVatFils,
    netFils,
    vatFils,
    grossFils: netFils + vatFils,
  };
}

/**
 * Splits an order's VAT across its lines (decision 32): the VAT is the order's, computed once on
 * the total as the bag charged it; each line gets its share by the largest-remainder method, so
 * the lines' VAT adds up to the order's to the fil and no line is off by more than one fil from
 * its own 5 %. The shipping line carries the VAT inside the fee; the totals are `orderTaxFigures`.
 */
export function invoiceAmounts(
  lines: readonly PricedLine[],
  setting: VatSetting,
  discounts?: BagDiscounts,
): InvoiceAmounts {
  const totals = vatTotals(lines, setting, discounts);
  const bases = discountedLineFils(lines, discounts);
  const shares = allocate(totals.VAT_Price, bases);
  const invoiceLines = lines.map((line, i): InvoiceLineAmounts => {
    const base = bases[i] ?? 0;
    const vat = shares[i] ?? 0;
    const net = setting.pricesIncludeVat ? base - vat : base;
    // The discount without VAT: a stored discount that holds its VAT gives up the VAT inside it.
    const off = discounts?.lineDiscountFils[i] ?? 0;
    const discount = setting.pricesIncludeVat ? off - vatInsideFils(off) : off;
    return {
      quantity: line.quantity,
      unitExclVatFils:
        line.quantity > 0 ? roundHalfAwayFromZero((net + discount) / line.quantity) : 0,
      discountFils: discount,
      netFils: net,
      vatFils: vat,
      grossFils: net + vat,
    };
  });
  const figures = orderTaxFigures({
    subtotalFils: totals.totalCostwithoutVAT,
    vatFils: totals.VAT_Price,
    shippingFils: totals.added_Shipping_Price,
  });
  const shipping =
    totals.added_Shipping_Price > 0
      ? {
          quantity: 1,
          unitExclVatFils: figures.shippingNetFils,
          discountFils: 0,
          netFils: figures.shippingNetFils,
          vatFils: figures.shippingVatFils,
          grossFils: totals.added_Shipping_Price,
        }
      : null;
  return {
    lines: invoiceLines,
    shipping,
    netFils: figures.netFils,
    vatFils: figures.vatFils,
    grossFils: figures.grossFils,
  };
}

/** The bag as the shopper reads it: each line at its shown unit price, and what makes them add up. */
export interface BagAmounts {
  totals: VatTotals;
  /** Each line with VAT: its shown unit price x quantity, the figure the product card led to. */
  linesWithVatFils: Fils[];
  /**
   * What the lines miss of the goods' total with VAT (decision 32): with prices without VAT, each
   * unit's VAT is rounded on its own for display while the order's VAT is computed once on the
   * subtotal, so the two can differ by a few fils. The bag shows it as a rounding line so what it
   * lists adds up to exactly what is charged. Always 0 with prices that include VAT, and 0
   * whenever each unit's VAT is a whole number of fils (prices in multiples of 20 fils).
   */
  roundingFils: Fils;
  /**
   * What the promotions take off the goods as the shopper sees them (VAT included): the goods
   * with VAT before promotions less after. The bag lists it as its promotions' lines, so
   * lines - discount + rounding = the goods charged.
   */
  discountWithVatFils: Fils;
}

export function bagAmounts(
  lines: readonly PricedLine[],
  setting: VatSetting,
  discounts?: BagDiscounts,
): BagAmounts {
  const totals = vatTotals(lines, setting, discounts);
  const before = discounts ? vatTotals(lines, setting).goodsWithVatFils : totals.goodsWithVatFils;
  const discountWithVatFils = before - totals.goodsWithVatFils;
  const linesWithVatFils = lines.map((l) => shownPriceFils(l.priceFils, setting) * l.quantity);
  const listed = linesWithVatFils.reduce((s, x) => s + x, 0);
  return { totals, linesWithVatFils, roundingFils: before - listed, discountWithVatFils };
}
