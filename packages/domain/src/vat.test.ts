import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';
import { cartTotals } from './pricing';
import {
  bagAmounts,
  highestStoredForShown,
  invoiceAmounts,
  lowestStoredForShown,
  orderTaxFigures,
  shownPriceFils,
  vatInsideFils,
  vatTotals,
} from './vat';

const excl = { pricesIncludeVat: false };
const incl = { pricesIncludeVat: true };

describe('shown prices', () => {
  it('adds 5 % to a price entered without VAT, rounded half away from zero', () => {
    expect(shownPriceFils(32900, excl)).toBe(34545);
    expect(shownPriceFils(10, excl)).toBe(11); // 0.5 fil rounds up
    expect(shownPriceFils(32900, incl)).toBe(32900);
  });

  it('turns a shown price bound into the lowest stored price that reaches it', () => {
    for (let shown = 0; shown < 3000; shown += 7) {
      const stored = lowestStoredForShown(shown, excl);
      expect(shownPriceFils(stored, excl)).toBeGreaterThanOrEqual(shown);
      if (stored > 0) expect(shownPriceFils(stored - 1, excl)).toBeLessThan(shown);
    }
    expect(lowestStoredForShown(34545, excl)).toBe(32900);
    expect(lowestStoredForShown(34545, incl)).toBe(34545);
  });

  it('turns an at-most bound into the highest stored price that stays within it', () => {
    for (const setting of [excl, incl]) {
      for (let shown = 0; shown < 3000; shown += 7) {
        const stored = highestStoredForShown(shown, setting);
        expect(shownPriceFils(stored, setting)).toBeLessThanOrEqual(shown);
        expect(shownPriceFils(stored + 1, setting)).toBeGreaterThan(shown);
      }
    }
    expect(highestStoredForShown(34545, excl)).toBe(32900);
    expect(highestStoredForShown(34544, excl)).toBe(32899);
  });

  it('rises strictly with the stored price, so sorting on either is the same order', () => {
    for (let stored = 0; stored < 5000; stored += 1) {
      expect(shownPriceFils(stored + 1, excl)).toBeGreaterThan(shownPriceFils(stored, excl));
    }
  });
});

describe('totals under either setting', () => {
  it('keeps the VAT-added arithmetic to the fil when prices exclude VAT', () => {
    const lines = [
      { priceFils: 32900, quantity: 2 },
      { priceFils: 1999, quantity: 3 },
    ];
    const t = vatTotals(lines, excl);
    expect(t).toMatchObject(cartTotals(lines));
    expect(t.totalCostwithVAT).toBe(75387); // 71797 + 3590 VAT, free shipping
    expect(t.goodsWithVatFils).toBe(t.totalCostwithoutVAT + t.VAT_Price);
  });

  it('takes VAT out of prices that include it, and charges exactly the prices plus shipping', () => {
    const t = vatTotals([{ priceFils: 34545, quantity: 1 }], incl);
    expect(t.totalCostwithVAT).toBe(34545);
    expect(t.VAT_Price).toBe(1645); // 34545 x 5/105 = 1645.0
    expect(t.totalCostwithoutVAT).toBe(32900);
    const small = vatTotals([{ priceFils: 5000, quantity: 1 }], incl);
    expect(small.added_Shipping_Price).toBe(1000);
    expect(small.totalCostwithVAT).toBe(6000);
    expect(small.vatIncludedFils).toBe(vatInsideFils(5000) + vatInsideFils(1000)); // 238 + 48
  });

  it('charges shipping below the threshold and none at it, under both settings', () => {
    expect(vatTotals([{ priceFils: 9523, quantity: 1 }], excl).added_Shipping_Price).toBe(1000);
    expect(vatTotals([{ priceFils: 9524, quantity: 1 }], excl).added_Shipping_Price).toBe(0);
    expect(vatTotals([{ priceFils: 9999, quantity: 1 }], incl).added_Shipping_Price).toBe(1000);
    expect(vatTotals([{ priceFils: 10000, quantity: 1 }], incl).added_Shipping_Price).toBe(0);
    expect(vatTotals([], incl).totalCostwithVAT).toBe(0);
  });

  it('always adds up: net + VAT + shipping = what is charged', () => {
    for (const setting of [excl, incl]) {
      for (let p = 1; p < 20000; p += 137) {
        const t = vatTotals([{ priceFils: p, quantity: 3 }], setting);
        expect(t.totalCostwithoutVAT + t.VAT_Price + t.added_Shipping_Price).toBe(
          t.totalCostwithVAT,
        );
      }
    }
  });
});

describe('invoice lines', () => {
  it('splits the VAT computed on the total so lines whose own VAT rounds differently still add up', () => {
    // Three lines of 0.10: each line's own 5 % is 0.5 fil (rounds to 1, 3 in all), but the VAT on
    // the 0.30 total is 1.5 fils, rounded once to 2. The lines carry 1, 1 and 0.
    const lines = [
      { priceFils: 10, quantity: 1 },
      { priceFils: 10, quantity: 1 },
      { priceFils: 10, quantity: 1 },
    ];
    const inv = invoiceAmounts(lines, excl);
    expect(inv.lines.map((l) => l.vatFils)).toEqual([1, 1, 0]);
    const t = vatTotals(lines, excl);
    expect(inv.grossFils).toBe(t.totalCostwithVAT);
    expect(inv.vatFils).toBe(t.vatIncludedFils);
  });

  it("adds up to the order under both settings, shipping line included, as the order's figures total", () => {
    for (const setting of [excl, incl]) {
      const lines = [
        { priceFils: 1999, quantity: 1 },
        { priceFils: 2333, quantity: 2 },
      ];
      const inv = invoiceAmounts(lines, setting);
      const t = vatTotals(lines, setting);
      expect(inv.grossFils).toBe(t.totalCostwithVAT);
      expect(inv.vatFils).toBe(t.vatIncludedFils);
      expect(inv.shipping?.grossFils).toBe(1000);
      for (const l of inv.lines) expect(l.netFils + l.vatFils).toBe(l.grossFils);
      // The lines sum to what orderTaxFigures makes of the order's stored figures.
      const figures = orderTaxFigures({
        subtotalFils: t.totalCostwithoutVAT,
        vatFils: t.VAT_Price,
        shippingFils: t.added_Shipping_Price,
      });
      const all = inv.shipping ? [...inv.lines, inv.shipping] : inv.lines;
      expect(all.reduce((s, l) => s + l.netFils, 0)).toBe(figures.netFils);
      expect(all.reduce((s, l) => s + l.vatFils, 0)).toBe(figures.vatFils);
      expect(inv.shipping?.vatFils).toBe(figures.shippingVatFils);
      expect([inv.netFils, inv.vatFils]).toEqual([figures.netFils, figures.vatFils]);
    }
  });

  it.each([
    // AED 29.00 of goods with AED 1.45 VAT and the AED 10.00 fee, AED 0.48 VAT inside it.
    [{ subtotalFils: 2900, vatFils: 145, shippingFils: 1000 }, [2900, 952, 48, 3852, 193, 4045]],
    // Free shipping: the goods' figures as they are.
    [
      { subtotalFils: 24_690, vatFils: 1235, shippingFils: 0 },
      [24_690, 0, 0, 24_690, 1235, 25_925],
    ],
    // A fee whose VAT rounds half away from zero: 10.50 x 5/105 = 0.50 exactly; 0.21 x 5/105 = 0.01.
    [{ subtotalFils: 0, vatFils: 0, shippingFils: 1050 }, [0, 1000, 50, 1000, 50, 1050]],
    [{ subtotalFils: 100, vatFils: 5, shippingFils: 21 }, [100, 20, 1, 120, 6, 126]],
  ])('orderTaxFigures(%o)', (order, [goodsNet, shipNet, shipVat, net, vat, gross]) => {
    expect(orderTaxFigures(order)).toEqual({
      goodsNetFils: goodsNet,
      goodsVatFils: order.vatFils,
      shippingNetFils: shipNet,
      shippingVatFils: shipVat,
      netFils: net,
      vatFils: vat,
      grossFils: gross,
    });
    expect(gross).toBe(order.subtotalFils + order.vatFils + order.shippingFils);
  });

  it('allocates by largest remainder, exactly', () => {
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
    expect(allocate(100, [1, 2, 7]).reduce((a, b) => a + b)).toBe(100);
  });
});

describe('the bag as shown', () => {
  it('lists lines at their shown unit prices and a rounding line that makes them add up', () => {
    // Each 0.10 unit shows 0.11 (its 0.5 fil of VAT rounds up); the 0.30 subtotal's VAT is 1.5
    // fils, rounded once to 2: the lines list 0.33, the goods come to 0.32.
    const bag = bagAmounts([{ priceFils: 10, quantity: 3 }], excl);
    expect(bag.linesWithVatFils).toEqual([33]);
    expect(bag.totals.goodsWithVatFils).toBe(32);
    expect(bag.roundingFils).toBe(-1);
    expect(
      bag.linesWithVatFils.reduce((a, b) => a + b, 0) +
        bag.roundingFils +
        bag.totals.added_Shipping_Price,
    ).toBe(bag.totals.totalCostwithVAT);
  });

  it('needs no rounding line for whole-dirham prices or prices that include VAT', () => {
    const lines = [
      { priceFils: 32900, quantity: 2 },
      { priceFils: 4900, quantity: 1 },
    ];
    const bag = bagAmounts(lines, excl);
    expect(bag.linesWithVatFils).toEqual([69090, 5145]);
    expect(bag.roundingFils).toBe(0);
    expect(bag.totals.totalCostwithVAT).toBe(74235);
    const odd = [
      { priceFils: 1999, quantity: 3 },
      { priceFils: 13, quantity: 7 },
    ];
    expect(bagAmounts(odd, incl).roundingFils).toBe(0);
    expect(bagAmounts(odd, incl).linesWithVatFils).toEqual([5997, 91]);
  });
});
