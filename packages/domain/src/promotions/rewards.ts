// What one promotion's conditions and reward make of a bag. The money rule, written once:
// amounts on a rule (a fixed amount off, a cap, a minimum spend) are what the shopper sees, VAT
// included. Discounts are worked out on the lines' stored amounts (see `VatSetting`), so with
// prices stored without VAT a rule's amount is turned into stored terms once, x 100/105 rounded
// half away from zero; with prices that include VAT it already is in stored terms.
import { type Fils } from '../money';
import { VAT_PERCENT } from '../pricing';
import { roundHalfAwayFromZero } from '../rounding';
import { allocate } from '../allocate';
import { vatTotals, type VatSetting } from '../vat';
import { lineMatches, rewardTarget } from './matching';
import type {
  CodeRefusal,
  PromotionClass,
  PromotionLine,
  PromotionReward,
  PromotionRule,
  PromotionShopper,
} from './types';

/** The class a reward belongs to for combining. */
export function promotionClass(reward: PromotionReward): PromotionClass {
  switch (reward.kind) {
    case 'order_percent':
    case 'order_amount':
      return 'order';
    case 'free_shipping':
      return 'shipping';
    default:
      return 'item';
  }
}

/** Two promotions apply together only when each one combines with the other's class. */
export function promotionsCombine(a: PromotionRule, b: PromotionRule): boolean {
  return a.combinesWith[promotionClass(b.reward)] && b.combinesWith[promotionClass(a.reward)];
}

/** A rule's amount (the shopper's terms, VAT included) in stored terms: converted once. */
export function storedAmountFils(shownFils: Fils, setting: VatSetting): Fils {
  if (setting.pricesIncludeVat) return shownFils;
  return roundHalfAwayFromZero((shownFils * 100) / (100 + VAT_PERCENT));
}

/** Whether a line counts for a rule: the reward's target, or every line for the whole order. */
function counts(rule: Pick<PromotionRule, 'reward'>, line: PromotionLine): boolean {
  const target = rewardTarget(rule);
  return target === null || lineMatches(target, line);
}

/** The units of the bag a rule counts (its reward's target; every unit for order rewards). */
export function matchingUnits(
  rule: Pick<PromotionRule, 'reward'>,
  lines: readonly PromotionLine[],
) {
  return lines.reduce((n, line) => n + (counts(rule, line) ? line.quantity : 0), 0);
}

/**
 * Why a bag or a shopper does not meet a rule's conditions, or null when it does. Who first (a
 * list of emails or a first order needs a signed-in shopper), then what: matching items, the
 * units (buy X get Y needs at least one full group of X + Y), the minimum spend on the goods with
 * VAT as shown before promotions.
 */
export function conditionRefusal(
  rule: PromotionRule,
  lines: readonly PromotionLine[],
  setting: VatSetting,
  shopper: PromotionShopper,
): CodeRefusal | null {
  const c = rule.conditions;
  if (c.emails !== null || c.firstOrderOnly) {
    if (!shopper.signedIn) return { reason: 'sign_in' };
    if (c.emails !== null && !c.emails.includes((shopper.email ?? '').toLowerCase())) {
      return { reason: 'not_eligible' };
    }
    if (c.firstOrderOnly && shopper.earlierOrders > 0) return { reason: 'first_order_only' };
  }
  const units = matchingUnits(rule, lines);
  if (units === 0) return { reason: 'no_matching_items' };
  const r = rule.reward;
  const needed = Math.max(c.minUnits ?? 0, r.kind === 'buy_x_get_y' ? r.buy + r.get : 0);
  if (units < needed) return { reason: 'min_units', missingUnits: needed - units };
  if (c.minSubtotalFils !== null) {
    const goods = vatTotals(lines, setting).goodsWithVatFils;
    if (goods < c.minSubtotalFils) {
      return { reason: 'min_spend', missingFils: c.minSubtotalFils - goods };
    }
  }
  return null;
}

function sum(values: readonly number[]): number {
  return values.reduce((s, x) => s + x, 0);
}

/**
 * Buy X get Y, as shops run it: count the matching units; every full group of X + Y units gives
 * Y units at the reward's percent off (100: free), and the units given are the cheapest matching
 * units in the bag. "Buy 2 get 1": 3 units, the cheapest free; 5 units, one free (the fourth
 * and fifth make no full group); 6 units, the two cheapest free. A unit's price is its line's
 * amount left after earlier item discounts, split over the line's units to the fil.
 */
function buyXGetY(
  r: Extract<PromotionReward, { kind: 'buy_x_get_y' }>,
  lines: readonly PromotionLine[],
  left: readonly Fils[],
): Fils[] {
  const units: { line: number; value: Fils }[] = [];
  lines.forEach((line, i) => {
    if (line.quantity <= 0 || !lineMatches(r.target, line)) return;
    const each = allocate(left[i] ?? 0, new Array<number>(line.quantity).fill(1));
    for (const value of each) units.push({ line: i, value });
  });
  const given = Math.floor(units.length / (r.buy + r.get)) * r.get;
  units.sort((a, b) => a.value - b.value || a.line - b.line);
  const givenByLine = lines.map(() => 0);
  for (const u of units.slice(0, given)) givenByLine[u.line] = (givenByLine[u.line] ?? 0) + u.value;
  const total = roundHalfAwayFromZero((sum(givenByLine) * r.percent) / 100);
  return allocate(total, givenByLine);
}

/**
 * What a reward takes off each line, in stored terms, given what is left of each line after the
 * discounts before it. A discount on several lines is spread over them in proportion to what is
 * left of them by the largest remainder, so it adds up to the fil and no line goes below 0; a
 * percentage is rounded once on the whole, then capped; a fixed amount stops at the goods.
 * Free shipping takes nothing off the lines.
 */
export function rewardLineDiscounts(
  rule: Pick<PromotionRule, 'reward'>,
  lines: readonly PromotionLine[],
  left: readonly Fils[],
  setting: VatSetting,
): Fils[] {
  const r = rule.reward;
  if (r.kind === 'free_shipping') return lines.map(() => 0);
  if (r.kind === 'buy_x_get_y') return buyXGetY(r, lines, left);
  const weights = lines.map((line, i) => (counts(rule, line) ? (left[i] ?? 0) : 0));
  const base = sum(weights);
  let total: Fils;
  if (r.kind === 'order_amount' || r.kind === 'items_amount') {
    total = Math.min(storedAmountFils(r.amountFils, setting), base);
  } else {
    total = roundHalfAwayFromZero((base * r.percent) / 100);
    if (r.maxDiscountFils !== null) {
      total = Math.min(total, storedAmountFils(r.maxDiscountFils, setting));
    }
  }
  return allocate(Math.max(0, total), weights);
}
