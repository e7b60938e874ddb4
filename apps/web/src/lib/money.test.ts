import { afterEach, describe, expect, it } from 'vitest';

import { loadCatalogue, setLocale } from '../i18n';
import { formatDate } from './format-date';
import { formatAed, formatFils } from './money';

describe('money and dates in the page language', () => {
  afterEach(() => setLocale('en'));

  it('writes English as before', () => {
    expect(formatAed(1299)).toBe('AED 1,299.00');
    expect(formatFils(550)).toBe('AED 5.50');
    expect(formatDate('2026-03-12T08:00:00Z')).toBe('12 Mar 2026');
  });

  it('writes Arabic with ar-AE and Western digits', async () => {
    await loadCatalogue('ar');
    setLocale('ar');
    expect(formatAed(1299)).toBe('1,299.00 درهم');
    expect(formatFils(550)).toBe('5.50 درهم');
    expect(formatDate('2026-03-12T08:00:00Z')).toBe('12 مارس 2026');
    expect(formatDate('2026-03-12T08:00:00Z', true)).toMatch(/^12 مارس 2026/);
    expect(formatDate('2026-03-12T08:00:00Z', true)).not.toMatch(/[٠-٩]/);
  });
});
