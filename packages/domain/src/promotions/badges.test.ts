import { describe, expect, it } from 'vitest';
import { badgesShownAt, productBadges, type ScheduledPromotion } from './badges';
import { EVERYTHING, line, rule, target } from './test-rules';
import type { PromotionReward } from './types';

const at = (iso: string) => new Date(`2026-03-${iso}:00+04:00`);
const now = at('15T12:00');
const buy2get1: PromotionReward = {
  kind: 'buy_x_get_y',
  buy: 2,
  get: 1,
  percent: 100,
  target: target({ categories: ['Abayas'] }),
};
const scheduled = (
  id: string,
  reward: PromotionReward,
  startsAt: Date,
  endsAt: Date | null = null,
  over: Parameters<typeof rule>[2] = {},
): ScheduledPromotion => ({ rule: rule(id, reward, over), startsAt, endsAt });

const ids = (list: readonly ScheduledPromotion[], when = now) =>
  badgesShownAt(list, when).rules.map((r) => r.badge.promotionId);

describe('badgesShownAt', () => {
  it.each<[string, ScheduledPromotion, boolean]>([
    ['running, no end', scheduled('a', buy2get1, at('01T00:00')), true],
    ['starting this very moment', scheduled('a', buy2get1, now), true],
    ['not started yet', scheduled('a', buy2get1, at('16T00:00')), false],
    ['ended this very moment', scheduled('a', buy2get1, at('01T00:00'), now), false],
    [
      'a code shows no badge',
      scheduled('a', buy2get1, at('01T00:00'), null, { automatic: false }),
      false,
    ],
    [
      'kept for a list of emails',
      scheduled('a', buy2get1, at('01T00:00'), null, { conditions: { emails: ['a@b.ae'] } }),
      false,
    ],
    [
      'with a minimum spend, still for everyone',
      scheduled('a', buy2get1, at('01T00:00'), null, { conditions: { minSubtotalFils: 30000 } }),
      true,
    ],
  ])('%s', (_name, promotion, shown) => {
    expect(ids([promotion])).toEqual(shown ? ['a'] : []);
  });

  it('labels each badge in both languages, aimed rewards first, each in the list order', () => {
    const { rules } = badgesShownAt(
      [
        scheduled('a', { kind: 'free_shipping' }, at('01T00:00')),
        scheduled('b', buy2get1, at('02T00:00')),
        scheduled(
          'c',
          { kind: 'order_percent', percent: 5, maxDiscountFils: null },
          at('03T00:00'),
        ),
        scheduled('d', { ...buy2get1, buy: 1, percent: 50 }, at('04T00:00')),
      ],
      now,
    );
    expect(rules.map((r) => r.badge)).toEqual([
      { promotionId: 'b', en: 'Buy 2 get 1', ar: 'اشترِ 2 واحصل على 1 مجاناً' },
      { promotionId: 'd', en: 'Second item 50% off', ar: 'خصم 50% على القطعة الثانية' },
      { promotionId: 'a', en: 'Free shipping', ar: 'شحن مجاني' },
      { promotionId: 'c', en: '5% off', ar: 'خصم 5%' },
    ]);
  });

  it('holds from the last start or end before now until the next one after it', () => {
    const list = [
      scheduled('a', buy2get1, at('01T00:00'), at('20T00:00')),
      scheduled('b', buy2get1, at('10T00:00'), at('14T00:00')),
      scheduled('c', buy2get1, at('17T00:00')),
    ];
    const shown = badgesShownAt(list, now);
    expect(shown.from).toBe(at('14T00:00').getTime());
    expect(shown.until).toBe(at('17T00:00').getTime());
    expect(ids(list, at('17T00:00'))).toEqual(['a', 'c']);
    expect(ids(list, at('20T00:00'))).toEqual(['c']);
    expect(badgesShownAt(list, at('20T00:00')).until).toBe(Number.POSITIVE_INFINITY);
    expect(badgesShownAt([], now)).toEqual({
      rules: [],
      from: Number.NEGATIVE_INFINITY,
      until: Number.POSITIVE_INFINITY,
    });
  });
});

describe('productBadges', () => {
  const abaya = line(30000, 1, { productId: 'abaya-1' });
  const kandura = line(20000, 1, { productId: 'kandura-1', category: 'Kanduras', gender: 'men' });
  const shown = (...rewards: PromotionReward[]) =>
    badgesShownAt(
      rewards.map((r, i) => scheduled(`p${i}`, r, at('01T00:00'))),
      now,
    ).rules;
  const labels = (rules: ReturnType<typeof shown>, item: typeof abaya) =>
    productBadges(rules, item).map((b) => b.en);

  it('shows a targeted promotion only on the products it holds', () => {
    const rules = shown(buy2get1);
    expect(labels(rules, abaya)).toEqual(['Buy 2 get 1']);
    expect(labels(rules, kandura)).toEqual([]);
  });

  it('shows a reward on the whole order or on shipping on every product', () => {
    const rules = shown({ kind: 'free_shipping' }, { kind: 'order_amount', amountFils: 5000 });
    expect(labels(rules, kandura)).toEqual(['Free shipping', 'AED 50.00 off']);
  });

  it('leaves out items on sale when the target says so', () => {
    const rules = shown({
      kind: 'items_percent',
      percent: 20,
      target: target({ excludeOnSale: true }),
      maxDiscountFils: null,
    });
    expect(labels(rules, { ...abaya, productDiscount: 30 })).toEqual([]);
    expect(labels(rules, abaya)).toEqual(['20% off']);
  });

  it('shows one badge per label and at most three', () => {
    const rules = shown(
      { kind: 'free_shipping' },
      { kind: 'free_shipping' },
      buy2get1,
      { kind: 'items_percent', percent: 10, target: EVERYTHING, maxDiscountFils: null },
      { kind: 'order_percent', percent: 5, maxDiscountFils: null },
    );
    expect(labels(rules, abaya)).toEqual(['Buy 2 get 1', '10% off', 'Free shipping']);
    expect(labels(rules, kandura)).toEqual(['10% off', 'Free shipping', '5% off']);
  });
});
