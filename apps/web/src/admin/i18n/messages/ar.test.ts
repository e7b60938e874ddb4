import { describe, expect, it } from 'vitest';
import { adminAr } from './ar';
import { adminEn } from './en';

/** The base of an Arabic-only plural form ('x.few' -> 'x') whose English has 'x.other'. */
const ownPluralBase = (key: string) => {
  const [, base, form] = /^(.+)\.(zero|two|few|many)$/.exec(key) ?? [];
  return form && base && `${base}.other` in adminEn ? base : undefined;
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the console's Arabic catalogue", () => {
  it.each(Object.entries(adminEn))('has Arabic for %s with the English placeholders', (key, en) => {
    const ar = adminAr[key];
    expect(ar, `no Arabic for ${key}`).toBeTypeOf('string');
    expect((ar ?? '').trim()).not.toBe('');
    expect(placeholders(ar ?? '')).toEqual(placeholders(en));
  });

  it('has no key the English lacks, but for the plural forms Arabic has of its own', () => {
    expect(Object.keys(adminAr).filter((key) => !(key in adminEn || ownPluralBase(key)))).toEqual(
      [],
    );
  });

  it.each(Object.keys(adminAr).filter((key) => !(key in adminEn)))(
    'fills %s only with placeholders of the English other form',
    (key) => {
      const other = placeholders(adminEn[`${ownPluralBase(key)}.other` as keyof typeof adminEn]);
      expect(placeholders(adminAr[key] ?? '').filter((name) => !other.includes(name))).toEqual([]);
    },
  );

  it('reads Arabic, not copied English, for the words of the screens', () => {
    expect(adminAr['nav.orders']).toBe('الطلبات');
    expect(adminAr['returns.title']).toBe('إدارة المرتجعات');
  });
});
