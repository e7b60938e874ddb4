import { afterEach, describe, expect, it } from 'vitest';

import { offerTitle, productDescription, productName } from './content';
import { setLocale } from './index';

describe('catalogue content in the page language', () => {
  afterEach(() => setLocale('en'));
  const abaya = {
    name: 'Linen Abaya',
    nameAr: 'عباية كتان',
    description: 'Light',
    descriptionAr: '',
  };

  it('shows the Arabic text on Arabic pages and falls back to the English when it is empty', () => {
    setLocale('ar');
    expect(productName(abaya)).toBe('عباية كتان');
    expect(productDescription(abaya)).toBe('Light');
    expect(productName({ name: 'Kandura', nameAr: null })).toBe('Kandura');
    expect(offerTitle({ title: 'Eid edit', titleAr: 'تشكيلة العيد' })).toBe('تشكيلة العيد');
  });

  it('shows the English text on English pages', () => {
    expect(productName(abaya)).toBe('Linen Abaya');
    expect(offerTitle({ title: 'Eid edit', titleAr: 'تشكيلة العيد' })).toBe('Eid edit');
  });
});
