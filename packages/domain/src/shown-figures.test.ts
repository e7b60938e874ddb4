import { describe, expect, it } from 'vitest';
import type { PricedLine } from './pricing';
import { bagAmounts, invoiceAmounts, shownPriceFils, vatTotals } from './vat';

const excl = { pricesIncludeVat: false };
const incl = { pricesIncludeVat: true };

/**
 * One set of figures from the product page to the tax invoice (decision 59): each line is its
 * shown unit price x quantity, the items total is the lines' sum, the total charged is that sum
 * plus shipping, and the invoice's line with VAT is the line the bag showed.
 */
describe('the figures a shopper sees add up, from the product page to the invoice', () => {
  it.each<[string, PricedLine[], number[], number, number]>([
    // [case, lines (stored prices), lines as shown, items total, total charged]
    ['one unit of 79.50 shows 83.48', [{ priceFils: 7950, quantity: 1 }], [8348], 8348, 9348],
    [
      '79.50 and 99.50: each unit VAT half a fil up, the bag charges what it lists',
      [
        { priceFils: 7950, quantity: 1 },
        { priceFils: 9950, quantity: 1 },
      ],
      [8348, 10448],
      18796,
      18796,
    ],
    ['three units of 0.10 show 0.11 each', [{ priceFils: 10, quantity: 3 }], [33], 33, 1033],
    [
      'whole-dirham prices are unchanged',
      [
        { priceFils: 32900, quantity: 2 },
        { priceFils: 4900, quantity: 1 },
      ],
      [69090, 5145],
      74235,
      74235,
    ],
    [
      'under the free-shipping threshold by the shown figures',
      [{ priceFils: 9523, quantity: 1 }],
      [9999],
      9999,
      10999,
    ],
    [
      'the threshold is reached on the shown figures',
      [
        { priceFils: 4990, quantity: 1 },
        { priceFils: 4590, quantity: 1 },
      ],
      [5240, 4820],
      10060,
      10060,
    ],
    [
      'several lines and quantities',
      [
        { priceFils: 14950, quantity: 2 },
        { priceFils: 1999, quantity: 3 },
        { priceFils: 500, quantity: 0 },
      ],
      [31396, 6297, 0],
      37693,
      37693,
    ],
  ])('%s', (_name, lines, shown, items, charged) => {
    const bag = bagAmounts(lines, excl);
    expect(bag.linesWithVatFils).toEqual(shown);
    expect(bag.totals.goodsWithVatFils).toBe(items);
    expect(bag.totals.totalCostwithVAT).toBe(charged);
    const invoice = invoiceAmounts(lines, excl);
    expect(invoice.lines.map((l) => l.grossFils)).toEqual(shown);
    expect(invoice.grossFils).toBe(charged);
  });

  it.each([
    ['prices without VAT', excl],
    ['prices with VAT', incl],
  ])('holds for any bag, with %s', (_name, setting) => {
    for (let p = 1; p < 30000; p += 97) {
      const lines = [
        { priceFils: p, quantity: 1 + (p % 4) },
        { priceFils: p + 13, quantity: 2 },
        { priceFils: 3 * p + 5, quantity: 1 },
      ];
      const bag = bagAmounts(lines, setting);
      lines.forEach((l, i) =>
        expect(bag.linesWithVatFils[i]).toBe(shownPriceFils(l.priceFils, setting) * l.quantity),
      );
      const listed = bag.linesWithVatFils.reduce((s, x) => s + x, 0);
      expect(bag.totals.goodsWithVatFils).toBe(listed);
      expect(bag.totals.totalCostwithVAT).toBe(listed + bag.totals.added_Shipping_Price);
      const invoice = invoiceAmounts(lines, setting);
      expect(invoice.lines.map((l) => l.grossFils)).toEqual(bag.linesWithVatFils);
      expect(invoice.grossFils).toBe(bag.totals.totalCostwithVAT);
      expect(invoice.vatFils).toBe(vatTotals(lines, setting).vatIncludedFils);
    }
  });
});
