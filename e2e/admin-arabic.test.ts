import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signInToConsole, statCard } from './support/admin';
import { scrollsSideways, seriousFindings } from './support/axe';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP } from './support/page';
import { deliveredOrderInBrowser, requestReturnInPage } from './support/returns';

const SCREENSHOT = fileURLToPath(new URL('../docs/screenshots/console-ar.png', import.meta.url));

describe('journey: the shop owner runs orders and returns in Arabic, right to left', () => {
  const journey = useInProcessStore();

  // Two sessions (the shopper's order and return, then the console): the time of two journeys.
  it('switches to Arabic, opens an order and a return, accessible and fitting at 1366 px', async () => {
    const shopper = await journey.page(DESKTOP);
    const order = await deliveredOrderInBrowser(journey.store.app, shopper, 'ar-console');
    const { returnid } = await requestReturnInPage(shopper, order, 'save_to_wallet');

    const admin = await journey.page(DESKTOP);
    await admin.emulateMedia({ reducedMotion: 'reduce' });
    await signInToConsole(admin);
    const html = admin.locator('html');
    expect(await html.getAttribute('dir')).not.toBe('rtl');

    await admin.getByRole('button', { name: 'العربية' }).click();
    await admin.getByRole('heading', { level: 1, name: 'لوحة المعلومات' }).waitFor();
    expect(await html.getAttribute('lang')).toBe('ar');
    expect(await html.getAttribute('dir')).toBe('rtl');
    // The sidebar stands on the right.
    const sidebar = await admin.locator('.admin-sidebar').boundingBox();
    expect(sidebar && sidebar.x > DESKTOP.width / 2).toBe(true);
    // This month's sales after none: the growth rate is 'new', not a percent.
    const growth = statCard(admin, 'معدل النمو');
    expect(await growth.locator('.stat-card__value').innerText()).toBe('جديد');
    expect(await growth.innerText()).not.toContain('%');
    expect(await seriousFindings(admin)).toEqual([]);
    expect(await scrollsSideways(admin)).toBe(false);

    // Orders: the table in Arabic, an order opened.
    await admin.getByRole('link', { name: 'الطلبات' }).first().click();
    await admin.getByRole('heading', { level: 1, name: 'إدارة الطلبات' }).waitFor();
    const orders = admin.getByRole('table', { name: 'الطلبات، الأحدث أولًا' });
    await orders.waitFor();
    expect(
      await admin.getByRole('searchbox', { name: 'البحث في الطلبات' }).getAttribute('placeholder'),
    ).toBe('ابحث برقم الطلب أو اسم العميل أو البريد الإلكتروني أو رقم الجوال أو صندوق البريد');
    // Amounts as ar-AE writes them, with Western digits: '61.45 درهم', not 'AED 61.45'.
    await orders
      .getByText(/^[\d,]+\.\d{2} درهم$/)
      .first()
      .waitFor();
    expect(await orders.getByText(/AED/).count()).toBe(0);
    await admin.getByRole('button', { name: `عرض تفاصيل ${order.orderid}` }).click();
    await admin.getByText('عنوان الشحن').first().waitFor();
    await admin.getByText('تفاصيل الدفع').first().waitFor();
    expect(await seriousFindings(admin)).toEqual([]);
    expect(await scrollsSideways(admin)).toBe(false);
    await mkdir(path.dirname(SCREENSHOT), { recursive: true });
    await admin.screenshot({ path: SCREENSHOT });

    // Returns: the request opened, its details in Arabic.
    await admin.getByRole('link', { name: 'المرتجعات' }).first().click();
    await admin.getByRole('heading', { level: 1, name: 'إدارة المرتجعات' }).waitFor();
    await admin.getByRole('button', { name: `عرض تفاصيل ${returnid}` }).click();
    await admin.getByRole('region', { name: `الإرجاع ${returnid}` }).waitFor();
    await admin.getByText('استرداد إلى المحفظة').first().waitFor();
    expect(await seriousFindings(admin)).toEqual([]);
    expect(await scrollsSideways(admin)).toBe(false);

    // The choice is remembered: a reload opens the console in Arabic again.
    await admin.reload();
    await admin.getByRole('heading', { level: 1, name: 'إدارة المرتجعات' }).waitFor();
    expect(await html.getAttribute('dir')).toBe('rtl');

    // And the server answers the console's failures in Arabic too (the lang cookie).
    const missing = await admin.evaluate(async () => {
      const res = await fetch('/api/catalog/products/no-such-product');
      return (await res.json()) as { error: string };
    });
    expect(missing.error).toBe('المنتج غير موجود');

    // Back to English: the console and the document follow.
    await admin.getByRole('button', { name: 'English' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Manage Returns' }).waitFor();
    expect(await html.getAttribute('dir')).toBe('ltr');
  }, 120_000);
});
