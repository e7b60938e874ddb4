import { describe, expect, it } from 'vitest';
import { promotionSummary, type PromotionSummaryInput } from './summary';
import { EVERYTHING, target } from './test-rules';

const base: PromotionSummaryInput = {
  reward: {
    kind: 'items_percent',
    percent: 20,
    target: target({ genders: ['women'], categories: ['Abayas'] }),
    maxDiscountFils: null,
  },
  conditions: { minSubtotalFils: 30000, minUnits: null, firstOrderOnly: false, emails: null },
  startsAt: new Date('2026-03-01T00:00:00+04:00'),
  // Midnight at the start of 11 April in Dubai: the sale runs through 10 April.
  endsAt: new Date('2026-04-11T00:00:00+04:00'),
  totalUses: null,
  perShopper: 1,
  code: 'RAMADAN20',
  batch: null,
  now: new Date('2026-03-05T10:00:00+04:00'),
};

const none = { minSubtotalFils: null, minUnits: null, firstOrderOnly: false, emails: null };

describe('promotionSummary', () => {
  it.each<[string, Partial<PromotionSummaryInput>, string, string]>([
    [
      'a code sale',
      {},
      "20% off women's abayas, at least AED 300.00, until 10 April, once per shopper, code RAMADAN20",
      'خصم 20% على عبايات للنساء، عند الشراء بـ 300.00 درهم على الأقل، حتى 10 أبريل، مرة واحدة لكل متسوّق، بالرمز \u2068RAMADAN20\u2069',
    ],
    [
      'a scheduled automatic buy 2 get 1, ending at a time of day in another year',
      {
        reward: { kind: 'buy_x_get_y', buy: 2, get: 1, percent: 100, target: EVERYTHING },
        conditions: none,
        startsAt: new Date('2026-12-20T00:00:00+04:00'),
        endsAt: new Date('2027-01-02T18:00:00+04:00'),
        perShopper: null,
        code: null,
        now: new Date('2026-12-01T00:00:00+04:00'),
      },
      'Buy 2 get 1 free on all items, from 20 December, until 2 January 2027, 18:00, applies automatically',
      'اشترِ 2 واحصل على 1 مجاناً من جميع المنتجات، من 20 ديسمبر، حتى 2 يناير 2027 الساعة 18:00، يُطبَّق تلقائياً',
    ],
    [
      'an influencer batch with a cap and limits',
      {
        reward: { kind: 'order_percent', percent: 15, maxDiscountFils: 5000 },
        conditions: { ...none, firstOrderOnly: true, minUnits: 2 },
        endsAt: null,
        perShopper: 2,
        totalUses: 500,
        code: null,
        batch: { prefix: 'NOOR-', count: 500 },
      },
      '15% off the order, up to AED 50.00, at least 2 items, first order only, twice per shopper, 500 uses in total, 500 single-use codes starting NOOR-',
      'خصم 15% على الطلب، بحد أقصى 50.00 درهم، عند شراء قطعتين على الأقل، للطلب الأول فقط، مرتين لكل متسوّق، 500 استخدام كحد أقصى، 500 رمز للاستخدام مرة واحدة تبدأ بـ \u2068NOOR-\u2069',
    ],
    [
      'a fixed amount for listed shoppers, a brand, items not on sale',
      {
        reward: {
          kind: 'items_amount',
          amountFils: 4500,
          target: target({ brands: ['Bloom'], excludeOnSale: true }),
        },
        conditions: { ...none, emails: ['a@example.ae', 'b@example.ae'] },
        perShopper: 5,
        totalUses: 12,
      },
      'AED 45.00 off all items from Bloom (not already on sale), for 2 listed shoppers, until 10 April, 5 times per shopper, 12 uses in total, code RAMADAN20',
      'خصم 45.00 درهم على جميع المنتجات من \u2068Bloom\u2069 (عدا المنتجات المخفّضة)، لقائمة محددة من المتسوّقين، حتى 10 أبريل، 5 مرات لكل متسوّق، 12 استخداماً كحد أقصى، بالرمز \u2068RAMADAN20\u2069',
    ],
  ])('%s', (_name, over, en, ar) => {
    const input = { ...base, ...over };
    expect(promotionSummary(input, 'en')).toBe(en);
    expect(promotionSummary(input, 'ar')).toBe(ar);
  });
});
