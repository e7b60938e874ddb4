import { afterEach, describe, expect, it } from 'vitest';

import { loadAdminLanguage } from '@/admin/i18n';
import { vatNote } from './vat-note';

describe('the VAT line under a price field', () => {
  afterEach(() => loadAdminLanguage('en'));

  it.each([
    ['199', false, 'Without VAT — shoppers see AED 208.95'],
    ['149.5', false, 'Without VAT — shoppers see AED 156.98'],
    [' 10 ', false, 'Without VAT — shoppers see AED 10.50'],
    ['', false, 'Without VAT — shoppers see it with 5% VAT added'],
    ['abc', false, 'Without VAT — shoppers see it with 5% VAT added'],
    ['199', true, 'Including VAT — shoppers see this price'],
  ])('%j with prices including VAT %s: %s', (text, includeVat, line) => {
    expect(vatNote(text, includeVat)).toBe(line);
  });

  it('waits for the setting, and reads Arabic in an Arabic console', async () => {
    expect(vatNote('199', undefined)).toBeUndefined();
    await loadAdminLanguage('ar');
    expect(vatNote('199', false)).toBe('دون ضريبة القيمة المضافة — يرى المتسوقون 208.95 درهم');
    expect(vatNote('199', true)).toBe('شامل ضريبة القيمة المضافة — يرى المتسوقون هذا السعر');
  });
});
