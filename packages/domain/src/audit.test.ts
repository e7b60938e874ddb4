import { describe, expect, it } from 'vitest';
import { auditFieldParts, changedFields, variantChanges } from './audit';

describe('changedFields', () => {
  const before = { name: 'Abaya', price: 100, sizes: ['S', 'M'], updatedAt: 1 };

  it('lists only the named fields whose values differ', () => {
    const after = { name: 'Abaya', price: 120, sizes: ['S', 'M'], updatedAt: 2 };
    expect(changedFields(before, after, ['name', 'price', 'sizes'])).toEqual({
      price: { from: 100, to: 120 },
    });
  });

  it('compares arrays by their contents', () => {
    const after = { ...before, sizes: ['S', 'M', 'L'] };
    expect(changedFields(before, after, ['sizes'])).toEqual({
      sizes: { from: ['S', 'M'], to: ['S', 'M', 'L'] },
    });
  });

  it('shows a created object as values with no before, a deleted one with no after', () => {
    expect(changedFields(null, before, ['name'])).toEqual({ name: { to: 'Abaya' } });
    expect(changedFields(before, null, ['name'])).toEqual({ name: { from: 'Abaya' } });
  });
});

describe('variantChanges', () => {
  const black = { color: 'Black', size: 'M', sku: 'AB-BLK-M', stock: 3 };
  const white = { color: 'White', size: 'M', sku: 'AB-WHT-M', stock: 1 };

  it('names the colour and size whose stock changed', () => {
    expect(variantChanges([black, white], [{ ...black, stock: 10 }, white])).toEqual({
      'stock[Black/M]': { from: 3, to: 10 },
    });
    expect(auditFieldParts('stock[Black/M]')).toEqual({ field: 'stock', variant: 'Black/M' });
    expect(auditFieldParts('price')).toEqual({ field: 'price' });
  });

  it('shows an added variant with no before and a removed one with no after', () => {
    expect(variantChanges([black], [white])).toEqual({
      'stock[Black/M]': { from: 3 },
      'sku[Black/M]': { from: 'AB-BLK-M' },
      'stock[White/M]': { to: 1 },
      'sku[White/M]': { to: 'AB-WHT-M' },
    });
  });
});
