import { describe, expect, it } from 'vitest';
import { lineMatches, productMatches, promotionBadge } from './matching';
import { EVERYTHING, line, target } from './test-rules';
import type { PromotionReward, PromotionTarget } from './types';

describe('matching', () => {
  const abaya = line(30000, 1, { productId: 'abaya-1', subcategory: 'Open abayas' });
  it.each<[string, PromotionTarget, boolean]>([
    ['empty lists match every product', EVERYTHING, true],
    ['by product id', target({ productIds: ['abaya-1'] }), true],
    ['another product', target({ productIds: ['kandura-1'] }), false],
    ['by category, case and spaces aside', target({ categories: [' abayas '] }), true],
    ['by subcategory', target({ subcategories: ['open abayas'] }), true],
    ['by gender and brand, both holding', target({ genders: ['women'], brands: ['Bloom'] }), true],
    ['every list must hold', target({ genders: ['women'], brands: ['Other'] }), false],
    ['one of several in a list', target({ categories: ['Kanduras', 'Abayas'] }), true],
    ['not on sale, excluding sales', target({ excludeOnSale: true }), true],
  ])('%s', (_name, t, matches) => {
    expect(lineMatches(t, abaya)).toBe(matches);
    expect(productMatches(t, abaya)).toBe(matches);
  });

  it('leaves out an item on sale only when asked, and a line without subcategory from a list', () => {
    const onSale = { ...line(1000, 1), productDiscount: 30 };
    expect(lineMatches(target({ excludeOnSale: true }), onSale)).toBe(false);
    expect(lineMatches(EVERYTHING, onSale)).toBe(true);
    expect(lineMatches(target({ excludeOnSale: true }), { ...onSale, productDiscount: 0 })).toBe(
      true,
    );
    expect(lineMatches(target({ subcategories: ['Open abayas'] }), line(1000, 1))).toBe(false);
  });
});

describe('promotionBadge', () => {
  it.each<[PromotionReward, string, string]>([
    [
      { kind: 'buy_x_get_y', buy: 2, get: 1, percent: 100, target: EVERYTHING },
      'Buy 2 get 1',
      'اشترِ 2 واحصل على 1 مجاناً',
    ],
    [
      { kind: 'buy_x_get_y', buy: 1, get: 1, percent: 50, target: EVERYTHING },
      'Second item 50% off',
      'خصم 50% على القطعة الثانية',
    ],
    [
      { kind: 'buy_x_get_y', buy: 3, get: 2, percent: 30, target: EVERYTHING },
      'Buy 3, get 2 at 30% off',
      'اشترِ 3 واحصل على 2 بخصم 30%',
    ],
    [
      { kind: 'items_percent', percent: 20, target: EVERYTHING, maxDiscountFils: null },
      '20% off',
      'خصم 20%',
    ],
    [{ kind: 'order_percent', percent: 15, maxDiscountFils: 5000 }, '15% off', 'خصم 15%'],
    [
      { kind: 'items_amount', amountFils: 5000, target: EVERYTHING },
      'AED 50.00 off',
      'خصم 50.00 درهم',
    ],
    [{ kind: 'free_shipping' }, 'Free shipping', 'شحن مجاني'],
  ])('%o', (reward, en, ar) => {
    expect(promotionBadge({ reward }, 'en')).toBe(en);
    expect(promotionBadge({ reward }, 'ar')).toBe(ar);
  });
});
