import { describe, expect, it } from 'vitest';
import { code, EVERYTHING, EXCL, GUEST, INCL, line, MEMBER, rule, run, target } from './test-rules';
import type { PromotionLine, PromotionReward, PromotionRule, PromotionShopper } from './types';
import type { VatSetting } from '../vat';

describe('buy X get Y: the cheapest matching units, per full group', () => {
  const b2g1: PromotionReward = {
    kind: 'buy_x_get_y',
    buy: 2,
    get: 1,
    percent: 100,
    target: EVERYTHING,
  };
  it.each<[string, PromotionReward, PromotionLine[], number[]]>([
    ['3 units: the cheapest is free', b2g1, [line(10000, 2), line(6000, 1)], [0, 6000]],
    // 5 units make one group of 3: one free, the cheapest (AED 30); the other AED 30 is paid.
    ['5 units: one free', b2g1, [line(10000, 2), line(6000, 1), line(3000, 2)], [0, 0, 3000]],
    [
      '6 units: the two cheapest free',
      b2g1,
      [line(10000, 2), line(6000, 1), line(3000, 2), line(8000, 1)],
      [0, 0, 6000, 0],
    ],
    ['7 units: still two', b2g1, [line(5000, 7)], [10000]],
    // Second item 50 % off: the cheaper of each pair, the pairs' cheapest units first.
    [
      'second item 50 % off',
      { kind: 'buy_x_get_y', buy: 1, get: 1, percent: 50, target: EVERYTHING },
      [line(10000, 2), line(6000, 1)],
      [0, 3000],
    ],
    [
      'half a fil rounds once, away from zero',
      { kind: 'buy_x_get_y', buy: 1, get: 1, percent: 50, target: EVERYTHING },
      [line(1999, 2)],
      [1000],
    ],
    // Only matching units count and are given: the dress is left out.
    [
      'only the target',
      { ...b2g1, target: target({ categories: ['abayas'] }) },
      [line(2000, 1, { category: 'Dresses' }), line(9000, 3)],
      [0, 9000],
    ],
    [
      'leaves out items on sale',
      { ...b2g1, target: target({ excludeOnSale: true }) },
      [line(1000, 1, { productDiscount: 30 }), line(9000, 3)],
      [0, 9000],
    ],
  ])('%s', (_name, reward, lines, off) => {
    const out = run(lines, { automatic: [rule('B', reward)] });
    expect(out.lineDiscountFils).toEqual(off);
  });

  it('refuses a code until the bag holds one full group, saying how many units are missing', () => {
    expect(run([line(9000, 2)], { code: code(b2g1) }).codeRefusal).toEqual({
      reason: 'min_units',
      missingUnits: 1,
    });
    expect(run([line(9000, 2)], { automatic: [rule('B', b2g1)] }).applied).toEqual([]);
  });
});

describe('conditions', () => {
  const tenOff: PromotionReward = { kind: 'order_percent', percent: 10, maxDiscountFils: null };
  it.each<[string, PromotionRule, PromotionLine[], VatSetting, PromotionShopper, unknown]>([
    [
      'min spend, with VAT',
      code(tenOff, { conditions: { minSubtotalFils: 30000 } }),
      [line(25000, 1)],
      INCL,
      GUEST,
      { reason: 'min_spend', missingFils: 5000 },
    ],
    // AED 200.00 stored shows 210.00: AED 90.00 still missing for AED 300.
    [
      'min spend, without VAT',
      code(tenOff, { conditions: { minSubtotalFils: 30000 } }),
      [line(20000, 1)],
      EXCL,
      GUEST,
      { reason: 'min_spend', missingFils: 9000 },
    ],
    [
      'min spend reached exactly',
      code(tenOff, { conditions: { minSubtotalFils: 21000 } }),
      [line(20000, 1)],
      EXCL,
      GUEST,
      null,
    ],
    [
      'min units',
      code(tenOff, { conditions: { minUnits: 3 } }),
      [line(1000, 1)],
      INCL,
      GUEST,
      { reason: 'min_units', missingUnits: 2 },
    ],
    [
      'no matching items',
      code({
        kind: 'items_percent',
        percent: 10,
        target: target({ categories: ['Kanduras'] }),
        maxDiscountFils: null,
      }),
      [line(1000, 1)],
      INCL,
      GUEST,
      { reason: 'no_matching_items' },
    ],
    [
      'first order, guest',
      code(tenOff, { conditions: { firstOrderOnly: true } }),
      [line(1000, 1)],
      INCL,
      GUEST,
      { reason: 'sign_in' },
    ],
    [
      'first order, returning shopper',
      code(tenOff, { conditions: { firstOrderOnly: true } }),
      [line(1000, 1)],
      INCL,
      { ...MEMBER, earlierOrders: 1 },
      { reason: 'first_order_only' },
    ],
    [
      'first order, new shopper',
      code(tenOff, { conditions: { firstOrderOnly: true } }),
      [line(1000, 1)],
      INCL,
      MEMBER,
      null,
    ],
    [
      'emails, guest',
      code(tenOff, { conditions: { emails: ['mariam@example.ae'] } }),
      [line(1000, 1)],
      INCL,
      GUEST,
      { reason: 'sign_in' },
    ],
    [
      'emails, not on the list',
      code(tenOff, { conditions: { emails: ['noura@example.ae'] } }),
      [line(1000, 1)],
      INCL,
      MEMBER,
      { reason: 'not_eligible' },
    ],
    [
      'emails, on the list',
      code(tenOff, { conditions: { emails: ['mariam@example.ae'] } }),
      [line(1000, 1)],
      INCL,
      MEMBER,
      null,
    ],
  ])('%s', (_name, promo, lines, setting, shopper, refusal) => {
    const out = run(lines, { setting, code: promo, shopper });
    expect(out.codeRefusal).toEqual(refusal);
    expect(out.applied.length).toBe(refusal === null ? 1 : 0);
  });
});
