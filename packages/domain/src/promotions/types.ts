import type { Fils } from '../money';
import type { VatTotals } from '../vat';

/**
 * The three classes a discount belongs to, as shops combine them: an item discount lowers some
 * lines, an order discount lowers the goods as a whole, a shipping discount waives the fee.
 */
export type PromotionClass = 'item' | 'order' | 'shipping';

/** Which bag lines a reward or a unit count looks at. Empty lists: every product. */
export interface PromotionTarget {
  /** Product row ids. */
  productIds: string[];
  categories: string[];
  subcategories: string[];
  /** 'men' | 'women' | 'kids' | 'others'. */
  genders: string[];
  brands: string[];
  /** Leave out items already on sale (their product's own discount is above 0). */
  excludeOnSale: boolean;
}

/**
 * What a promotion gives. Money is whole fils in the shopper's terms: VAT included, as the
 * storefront shows prices. Percentages are whole numbers from 1 to 100.
 */
export type PromotionReward =
  /** A percentage off the order's items, at most `maxDiscountFils` (null: no cap). */
  | { kind: 'order_percent'; percent: number; maxDiscountFils: Fils | null }
  /** A fixed amount off the order's items (never below 0). */
  | { kind: 'order_amount'; amountFils: Fils }
  /** A percentage off the matching items only. */
  | {
      kind: 'items_percent';
      percent: number;
      target: PromotionTarget;
      maxDiscountFils: Fils | null;
    }
  /** A fixed amount off the matching items as a whole. */
  | { kind: 'items_amount'; amountFils: Fils; target: PromotionTarget }
  | { kind: 'free_shipping' }
  /**
   * For every `buy` matching units in the bag, the `get` cheapest matching units are `percent`
   * off (100: free). "Buy 2 get 1 free": buy 2, get 1, 100; "second item 50 % off": 1, 1, 50.
   */
  | { kind: 'buy_x_get_y'; buy: number; get: number; percent: number; target: PromotionTarget };

export interface PromotionConditions {
  /** The goods as the shopper sees them (VAT included, before promotions) must reach this. */
  minSubtotalFils: Fils | null;
  /** Matching units in the bag (the reward's target; every unit for order rewards). */
  minUnits: number | null;
  /** Only a shopper with no earlier order (cancelled ones do not count). */
  firstOrderOnly: boolean;
  /** Only signed-in shoppers with one of these emails (lower case); null: everyone. */
  emails: string[] | null;
}

/** How a promotion combines with the others applied to the same bag, by class. */
export interface CombinesWith {
  item: boolean;
  order: boolean;
  shipping: boolean;
}

/** A promotion as the rules read it; the API loads it, the browser previews it. */
export interface PromotionRule {
  id: string;
  nameEn: string;
  nameAr: string;
  /** No code: automatic, it applies whenever its conditions hold. */
  automatic: boolean;
  reward: PromotionReward;
  conditions: PromotionConditions;
  combinesWith: CombinesWith;
}

/** One line of the bag as the rules see it: the catalogue's price now, and what it matches on. */
export interface PromotionLine {
  productId: string;
  category: string;
  subcategory: string | null;
  gender: string;
  brand: string;
  /** The product's own discount (percent); above 0 means the item is on sale. */
  productDiscount: number | null;
  /** The unit price as stored (see `VatSetting`). */
  priceFils: Fils;
  quantity: number;
}

/** Who is buying, for the conditions. */
export interface PromotionShopper {
  signedIn: boolean;
  /** Lower case. */
  email: string | null;
  /** Orders placed before that are not cancelled. */
  earlierOrders: number;
}

/** Why a code does not apply, as the shopper is told. */
export type CodeRefusal =
  | { reason: 'unknown' }
  | { reason: 'not_started' }
  | { reason: 'ended' }
  | { reason: 'paused' }
  | { reason: 'used_up' }
  | { reason: 'used_by_you' }
  | { reason: 'min_spend'; missingFils: Fils }
  | { reason: 'min_units'; missingUnits: number }
  | { reason: 'no_matching_items' }
  /** The promotion that applies instead (its id; the caller names it in the shopper's language). */
  | { reason: 'does_not_combine'; withPromotionId: string }
  | { reason: 'first_order_only' }
  | { reason: 'not_eligible' }
  | { reason: 'sign_in' };

/** One promotion a bag gets, and what it takes off. */
export interface AppliedPromotion {
  promotionId: string;
  class: PromotionClass;
  /**
   * What it takes off, as the shopper sees it (VAT included): the goods' discount, or for free
   * shipping the fee it waives.
   */
  discountFils: Fils;
}

/** A promotion's state as the console lists it. */
export type PromotionStatus = 'scheduled' | 'active' | 'ended' | 'used_up' | 'paused';

/** What the rules make of a bag: the promotions it gets and the totals it is charged. */
export interface PromotionOutcome {
  /** In the order they apply: item discounts, then order discounts, then free shipping. */
  applied: AppliedPromotion[];
  /**
   * Per input line, in the same order, what the promotions take off it, in stored terms (see
   * `VatSetting`); they add up to the goods' whole discount. A line's price x quantity minus its
   * discount is what it was sold for.
   */
  lineDiscountFils: Fils[];
  freeShipping: boolean;
  /** The totals after the discounts: what the shopper is charged. */
  totals: VatTotals;
  /**
   * Why the shopper's code does not apply to this bag (its conditions or combining); null when
   * it applies or there is none. Time and limit refusals come from `codeAvailability`.
   */
  codeRefusal: CodeRefusal | null;
  /**
   * The goods with VAT, after discounts, still missing for free shipping; null when shipping is
   * already free or the bag is empty.
   */
  freeShippingGapFils: Fils | null;
}
