import { afterEach, describe, expect, it } from 'vitest';

import { offerTitle, productDescription, productName } from './content';
import { loadCatalogue, setLocale } from './index';

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

describe('English text from the API and the domain on Arabic pages', () => {
  afterEach(() => setLocale('en'));

  it('is shown in Arabic when the catalogue knows it, and as it came otherwise', async () => {
    const { localErrors, localText } = await import('./shared-text');
    const { stockText } = await import('@store/domain');
    expect(localText('Product added to cart')).toBe('Product added to cart');
    await loadCatalogue('ar');
    setLocale('ar');
    expect(localText('Product added to cart')).toBe('تمت إضافة المنتج إلى الحقيبة');
    expect(localText(stockText(0))).toBe('نفدت الكمية');
    expect(localText('Something new from the server')).toBe('Something new from the server');
    expect(localErrors({ savedaddressas: 'Please select Home or Work' })).toEqual({
      savedaddressas: 'يرجى اختيار المنزل أو العمل',
    });
  });

  it('matches what the domain writes, so English pages are unchanged', async () => {
    const { en } = await import('./messages/en');
    const { LOW_STOCK_THRESHOLD, RETURN_REASONS, stockText } = await import('@store/domain');
    const english = new Set<string>(Object.values(en));
    for (const reason of RETURN_REASONS) expect(english.has(reason)).toBe(true);
    expect(english.has(stockText(0))).toBe(true);
    expect(en['shared.stockLow'].replace('{stock}', '3')).toBe(stockText(3));
    // The product page picks the line by LOW_STOCK_THRESHOLD: the same lines stockText writes.
    expect(en['shared.stockLow'].replace('{stock}', '5')).toBe(stockText(LOW_STOCK_THRESHOLD));
    expect(en['shared.stockIn'].replace('{stock}', '6')).toBe(stockText(LOW_STOCK_THRESHOLD + 1));
  });
});
