import { describe, expect, it } from 'vitest';
import { changedFields } from './audit';

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
