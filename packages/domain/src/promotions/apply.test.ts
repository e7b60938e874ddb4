import { describe, expect, it } from 'vitest';
import { code, EVERYTHING, EXCL, line, rule, run, target } from './test-rules';
import type { PromotionLine, PromotionReward } from './types';

const pct = (percent: number, on = EVERYTHING): PromotionReward => ({
  kind: 'items_percent',
  percent,
  target: on,
  maxDiscountFils: null,
});
const off = (amountFils: number): PromotionReward => ({ kind: 'order_amount', amountFils });
const FREE: PromotionReward = { kind: 'free_shipping' };
const noOrders = { combinesWith: { order: false } };
const noItems = { combinesWith: { item: false } };

describe('combining', () => {
  const bag = [line(20000, 1)];
  const two = [line(20000, 1), line(30000, 1, { category: 'Dresses' })];
  it.each<[string, PromotionLine[], Parameters<typeof run>[1], string[], unknown]>([
    // Item 10 % (AED 20) then AED 10 off the AED 180 left.
    [
      'both allow',
      bag,
      { automatic: [rule('A', pct(10))], code: code(off(1000)) },
      ['A', 'CODE'],
      null,
    ],
    // They do not combine: the code (AED 50) beats the automatic 10 % (AED 20) for the shopper.
    [
      'one refuses, the code is better',
      bag,
      { automatic: [rule('A', pct(10), noOrders)], code: code(off(5000)) },
      ['CODE'],
      null,
    ],
    [
      'one refuses, the automatic is better',
      bag,
      { automatic: [rule('A', pct(10), noOrders)], code: code(off(1000)) },
      ['A'],
      { reason: 'does_not_combine', withPromotionId: 'A' },
    ],
    [
      'the code refuses',
      bag,
      { automatic: [rule('A', pct(10))], code: code(off(1000), noItems) },
      ['A'],
      { reason: 'does_not_combine', withPromotionId: 'A' },
    ],
    // Of two automatic item promotions, only the better one applies, even when they combine.
    [
      'best of two automatic of one class',
      bag,
      { automatic: [rule('A', pct(10)), rule('B', pct(15))] },
      ['B'],
      null,
    ],
    // 20 % on the abaya takes AED 40; 10 % on everything takes AED 50.
    [
      'best for this bag',
      two,
      {
        automatic: [rule('A', pct(20, target({ categories: ['Abayas'] }))), rule('B', pct(10))],
      },
      ['B'],
      null,
    ],
    [
      'equal value: the code wins',
      bag,
      { automatic: [rule('A', pct(10), noOrders)], code: code(off(2000)) },
      ['CODE'],
      null,
    ],
    [
      'an automatic and a code of one class both apply when both allow it',
      bag,
      { automatic: [rule('A', pct(10))], code: code(pct(10)) },
      ['A', 'CODE'],
      null,
    ],
    [
      'free shipping joins an order discount',
      [line(5500, 1)],
      { automatic: [rule('S', FREE)], code: code(off(1000)) },
      ['CODE', 'S'],
      null,
    ],
    // Over AED 100 free shipping waives nothing: the automatic one is left out, the code is not.
    [
      'free shipping worth nothing',
      bag,
      { automatic: [rule('S', FREE)], code: code(off(1000)) },
      ['CODE'],
      null,
    ],
    ['a free-shipping code worth nothing still applies', bag, { code: code(FREE) }, ['CODE'], null],
  ])('%s', (_name, lines, opts, ids, refusal) => {
    const out = run(lines, opts);
    expect(out.applied.map((a) => a.promotionId)).toEqual(ids);
    expect(out.codeRefusal).toEqual(refusal);
  });

  it('takes the order discount off what the item discounts left', () => {
    const out = run([line(20000, 1)], {
      automatic: [rule('A', pct(10))],
      code: code({ kind: 'order_percent', percent: 50, maxDiscountFils: null }),
    });
    expect(out.applied.map((a) => a.discountFils)).toEqual([2000, 9000]);
    expect(out.totals.goodsWithVatFils).toBe(9000);
  });
});

describe('free shipping and the AED 100 rule on the discounted goods', () => {
  it.each<[string, PromotionLine[], Parameters<typeof run>[1], number, boolean, number | null]>([
    ['no promotion, under AED 100', [line(5500, 1)], {}, 1000, false, 4500],
    ['no promotion, over AED 100', [line(11000, 1)], {}, 0, false, null],
    // AED 110 less AED 15 is AED 95: the fee comes back, and AED 5 is missing.
    [
      'a discount takes the goods under AED 100',
      [line(11000, 1)],
      { code: code(off(1500)) },
      1000,
      false,
      500,
    ],
    [
      'free shipping waives the fee',
      [line(5500, 1)],
      { automatic: [rule('S', FREE)] },
      0,
      true,
      null,
    ],
    [
      'the gap without VAT in prices is on the goods with VAT',
      [line(5000, 1)],
      { setting: EXCL },
      1000,
      false,
      4750,
    ],
    // Free shipping over AED 50: AED 20 missing, nearer than the AED 70 to AED 100.
    [
      'the gap to an automatic free shipping',
      [line(3000, 1)],
      { automatic: [rule('S', FREE, { conditions: { minSubtotalFils: 5000 } })] },
      1000,
      false,
      2000,
    ],
    [
      'a free shipping that needs more is not the gap',
      [line(3000, 1)],
      { automatic: [rule('S', FREE, { conditions: { minSubtotalFils: 15000 } })] },
      1000,
      false,
      7000,
    ],
    ['an empty bag has no gap', [], { automatic: [rule('S', FREE)] }, 0, false, null],
  ])('%s', (_name, lines, opts, shipping, free, gap) => {
    const out = run(lines, opts);
    expect(out.totals.added_Shipping_Price).toBe(shipping);
    expect(out.freeShipping).toBe(free);
    expect(out.freeShippingGapFils).toBe(gap);
  });
});
