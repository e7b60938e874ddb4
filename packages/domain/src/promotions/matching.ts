import { formatFils, type MoneyLocale } from '../money';
import type { PromotionLine, PromotionRule, PromotionTarget } from './types';

/** What a target looks at on a bag line or a product card. */
export type PromotionItem = Pick<
  PromotionLine,
  'productId' | 'category' | 'subcategory' | 'gender' | 'brand' | 'productDiscount'
>;

/** Names compare as shop owners type them: case and surrounding spaces do not matter. */
function key(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function listHolds(list: readonly string[], value: string | null): boolean {
  if (list.length === 0) return true;
  if (value === null) return false;
  const k = key(value);
  return list.some((entry) => key(entry) === k);
}

/**
 * Whether an item is in a promotion's target: every list that is not empty must hold the item
 * (an empty list matches every product), and with `excludeOnSale` an item whose product has its
 * own discount above 0 is left out. Product ids compare exactly.
 */
export function productMatches(target: PromotionTarget, product: PromotionItem): boolean {
  if (target.excludeOnSale && (product.productDiscount ?? 0) > 0) return false;
  if (target.productIds.length > 0 && !target.productIds.includes(product.productId)) return false;
  return (
    listHolds(target.categories, product.category) &&
    listHolds(target.subcategories, product.subcategory) &&
    listHolds(target.genders, product.gender) &&
    listHolds(target.brands, product.brand)
  );
}

/** Whether a bag line is in a promotion's target: the same rule as for a product card. */
export function lineMatches(target: PromotionTarget, line: PromotionItem): boolean {
  return productMatches(target, line);
}

/** The target a rule's reward looks at; null for rewards on the whole order or shipping. */
export function rewardTarget(rule: Pick<PromotionRule, 'reward'>): PromotionTarget | null {
  const r = rule.reward;
  return r.kind === 'items_percent' || r.kind === 'items_amount' || r.kind === 'buy_x_get_y'
    ? r.target
    : null;
}

/**
 * The short badge a product card and page show for an automatic promotion the product is in:
 * 'Buy 2 get 1', 'Second item 50% off', '20% off', 'AED 50.00 off', 'Free shipping'. Arabic as
 * UAE shops write it, digits Western.
 */
export function promotionBadge(rule: Pick<PromotionRule, 'reward'>, locale: MoneyLocale): string {
  const r = rule.reward;
  const ar = locale === 'ar';
  switch (r.kind) {
    case 'order_percent':
    case 'items_percent':
      return ar ? `خصم ${r.percent}%` : `${r.percent}% off`;
    case 'order_amount':
    case 'items_amount':
      return ar ? `خصم ${formatFils(r.amountFils, 'ar')}` : `${formatFils(r.amountFils)} off`;
    case 'free_shipping':
      return ar ? 'شحن مجاني' : 'Free shipping';
    case 'buy_x_get_y':
      if (r.percent >= 100) {
        return ar ? `اشترِ ${r.buy} واحصل على ${r.get} مجاناً` : `Buy ${r.buy} get ${r.get}`;
      }
      if (r.buy === 1 && r.get === 1) {
        return ar ? `خصم ${r.percent}% على القطعة الثانية` : `Second item ${r.percent}% off`;
      }
      return ar
        ? `اشترِ ${r.buy} واحصل على ${r.get} بخصم ${r.percent}%`
        : `Buy ${r.buy}, get ${r.get} at ${r.percent}% off`;
  }
}
