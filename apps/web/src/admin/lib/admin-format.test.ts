import { afterEach, describe, expect, it } from 'vitest';

import { changeLines } from '../features/audit-log/utils/audit-format';
import { formatCompact, monthName } from '../features/dashboard/utils/format';
import { loadAdminLanguage } from '../i18n';
import { formatDate } from './admin-date';
import { catalogueName, formatAed, formatCount } from './admin-format';
import { statusLabel } from './status-label';

afterEach(() => loadAdminLanguage('en'));

describe("the console's money, dates and statuses in its language", () => {
  it('writes English exactly as before', () => {
    expect(formatAed(1299)).toBe('AED 1,299.00');
    expect(formatDate('2026-03-12T08:00:00Z')).toBe('12 Mar 2026');
    expect(formatCount(12500)).toBe('12,500');
    expect(formatCompact(1500)).toBe('1.5K');
    expect(monthName('2026-02-01T00:00:00+04:00')).toBe('February 2026');
    expect(statusLabel('Shipped')).toBe('Shipped');
    expect(statusLabel('picked_up')).toBe('Picked up');
    expect(statusLabel('on_hold')).toBe('on hold');
    expect(catalogueName('Abayas')).toBe('Abayas');
  });

  it('writes Arabic with ar-AE and Western digits', async () => {
    await loadAdminLanguage('ar');
    expect(formatAed(1299)).toBe('1,299.00 درهم');
    expect(formatDate('2026-03-12T08:00:00Z')).toBe('12 مارس 2026');
    expect(formatDate('2026-03-12T08:00:00Z', true)).toMatch(/^12 مارس 2026.*12:00/);
    expect(formatCount(12500)).toBe('12,500');
    expect(monthName('2026-02-01T00:00:00+04:00')).toBe('فبراير 2026');
    expect(formatCompact(1500)).not.toMatch(/[٠-٩]/);
  });

  it('names order and return statuses in Arabic, in the Activity log too', async () => {
    await loadAdminLanguage('ar');
    expect(statusLabel('Shipped')).toBe('تم الشحن');
    expect(statusLabel('picked_up')).toBe('تم الاستلام');
    expect(changeLines({ status: { from: 'placed', to: 'shipped' }, price: { to: 9900 } })).toEqual(
      ['الحالة: طلب جديد → تم الشحن', 'السعر: 99.00 درهم'],
    );
  });

  it("names a known courier in Arabic in the Activity log, and the owner's own as written", async () => {
    await loadAdminLanguage('ar');
    expect(
      changeLines({ carrier: { from: 'Emirates Post', to: 'Aramex' }, trackingNumber: 'QX7' }),
    ).toEqual(['شركة الشحن: بريد الإمارات → أرامكس', 'رقم التتبع: QX7']);
    expect(changeLines({ carrier: { to: 'Quiqup' } })).toEqual(['شركة الشحن: Quiqup']);
  });

  it('names categories, genders and colours in Arabic, and brands and unknown names as written', async () => {
    await loadAdminLanguage('ar');
    expect(catalogueName('Abayas')).toBe('عبايات');
    expect(catalogueName('women')).toBe('نساء');
    expect(catalogueName('Navy')).toBe('كحلي');
    expect(catalogueName('Oud Street')).toBe('Oud Street');
  });
});
