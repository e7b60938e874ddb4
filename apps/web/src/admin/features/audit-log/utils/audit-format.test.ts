import { describe, expect, it } from 'vitest';

import type { AuditEntry } from '@store/domain/contract';
import { historyPath } from '@/admin/lib/paths';
import { actionLabel, changeLines, objectHref, productHref } from './audit-format';

describe('the activity log in words', () => {
  it('shows a price change in AED and a variant’s stock by colour and size', () => {
    expect(
      changeLines({
        price: { from: 12000, to: 9900 },
        'stock[Black/M]': { from: 3, to: 10 },
      }),
    ).toEqual(['Price: AED 120.00 → AED 99.00', 'Stock of Black/M: 3 → 10']);
  });

  it("names an import's and a bulk change's figures in words, not the stored keys", () => {
    expect(changeLines({ rows: 1128, created: 0, updated: 2, unchanged: 79 })).toEqual([
      'Rows: 1128',
      'Added: 0',
      'Updated: 2',
      'Unchanged: 79',
    ]);
    expect(changeLines({ count: 3, percent: -10 })).toEqual([
      'Products: 3',
      'Price change (%): -10',
    ]);
  });

  it("shows a wallet adjustment's amount and balance in AED, and names its figures", () => {
    expect(
      changeLines({
        amountFils: 5000,
        reason: 'Sorry for the late delivery',
        balanceFils: { from: 0, to: 5000 },
      }),
    ).toEqual([
      'Amount: AED 50.00',
      'Reason: Sorry for the late delivery',
      'Balance: AED 0.00 → AED 50.00',
    ]);
  });

  it('shows a value created, one removed, a fact, and images as a count', () => {
    expect(
      changeLines({
        name: { to: 'Pearl Abaya' },
        carrier: { from: 'aramex' },
        product: 'SS-000001',
        images: { to: { Navy: ['products/2026/11/a.webp', 'products/2026/11/b.webp'] } },
      }),
    ).toEqual([
      'Name: Pearl Abaya',
      'Courier: Aramex → —',
      'Product: SS-000001',
      'Images: Navy: 2 images',
    ]);
  });

  it('names known actions and leaves unknown ones as they are', () => {
    expect(actionLabel('order.status')).toBe('Changed an order’s status');
    expect(actionLabel('gift.send')).toBe('gift.send');
    expect(historyPath('order', 'abc')).toBe('/admin/audit-log?objectType=order&objectId=abc');
  });

  it('links a wallet adjustment to its customer and a run’s products to their pages', () => {
    const wallet: AuditEntry = {
      _id: '1',
      createdAt: '2026-11-25T00:00:00.000Z',
      admin: { _id: 'a', username: 'owner' },
      action: 'wallet.credit',
      objectType: 'wallet',
      objectId: 'user-7',
      objectLabel: 'Mariam (m@example.ae)',
      changes: {},
      products: null,
    };
    expect(objectHref(wallet)).toBe('/admin/customers/user-7');
    expect(productHref('SS-000001')).toBe('/admin/products/view?id=SS-000001');
  });
});
