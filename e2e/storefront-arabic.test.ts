import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS } from './support/checkout';
import { seriousFindings } from './support/axe';
import { DESKTOP, useBrowser } from './support/page';
import { uniqueShopper } from './support/shopper';

const SMALL_PHONE = { width: 360, height: 780 } as const;

/** Every Arabic page: right to left, nothing wider than the screen, no serious axe finding. */
async function expectArabicPage(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousFindings(page)).toEqual([]);
}

describe('journey: a shopper switches to Arabic and shops to a placed order, right to left', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('sends the Arabic listing rendered in Arabic by the server, naming its English twin', async () => {
    const page = await browser.page(DESKTOP);
    const html = await (await page.request.get('/ar/category/women')).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+\/category\/women"\/>/);
    const root = /<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
    expect(root).toContain('class="product-card');
    expect(root).toContain('تسوّق حسب الفئة');
    expect(root).toContain('href="/ar/category/men"');
    // The catalogue's words in Arabic (decision 52): the category filter and the footer's links.
    expect(root).toContain('<span>عبايات</span>');
    expect(root).not.toContain('<span>Abayas</span>');
    expect(root).toContain('عبايات للنساء');
  });

  for (const viewport of [SMALL_PHONE, DESKTOP]) {
    it(`browses, filters, buys with cash on delivery and sees the order at ${viewport.width} px`, async () => {
      const page = await browser.page(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });

      // The switch keeps the page: the English listing becomes the Arabic one, query and all.
      await page.goto('/category/women?sort=price-asc');
      await page.locator('article.product-card').first().waitFor();
      // The header has it from 480 px; a smaller phone has it in the categories menu.
      if (viewport.width < 480) await page.getByRole('button', { name: 'Open categories' }).click();
      const switchTo =
        viewport.width < 480
          ? page.getByRole('dialog', { name: 'Categories' })
          : page.locator('.header-actions');
      await switchTo.getByRole('link', { name: 'العربية' }).click();
      await page.waitForURL((url) => url.pathname === '/ar/category/women');
      expect(new URL(page.url()).search).toBe('?sort=price-asc');
      await page.locator('article.product-card').first().waitFor();
      await expectArabicPage(page);
      expect(await page.locator('footer').getByRole('link', { name: 'English' }).count()).toBe(1);

      // Signing up on an Arabic page stays in Arabic.
      const shopper = uniqueShopper('arabic');
      await page.goto('/ar/register');
      await page.getByLabel('الاسم الكامل').fill(shopper.fullname);
      // Exactly: the marketing box's label speaks of mail by email too.
      await page.getByLabel('البريد الإلكتروني', { exact: true }).fill(shopper.email);
      await page.getByLabel('كلمة المرور', { exact: true }).fill(shopper.password);
      await page.getByLabel('تأكيد كلمة المرور').fill(shopper.password);
      await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
      await page.getByText('تم إنشاء الحساب بنجاح! 🎉').waitFor();
      await page.waitForURL((url) => url.pathname === '/ar');
      await page.locator('article.product-card').first().waitFor();
      await expectArabicPage(page);
      // The hero's discount lines in Arabic ('Up to 50% OFF' is 'خصم حتى 50%').
      const discounts = await page.locator('.hero-slide__discount').allTextContents();
      expect(discounts.length).toBeGreaterThan(0);
      for (const line of discounts) expect(line).toMatch(/^(خصم|وفّر) (حتى )?\d+%$/);

      // Browse a category from the menu: its link is built for the Arabic pages.
      const nav = page.getByRole('navigation', { name: 'تسوّق حسب الفئة' });
      await nav.getByRole('link', { name: 'نساء' }).click();
      await page.waitForURL((url) => url.pathname === '/ar/category/women');
      await page.locator('article.product-card').first().waitFor();

      // Filter by a brand (in the filters dialog on a phone, the sidebar on a desktop).
      const phone = viewport.width < 768;
      if (phone) await page.getByRole('button', { name: /^التصفية/ }).click();
      const filters = phone ? page.getByRole('dialog', { name: 'التصفية' }) : page;
      await filters
        .getByRole('group', { name: 'العلامة التجارية' })
        .getByRole('checkbox')
        .first()
        .click();
      await page.waitForURL((url) => url.searchParams.getAll('brand').length === 1);
      expect(new URL(page.url()).pathname).toBe('/ar/category/women');
      if (phone) {
        const dialog = page.getByRole('dialog', { name: 'التصفية' });
        await dialog.getByRole('button', { name: /^عرض (المنتجات|منتج واحد)/ }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
      await page.locator('article.product-card').first().waitFor();
      await expectArabicPage(page);

      // A product page, and into the bag.
      await page.goto('/ar/product/view/DM-0001');
      // Its category in Arabic in the breadcrumb, its colours in Arabic on the chips.
      await page
        .getByRole('navigation', { name: 'مسار التنقل' })
        .getByText('تيشيرتات', { exact: true })
        .waitFor();
      await page
        .getByRole('group', { name: /^المقاس/ })
        .getByText('M', { exact: true })
        .click();
      await page
        .getByRole('group', { name: /^اللون/ })
        .getByText('أسود', { exact: true })
        .click();
      await expectArabicPage(page);
      expect(await page.locator('.product-page__price').innerText()).toMatch(/^[\d,.]+ درهم$/);
      // The product's Arabic name, which the bag, the checkout and the orders name it by too.
      const name = await page.locator('.product-page__name').innerText();
      expect(name).toMatch(/^[\u0600-\u06FF\s]+$/);
      await page.getByRole('button', { name: 'أضف إلى الحقيبة' }).click();
      await page.getByText('أُضيف المنتج إلى حقيبتك').waitFor();

      // The bag and the checkout, cash on delivery.
      await page
        .locator('header')
        .getByRole('link', { name: /^الحقيبة/ })
        .click();
      await page.waitForURL((url) => url.pathname === '/ar/cart');
      await page.getByText('اللون: أسود').waitFor();
      expect(await page.locator('.cart-row__name').innerText()).toBe(name);
      await page.getByRole('link', { name: 'متابعة', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/ar/checkout/address');
      await page.getByLabel('الاسم الكامل').fill(ADDRESS.name);
      await page.getByLabel('رقم الجوال').fill(ADDRESS.mobile);
      await page.getByLabel('رقم المبنى').fill(ADDRESS.building);
      await page.getByLabel('الشارع').fill(ADDRESS.street);
      await page.getByLabel('المنطقة').fill(ADDRESS.area);
      await page.getByText('المنزل', { exact: true }).click();
      await page.getByRole('button', { name: 'إضافة العنوان' }).click();
      await page.getByText('تمت إضافة العنوان بنجاح').waitFor();
      // Saved as 'Home': said in Arabic on the address it labels.
      expect(await page.locator('.address-option .tag').first().innerText()).toBe('المنزل');
      expect(await page.locator('.co-summary').textContent()).toContain(name);
      await page.getByText('الدفع عند الاستلام', { exact: true }).click();
      await expectArabicPage(page);
      await page.getByRole('button', { name: 'تأكيد الطلب' }).click();
      await page.waitForURL((url) => url.pathname === '/ar/successToOrder');
      await page.getByRole('heading', { name: 'شكراً لطلبك!' }).waitFor();
      const orderId = await page.getByTestId('order-id').innerText();
      expect(await page.getByTestId('order-total').innerText()).toBe('61.45 درهم');
      await expectArabicPage(page);

      // My Orders, in Arabic.
      await page.getByRole('button', { name: 'عرض طلباتي' }).click();
      await page.waitForURL((url) => url.pathname === '/ar/orders');
      await page.getByText(orderId).first().waitFor();
      await page.getByRole('heading', { name: 'طلباتي' }).waitFor();
      expect(await page.locator('.order-item__name').first().textContent()).toBe(name);
      await expectArabicPage(page);

      // Back to English from the footer: the same page, and the choice is remembered.
      await page.locator('footer').getByRole('link', { name: 'English' }).click();
      await page.waitForURL((url) => url.pathname === '/orders');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
      expect(await page.evaluate(() => document.cookie)).toContain('lang=en');
      // Sign-up to a placed order and back, checking every page in Arabic on the way.
    }, 120_000);
  }
});
