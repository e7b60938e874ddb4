import { describe, expect, it } from 'vitest';

import { getDir, t, tp } from './index';

describe('i18n', () => {
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
