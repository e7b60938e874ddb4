// Builders for the promotion tables' rows: a bag line, a rule, a shopper. Tests only.
import type { VatSetting } from '../vat';
import { applyPromotions } from './apply';
import type {
  PromotionConditions,
  PromotionLine,
  PromotionReward,
  PromotionRule,
  PromotionShopper,
  PromotionTarget,
} from './types';

export const EXCL: VatSetting = { pricesIncludeVat: false };
export const INCL: VatSetting = { pricesIncludeVat: true };

export const EVERYTHING: PromotionTarget = {
  productIds: [],
  categories: [],
  subcategories: [],
  genders: [],
  brands: [],
  excludeOnSale: false,
};

export function target(over: Partial<PromotionTarget>): PromotionTarget {
  return { ...EVERYTHING, ...over };
}

export function line(
  priceFils: number,
  quantity: number,
  over: Partial<PromotionLine> = {},
): PromotionLine {
  return {
    productId: `p${priceFils}`,
    category: 'Abayas',
    subcategory: null,
    gender: 'women',
    brand: 'Bloom',
    productDiscount: null,
    priceFils,
    quantity,
    ...over,
  };
}

export function rule(
  id: string,
  reward: PromotionReward,
  over: {
    automatic?: boolean;
    conditions?: Partial<PromotionConditions>;
    combinesWith?: Partial<PromotionRule['combinesWith']>;
  } = {},
): PromotionRule {
  return {
    id,
    nameEn: id,
    nameAr: id,
    automatic: over.automatic ?? true,
    reward,
    conditions: {
      minSubtotalFils: null,
      minUnits: null,
      firstOrderOnly: false,
      emails: null,
      ...over.conditions,
    },
    combinesWith: { item: true, order: true, shipping: true, ...over.combinesWith },
  };
}

export const GUEST: PromotionShopper = { signedIn: false, email: null, earlierOrders: 0 };
export const MEMBER: PromotionShopper = {
  signedIn: true,
  email: 'mariam@example.ae',
  earlierOrders: 0,
};

export function run(
  lines: PromotionLine[],
  opts: {
    setting?: VatSetting;
    automatic?: PromotionRule[];
    code?: PromotionRule | null;
    shopper?: PromotionShopper;
  },
) {
  return applyPromotions({
    lines,
    setting: opts.setting ?? INCL,
    automatic: opts.automatic ?? [],
    code: opts.code ?? null,
    shopper: opts.shopper ?? GUEST,
  });
}

export const code = (reward: PromotionReward, over: Parameters<typeof rule>[2] = {}) =>
  rule('CODE', reward, { automatic: false, ...over });
