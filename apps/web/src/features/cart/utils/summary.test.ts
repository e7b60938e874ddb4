import { bagAmounts, cartTotalsInAed, toAed, toFils } from '@store/domain';
import { describe, expect, it } from 'vitest';

import type { CartTotals } from '@store/domain/contract';
import { summaryLines } from './summary';

/** The bag's totals as GET /api/cart sends them, under the default setting. */
const totalsOf = (lines: { price: number; quantity: number }[]): CartTotals => {
  const bag = bagAmounts(
    lines.map((l) => ({ priceFils: toFils(l.price), quantity: l.quantity })),
    { pricesIncludeVat: false },
  );
  return {
    ...cartTotalsInAed(bag.totals),
    goodsWithVat: toAed(bag.totals.goodsWithVatFils),
    vatIncluded: toAed(bag.totals.vatIncludedFils),
    vatRounding: toAed(bag.roundingFils),
    discount: 0,
  };
};

describe('summaryLines', () => {
  it('shows the items with VAT, AED 10 shipping below AED 100, and the VAT included', () => {
    const lines = summaryLines(totalsOf([{ price: 45.5, quantity: 1 }]));
    expect(lines).toEqual({
      items: 'AED 47.78',
      rounding: null,
      shipping: 'AED 10.00',
      shippingFree: false,
      total: 'AED 57.78',
      // 2.28 on the goods and 0.48 inside the shipping fee.
      vatIncluded: 'VAT 5% included: AED 2.76',
    });
  });

  it('shows the fee struck out as free from AED 100 with VAT', () => {
    const lines = summaryLines(totalsOf([{ price: 60, quantity: 2 }]));
    expect(lines.shippingFree).toBe(true);
    expect(lines.shipping).toBe('AED 10.00');
    expect(lines.items).toBe('AED 126.00');
    expect(lines.vatIncluded).toBe('VAT 5% included: AED 6.00');
    expect(lines.total).toBe('AED 126.00');
  });

  it('adds a rounding line when the rows at their shown prices miss the total', () => {
    // Three units of 0.10 show as 0.11 each (0.33); the VAT on 0.30 is 0.02, so 0.32 is charged.
    const lines = summaryLines(totalsOf([{ price: 0.1, quantity: 3 }]));
    expect(lines.items).toBe('AED 0.33');
    expect(lines.rounding).toBe('-AED 0.01');
    expect(lines.total).toBe('AED 10.32');
  });

  it('keeps 2 decimals on round totals', () => {
    expect(summaryLines(totalsOf([{ price: 100, quantity: 1 }])).total).toBe('AED 105.00');
  });
});
