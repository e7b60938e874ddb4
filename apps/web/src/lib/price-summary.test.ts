import { bagAmounts, cartTotalsInAed, toAed, toFils } from '@store/domain';
import { afterEach, describe, expect, it } from 'vitest';

import { loadCatalogue, setLocale } from '@/i18n';
import type { AppliedPromotionAnswer, CartTotals } from '@store/domain/contract';
import { summaryLines, type SummarySource } from './price-summary';

type Line = { price: number; quantity: number; off?: number };

/** The totals as GET /api/cart sends them under the default setting, after `off` per line. */
const totalsOf = (lines: Line[], freeShipping = false): CartTotals => {
  const bag = bagAmounts(
    lines.map((l) => ({ priceFils: toFils(l.price), quantity: l.quantity })),
    { pricesIncludeVat: false },
    { lineDiscountFils: lines.map((l) => toFils(l.off ?? 0)), freeShipping },
  );
  return {
    ...cartTotalsInAed(bag.totals),
    goodsWithVat: toAed(bag.totals.goodsWithVatFils),
    vatIncluded: toAed(bag.totals.vatIncludedFils),
    vatRounding: toAed(bag.roundingFils),
    discount: toAed(bag.discountWithVatFils),
  };
};

const ramadan = (amount: number): AppliedPromotionAnswer => ({
  id: 'p1',
  name: 'Ramadan sale',
  nameAr: 'تخفيضات رمضان',
  code: 'RAMADAN20',
  kind: 'order',
  amount,
});
const buy2get1 = (amount: number): AppliedPromotionAnswer => ({
  id: 'p2',
  name: 'Buy 2 get 1',
  nameAr: 'اشترِ 2 واحصل على 1 مجاناً',
  code: null,
  kind: 'item',
  amount,
});
const weekendShipping: AppliedPromotionAnswer = {
  id: 'p3',
  name: 'Free delivery weekend',
  nameAr: 'توصيل مجاني في عطلة نهاية الأسبوع',
  code: null,
  kind: 'shipping',
  amount: 10,
};

const source = (
  totals: CartTotals,
  promotions: AppliedPromotionAnswer[] = [],
  freeShippingGap: number | null = null,
): SummarySource => ({ totals, promotions, freeShippingGap });

describe('summaryLines', () => {
  afterEach(() => setLocale('en'));

  it('shows the items with VAT, AED 10 shipping below AED 100, and the VAT included', () => {
    const lines = summaryLines(source(totalsOf([{ price: 45.5, quantity: 1 }])));
    expect(lines).toEqual({
      items: 'AED 47.78',
      rounding: null,
      promotions: [],
      shipping: 'AED 10.00',
      shippingFree: false,
      shippingPromotion: null,
      total: 'AED 57.78',
      // 2.28 on the goods and 0.48 inside the shipping fee.
      vatIncluded: 'VAT 5% included: AED 2.76',
      freeShippingGap: null,
    });
  });

  it('shows the fee struck out as free from AED 100 with VAT', () => {
    const lines = summaryLines(source(totalsOf([{ price: 60, quantity: 2 }])));
    expect(lines.shippingFree).toBe(true);
    expect(lines.shippingPromotion).toBeNull();
    expect(lines.shipping).toBe('AED 10.00');
    expect(lines.items).toBe('AED 126.00');
    expect(lines.vatIncluded).toBe('VAT 5% included: AED 6.00');
    expect(lines.total).toBe('AED 126.00');
  });

  it('adds a rounding line when the rows at their shown prices miss the total', () => {
    // Three units of 0.10 show as 0.11 each (0.33); the VAT on 0.30 is 0.02, so 0.32 is charged.
    const lines = summaryLines(source(totalsOf([{ price: 0.1, quantity: 3 }])));
    expect(lines.items).toBe('AED 0.33');
    expect(lines.rounding).toBe('-AED 0.01');
    expect(lines.total).toBe('AED 10.32');
  });

  it('keeps 2 decimals on round totals', () => {
    expect(summaryLines(source(totalsOf([{ price: 100, quantity: 1 }]))).total).toBe('AED 105.00');
  });

  // Each row: the bag's lines (stored prices, `off` in stored terms), its promotions, and what
  // the summary shows: the rows at their prices, each promotion's line, the rounding line,
  // shipping and the total, which add up.
  it.each([
    {
      name: 'a 20% code on AED 200: its line, and the AED 100 rule read after it',
      lines: [{ price: 100, quantity: 2, off: 40 }],
      promotions: [ramadan(42)],
      items: 'AED 210.00',
      promotionLines: [{ id: 'p1', name: 'Ramadan sale', code: 'RAMADAN20', amount: '-AED 42.00' }],
      rounding: null,
      shippingFree: true,
      total: 'AED 168.00',
    },
    {
      name: 'buy 2 get 1 with mixed prices: the cheapest unit free',
      lines: [
        { price: 40, quantity: 1, off: 40 },
        { price: 50, quantity: 1 },
        { price: 60, quantity: 1 },
      ],
      promotions: [buy2get1(42)],
      items: 'AED 157.50',
      promotionLines: [{ id: 'p2', name: 'Buy 2 get 1', code: null, amount: '-AED 42.00' }],
      rounding: null,
      shippingFree: true,
      total: 'AED 115.50',
    },
    {
      name: 'an automatic and a code together, each on its own line',
      lines: [
        { price: 40, quantity: 1, off: 40 },
        { price: 50, quantity: 1, off: 10 },
        { price: 60, quantity: 1, off: 12 },
      ],
      promotions: [buy2get1(42), ramadan(23.1)],
      items: 'AED 157.50',
      promotionLines: [
        { id: 'p2', name: 'Buy 2 get 1', code: null, amount: '-AED 42.00' },
        { id: 'p1', name: 'Ramadan sale', code: 'RAMADAN20', amount: '-AED 23.10' },
      ],
      rounding: null,
      shippingFree: false,
      total: 'AED 102.40',
    },
    {
      name: 'a discount below the AED 100 rule: shipping is charged again',
      lines: [{ price: 100, quantity: 1, off: 20 }],
      promotions: [ramadan(21)],
      items: 'AED 105.00',
      promotionLines: [{ id: 'p1', name: 'Ramadan sale', code: 'RAMADAN20', amount: '-AED 21.00' }],
      rounding: null,
      shippingFree: false,
      total: 'AED 94.00',
    },
    {
      name: 'a discount on a bag with a rounding line keeps the rounding line',
      lines: [{ price: 0.1, quantity: 3, off: 0.03 }],
      promotions: [ramadan(0.04)],
      items: 'AED 0.33',
      promotionLines: [{ id: 'p1', name: 'Ramadan sale', code: 'RAMADAN20', amount: '-AED 0.04' }],
      rounding: '-AED 0.01',
      shippingFree: false,
      total: 'AED 10.28',
    },
    {
      name: '100% off: the goods are 0 and the fee is charged',
      lines: [{ price: 50, quantity: 1, off: 50 }],
      promotions: [ramadan(52.5)],
      items: 'AED 52.50',
      promotionLines: [{ id: 'p1', name: 'Ramadan sale', code: 'RAMADAN20', amount: '-AED 52.50' }],
      rounding: null,
      shippingFree: false,
      total: 'AED 10.00',
    },
  ])('$name', (row) => {
    const lines = summaryLines(source(totalsOf(row.lines), row.promotions));
    expect(lines.items).toBe(row.items);
    expect(lines.promotions).toEqual(row.promotionLines);
    expect(lines.rounding).toBe(row.rounding);
    expect(lines.shippingFree).toBe(row.shippingFree);
    expect(lines.total).toBe(row.total);
  });

  it('shows free shipping by a promotion on the shipping line, named, not as a discount', () => {
    const lines = summaryLines(
      source(totalsOf([{ price: 45.5, quantity: 1 }], true), [weekendShipping]),
    );
    expect(lines.promotions).toEqual([]);
    expect(lines.shippingFree).toBe(true);
    expect(lines.shipping).toBe('AED 10.00');
    expect(lines.shippingPromotion).toEqual({
      id: 'p3',
      name: 'Free delivery weekend',
      code: null,
    });
    expect(lines.total).toBe('AED 47.78');
    expect(lines.freeShippingGap).toBeNull();
  });

  it('says how much more makes shipping free while the fee is charged', () => {
    const totals = totalsOf([{ price: 45.5, quantity: 1 }]);
    expect(summaryLines(source(totals, [], 52.22)).freeShippingGap).toBe(
      'Add AED 52.22 more for free shipping',
    );
    expect(summaryLines(source(totals, [], null)).freeShippingGap).toBeNull();
  });

  it('names the promotions and writes the amounts in Arabic on Arabic pages', async () => {
    await loadCatalogue('ar');
    setLocale('ar');
    const totals = totalsOf([{ price: 100, quantity: 2, off: 40 }]);
    const lines = summaryLines(source(totals, [ramadan(42)]));
    expect(lines.promotions).toEqual([
      { id: 'p1', name: 'تخفيضات رمضان', code: 'RAMADAN20', amount: '\u200e-42.00 درهم' },
    ]);
    expect(lines.total).toBe('168.00 درهم');
    const short = summaryLines(source(totalsOf([{ price: 45.5, quantity: 1 }]), [], 52.22));
    expect(short.freeShippingGap).toBe('أضف منتجات بقيمة 52.22 درهم إضافية للحصول على شحن مجاني');
  });
});
