import { describe, expect, it } from 'vitest';
import { adminAr } from './ar';
import { adminEn } from './en';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the console's Arabic catalogue", () => {
  it.each(Object.entries(adminEn))('has Arabic for %s with the English placeholders', (key, en) => {
    const ar = adminAr[key];
    expect(ar, `no Arabic for ${key}`).toBeTypeOf('string');
    expect((ar ?? '').trim()).not.toBe('');
    expect(placeholders(ar ?? '')).toEqual(placeholders(en));
  });

  it('has no key the English lacks', () => {
    expect(Object.keys(adminAr).filter((key) => !(key in adminEn))).toEqual([]);
  });

  it('reads Arabic, not copied English, for the words of the screens', () => {
    expect(adminAr['nav.orders']).toBe('الطلبات');
    expect(adminAr['returns.title']).toBe('إدارة المرتجعات');
  });
});
