import { afterEach, describe, expect, it } from 'vitest';

import { getDir, loadCatalogue, setLocale, t, tp } from './index';
import { ar } from './messages/ar';
import { en } from './messages/en';

const placeholders = (text: string) => new Set(text.match(/\{\w+\}/g) ?? []);

describe('i18n', () => {
  afterEach(() => setLocale('en'));

  it('returns catalogue text and fills parameters', () => {
    expect(t('header.searchPlaceholder')).toBe('Search for products, brands and more');
    expect(t('api.read.status', { status: 418 })).toBe('Request failed with status 418');
    expect(t('footer.copyright', { year: 2031 })).toBe('© 2031 Souq Style. All rights reserved.');
  });

  it('leaves a placeholder visible when its parameter is missing', () => {
    expect(t('catalog.progress', { shown: 3 })).toBe('Showing 3 of {total} products');
  });

  it('picks the plural form for the count', () => {
    expect(tp('header.badge', 0)).toBe(', 0 items');
    expect(tp('header.badge', 1)).toBe(', 1 item');
    expect(tp('header.badge', 7)).toBe(', 7 items');
  });

  it('is left-to-right for English', () => {
    expect(getDir()).toBe('ltr');
  });
});

describe('the Arabic catalogue', () => {
  afterEach(() => setLocale('en'));

  it('has Arabic text for every English key and no key English lacks', () => {
    const missing = Object.keys(en).filter(
      (key) => !(ar as Record<string, string | undefined>)[key]?.trim(),
    );
    expect(missing).toEqual([]);
    expect(Object.keys(ar).filter((key) => !(key in en))).toEqual([]);
  });

  it('uses only the placeholders its English text has', () => {
    const wrong = Object.entries(ar).filter(([key, text]) => {
      const english = placeholders(en[key as keyof typeof en]);
      return [...placeholders(text)].some((name) => !english.has(name));
    });
    expect(wrong).toEqual([]);
  });

  it('is written in Arabic, not copied from the English', () => {
    // Numbers, codes and brand names may be the same in both; sentences may not.
    const copied = Object.keys(en).filter((key) => {
      const english = en[key as keyof typeof en];
      return /[a-z]{3,}/i.test(english) && ar[key as keyof typeof en] === english;
    });
    expect(copied).toEqual([]);
  });

  it('is loaded on demand and read right to left', async () => {
    await loadCatalogue('ar');
    setLocale('ar');
    expect(getDir()).toBe('rtl');
    expect(t('product.addToBag')).toBe('أضف إلى الحقيبة');
    expect(t('checkout.cod')).toBe('الدفع عند الاستلام');
    expect(t('footer.copyright', { year: 2031 })).toBe('© 2031 سوق ستايل. جميع الحقوق محفوظة.');
    expect(tp('listing.count', 1)).toBe('منتج واحد');
    expect(tp('listing.count', 12)).toBe('عدد المنتجات: 12');
  });
});
