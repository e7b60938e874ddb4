import { describe, expect, it } from 'vitest';
import type { VatSetting } from '../vat';
import { bagAmounts, invoiceAmounts, vatTotals } from '../vat';
import { code, EVERYTHING, EXCL, INCL, line, rule, run } from './test-rules';
import type { PromotionLine, PromotionReward } from './types';

describe('one reward, both VAT settings, to the fil', () => {
  // [name, setting, lines, reward, line discounts (stored), shown discount, goods with VAT, VAT, shipping, charged]
  it.each<
    [
      string,
      VatSetting,
      PromotionLine[],
      PromotionReward,
      number[],
      number,
      number,
      number,
      number,
      number,
    ]
  >([
    [
      '20 % with VAT in prices',
      INCL,
      [line(34545, 1)],
      { kind: 'order_percent', percent: 20, maxDiscountFils: null },
      [6909],
      6909,
      27636,
      1316,
      0,
      27636,
    ],
    // Stored 32900 shows 345.45; 20 % of the stored 329.00 is 65.80, the goods 263.20 + 13.16 VAT.
    [
      '20 % without VAT in prices',
      EXCL,
      [line(32900, 1)],
      { kind: 'order_percent', percent: 20, maxDiscountFils: null },
      [6580],
      6909,
      27636,
      1316,
      0,
      27636,
    ],
    // 15 % of 59.97 is 8.9955, rounded once to 9.00; VAT on the 50.97 left: 2.5485 -> 2.55.
    [
      '15 % rounded once, without VAT',
      EXCL,
      [line(1999, 3)],
      { kind: 'order_percent', percent: 15, maxDiscountFils: null },
      [900],
      945,
      5352,
      255,
      1000,
      6352,
    ],
    [
      '15 % rounded once, with VAT',
      INCL,
      [line(1999, 3)],
      { kind: 'order_percent', percent: 15, maxDiscountFils: null },
      [900],
      900,
      5097,
      243,
      1000,
      6097,
    ],
    // 100 % off: goods 0, and the bag still ships (under AED 100).
    [
      '100 % off, without VAT',
      EXCL,
      [line(32900, 1)],
      { kind: 'order_percent', percent: 100, maxDiscountFils: null },
      [32900],
      34545,
      0,
      0,
      1000,
      1000,
    ],
    [
      '100 % off, with VAT',
      INCL,
      [line(4999, 2)],
      { kind: 'items_percent', percent: 100, target: EVERYTHING, maxDiscountFils: null },
      [9998],
      9998,
      0,
      0,
      1000,
      1000,
    ],
    // AED 500 off AED 200 of goods: the goods go to 0, never below.
    [
      'fixed amount above the goods, with VAT',
      INCL,
      [line(20000, 1)],
      { kind: 'order_amount', amountFils: 50000 },
      [20000],
      20000,
      0,
      0,
      1000,
      1000,
    ],
    [
      'fixed amount above the goods, without VAT',
      EXCL,
      [line(20000, 1)],
      { kind: 'order_amount', amountFils: 50000 },
      [20000],
      21000,
      0,
      0,
      1000,
      1000,
    ],
    // AED 45 with VAT is 4285.71 -> 4286 stored fils, converted once; the shopper sees 45.00 off.
    [
      'AED 45 off, without VAT',
      EXCL,
      [line(32900, 2)],
      { kind: 'order_amount', amountFils: 4500 },
      [4286],
      4500,
      64590,
      3076,
      0,
      64590,
    ],
    // 50 % of AED 210.00 shown is capped at AED 50: 4762 stored fils, 50.00 shown.
    [
      'percent capped, without VAT',
      EXCL,
      [line(20000, 1)],
      { kind: 'items_percent', percent: 50, target: EVERYTHING, maxDiscountFils: 5000 },
      [4762],
      5000,
      16000,
      762,
      0,
      16000,
    ],
    [
      'percent capped, with VAT',
      INCL,
      [line(20000, 1)],
      { kind: 'order_percent', percent: 50, maxDiscountFils: 5000 },
      [5000],
      5000,
      15000,
      714,
      0,
      15000,
    ],
    [
      'free shipping',
      INCL,
      [line(5000, 1)],
      { kind: 'free_shipping' },
      [0],
      1000,
      5000,
      238,
      0,
      5000,
    ],
  ])('%s', (_name, setting, lines, reward, off, shown, goods, vat, shipping, charged) => {
    const out = run(lines, { setting, automatic: [rule('A', reward)] });
    expect(out.lineDiscountFils).toEqual(off);
    expect(out.applied.map((a) => a.discountFils)).toEqual([shown]);
    expect(out.totals.goodsWithVatFils).toBe(goods);
    expect(out.totals.VAT_Price).toBe(vat);
    expect(out.totals.added_Shipping_Price).toBe(shipping);
    expect(out.totals.totalCostwithVAT).toBe(charged);
    expect(out.totals.totalCostwithoutVAT + out.totals.VAT_Price + shipping).toBe(charged);
  });
});

const off = (amountFils: number): PromotionReward => ({ kind: 'order_amount', amountFils });

describe('every line knows what it was sold for', () => {
  const lines = [
    line(32900, 1),
    line(1999, 3, { productId: 'b' }),
    line(13, 7, { productId: 'c' }),
  ];
  it.each([EXCL, INCL])(
    'spreads an order discount to the fil, and the invoice adds up (%o)',
    (setting) => {
      const out = run(lines, { setting, code: code(off(4500)) });
      const goods = lines.reduce((s, l) => s + l.priceFils * l.quantity, 0);
      const stored = setting.pricesIncludeVat ? 4500 : 4286;
      expect(out.lineDiscountFils.reduce((a, b) => a + b, 0)).toBe(stored);
      // In proportion to the lines: 32900 : 5997 : 91 of 38988.
      out.lineDiscountFils.forEach((d, i) => {
        const l = lines[i] ?? line(0, 0);
        expect(Math.abs(d - (stored * l.priceFils * l.quantity) / goods)).toBeLessThan(1);
      });
      const discounts = { lineDiscountFils: out.lineDiscountFils, freeShipping: out.freeShipping };
      const inv = invoiceAmounts(lines, setting, discounts);
      const all = inv.shipping ? [...inv.lines, inv.shipping] : inv.lines;
      expect(all.reduce((s, l) => s + l.grossFils, 0)).toBe(out.totals.totalCostwithVAT);
      expect(all.reduce((s, l) => s + l.netFils, 0)).toBe(inv.netFils);
      expect(all.reduce((s, l) => s + l.vatFils, 0)).toBe(out.totals.vatIncludedFils);
      for (const l of inv.lines) expect(l.netFils + l.vatFils).toBe(l.grossFils);
      const bag = bagAmounts(lines, setting, discounts);
      expect(bag.discountWithVatFils).toBe(out.applied[0]?.discountFils);
      expect(
        bag.linesWithVatFils.reduce((a, b) => a + b, 0) -
          bag.discountWithVatFils +
          bag.roundingFils +
          bag.totals.added_Shipping_Price,
      ).toBe(out.totals.totalCostwithVAT);
    },
  );

  it('shows the discount on the invoice line without VAT, the taxable amount after it', () => {
    const discounts = { lineDiscountFils: [6580], freeShipping: false };
    const [excl] = invoiceAmounts([line(32900, 1)], EXCL, discounts).lines;
    expect(excl).toMatchObject({
      unitExclVatFils: 32900,
      discountFils: 6580,
      netFils: 26320,
      vatFils: 1316,
    });
    const [incl] = invoiceAmounts([line(34545, 1)], INCL, {
      lineDiscountFils: [6909],
      freeShipping: false,
    }).lines;
    // 69.09 with VAT is 65.80 without (3.29 VAT inside); 276.36 with VAT is 263.20 + 13.16.
    expect(incl).toMatchObject({
      unitExclVatFils: 32900,
      discountFils: 6580,
      netFils: 26320,
      vatFils: 1316,
    });
  });
});

describe('the totals with discounts', () => {
  it('answers as before without discounts, and refuses a discount outside the line', () => {
    const lines = [line(1999, 3), line(32900, 1)];
    for (const setting of [EXCL, INCL]) {
      const none = { lineDiscountFils: [0, 0], freeShipping: false };
      expect(vatTotals(lines, setting, none)).toEqual(vatTotals(lines, setting));
      expect(() =>
        vatTotals(lines, setting, { lineDiscountFils: [5998, 0], freeShipping: false }),
      ).toThrow(RangeError);
      expect(() =>
        vatTotals(lines, setting, { lineDiscountFils: [-1, 0], freeShipping: false }),
      ).toThrow(RangeError);
    }
  });
});
