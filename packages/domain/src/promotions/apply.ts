import { type Fils } from '../money';
import { FREE_SHIPPING_THRESHOLD_FILS } from '../pricing';
import { vatTotals, type VatSetting } from '../vat';
import {
  conditionRefusal,
  promotionClass,
  promotionsCombine,
  rewardLineDiscounts,
} from './rewards';
import type {
  AppliedPromotion,
  CodeRefusal,
  PromotionLine,
  PromotionOutcome,
  PromotionRule,
  PromotionShopper,
} from './types';

export interface PromotionInput {
  lines: readonly PromotionLine[];
  setting: VatSetting;
  /** Automatic promotions that are live and within their limits. */
  automatic: readonly PromotionRule[];
  /** The shopper's one code, live and within its limits (see `codeAvailability`); null: none. */
  code: PromotionRule | null;
  shopper: PromotionShopper;
}

interface SetResult {
  applied: AppliedPromotion[];
  lineDiscountFils: Fils[];
  freeShipping: boolean;
  /** What the set gives the shopper: the sum of its discounts as shown. */
  value: Fils;
}

const CLASS_ORDER = { item: 0, order: 1, shipping: 2 } as const;

/**
 * The order promotions apply in: item discounts on the line prices, then order discounts on the
 * goods left, then free shipping on the result; within a class, automatic ones before the code,
 * then by id.
 */
function applicationOrder(a: PromotionRule, b: PromotionRule): number {
  return (
    CLASS_ORDER[promotionClass(a.reward)] - CLASS_ORDER[promotionClass(b.reward)] ||
    Number(!a.automatic) - Number(!b.automatic) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/**
 * Applies a set of promotions in order. Each one's discount as the shopper sees it is how much it
 * lowers the goods with VAT, so the shown discounts add up exactly to the goods' drop; free
 * shipping's is the fee it waives on the discounted goods.
 */
function applySet(
  rules: readonly PromotionRule[],
  lines: readonly PromotionLine[],
  setting: VatSetting,
): SetResult {
  const off = lines.map(() => 0);
  let shown = vatTotals(lines, setting).goodsWithVatFils;
  const applied: AppliedPromotion[] = [];
  let freeShipping = false;
  for (const rule of [...rules].sort(applicationOrder)) {
    const cls = promotionClass(rule.reward);
    if (cls === 'shipping') {
      freeShipping = true;
      const fee = vatTotals(lines, setting, { lineDiscountFils: off, freeShipping: false });
      applied.push({ promotionId: rule.id, class: cls, discountFils: fee.added_Shipping_Price });
      continue;
    }
    const left = lines.map((l, i) => l.priceFils * l.quantity - (off[i] ?? 0));
    const taken = rewardLineDiscounts(rule, lines, left, setting);
    taken.forEach((d, i) => (off[i] = (off[i] ?? 0) + d));
    const after = vatTotals(lines, setting, { lineDiscountFils: off, freeShipping: false });
    applied.push({
      promotionId: rule.id,
      class: cls,
      discountFils: shown - after.goodsWithVatFils,
    });
    shown = after.goodsWithVatFils;
  }
  const value = applied.reduce((s, a) => s + a.discountFils, 0);
  return { applied, lineDiscountFils: off, freeShipping, value };
}

function pairwiseCombine(rules: readonly PromotionRule[]): boolean {
  return rules.every((a, i) => rules.slice(i + 1).every((b) => promotionsCombine(a, b)));
}

function idsKey(rules: readonly PromotionRule[]): string {
  return rules
    .map((r) => r.id)
    .sort()
    .join('\u0000');
}

/** True when set `a` is better for the shopper than `b` (see `applyPromotions`). */
function better(
  a: { rules: PromotionRule[]; result: SetResult },
  b: { rules: PromotionRule[]; result: SetResult },
  code: PromotionRule | null,
): boolean {
  if (a.result.value !== b.result.value) return a.result.value > b.result.value;
  const aCode = code !== null && a.rules.includes(code);
  const bCode = code !== null && b.rules.includes(code);
  if (aCode !== bCode) return aCode;
  if (a.rules.length !== b.rules.length) return a.rules.length < b.rules.length;
  return idsKey(a.rules) < idsKey(b.rules);
}

/**
 * The promotions a bag gets and what it is charged.
 *
 * - Automatic promotions apply when their conditions hold; of those of one class, the one that
 *   alone takes the most off the bag is that class's candidate (ties: the lower id).
 * - The shopper's code applies when its conditions hold, else `codeRefusal` says why.
 * - Of the candidates and the code, the set whose members all combine pairwise (each allows the
 *   other's class) and that takes the most off applies; ties go to the set with the code, then to
 *   fewer promotions, then to the lower ids. A code left out names a promotion that applies
 *   instead and does not combine with it (`does_not_combine`).
 * - The totals are `vatTotals` with the discounts: VAT on the discounted goods, shipping by the
 *   AED 100 rule on the discounted goods with VAT unless free shipping applies.
 * - The free-shipping gap is what the goods with VAT still miss for the AED 100 rule, or for an
 *   automatic free shipping that would combine with what applies and misses only its minimum
 *   spend, whichever is nearer.
 */
export function applyPromotions(input: PromotionInput): PromotionOutcome {
  const { lines, setting, shopper } = input;
  const eligible = (rule: PromotionRule) =>
    conditionRefusal(rule, lines, setting, shopper) === null;
  const best = new Map<string, { rule: PromotionRule; value: Fils }>();
  const automatic = input.automatic
    .filter((r) => r.id !== input.code?.id)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const rule of automatic) {
    if (!eligible(rule)) continue;
    const value = applySet([rule], lines, setting).value;
    const cls = promotionClass(rule.reward);
    const current = best.get(cls);
    if (!current || value > current.value) best.set(cls, { rule, value });
  }
  const code = input.code;
  let codeRefusal: CodeRefusal | null = code
    ? conditionRefusal(code, lines, setting, shopper)
    : null;
  const pool = [...best.values()].map((b) => b.rule);
  if (code && codeRefusal === null) pool.push(code);

  let chosen = { rules: [] as PromotionRule[], result: applySet([], lines, setting) };
  for (let mask = 1; mask < 1 << pool.length; mask += 1) {
    const rules = pool.filter((_, i) => (mask & (1 << i)) !== 0);
    if (!pairwiseCombine(rules)) continue;
    const candidate = { rules, result: applySet(rules, lines, setting) };
    if (better(candidate, chosen, code)) chosen = candidate;
  }
  if (code && codeRefusal === null && !chosen.rules.includes(code)) {
    const instead = chosen.rules.find((r) => !promotionsCombine(r, code)) ?? chosen.rules[0];
    if (instead) codeRefusal = { reason: 'does_not_combine', withPromotionId: instead.id };
  }

  const { applied, lineDiscountFils, freeShipping } = chosen.result;
  const totals = vatTotals(lines, setting, { lineDiscountFils, freeShipping });
  // The nearer of the AED 100 rule and an automatic free shipping that only misses its spend.
  const gaps = [FREE_SHIPPING_THRESHOLD_FILS - totals.goodsWithVatFils];
  for (const rule of automatic) {
    if (rule.reward.kind !== 'free_shipping') continue;
    if (!chosen.rules.every((r) => promotionsCombine(r, rule))) continue;
    const refusal = conditionRefusal(rule, lines, setting, shopper);
    if (refusal?.reason === 'min_spend') gaps.push(refusal.missingFils);
  }
  const gap = Math.min(...gaps);
  const freeShippingGapFils = freeShipping || totals.totalItems === 0 || gap <= 0 ? null : gap;
  return { applied, lineDiscountFils, freeShipping, totals, codeRefusal, freeShippingGapFils };
}
