import { cartTotals, cartTotalsInAed, toFils } from '@store/domain';
import { describe, expect, it } from 'vitest';

import { summaryLines } from './summary';

const totalsOf = (lines: { price: number; quantity: number }[]) =>
  cartTotalsInAed(
    cartTotals(lines.map((l) => ({ priceFils: toFils(l.price), quantity: l.quantity }))),
  );

describe('summaryLines', () => {
  it('adds AED 10 shipping below AED 100 with VAT', () => {
    const lines = summaryLines(totalsOf([{ price: 45.5, quantity: 1 }]));
    expect(lines).toEqual({
      subtotal: 'AED 45.50',
      vat: 'AED 2.28',
      shipping: 'AED 10.00',
      shippingFree: false,
      total: 'AED 57.78',
    });
  });

  it('shows the fee struck out as free from AED 100 with VAT', () => {
    const lines = summaryLines(totalsOf([{ price: 60, quantity: 2 }]));
    expect(lines.shippingFree).toBe(true);
    expect(lines.shipping).toBe('AED 10.00');
    expect(lines.vat).toBe('AED 6.00');
    expect(lines.total).toBe('AED 126.00');
  });

  it('keeps 2 decimals on round totals', () => {
    expect(summaryLines(totalsOf([{ price: 100, quantity: 1 }])).total).toBe('AED 105.00');
  });
});
