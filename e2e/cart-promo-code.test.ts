import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiInPage, signInToConsole } from './support/admin';
import { scrollsSideways, seriousFindings } from './support/axe';
import { ADDRESS, addAddressInBrowser, addToBagInBrowser } from './support/checkout';
import { DESKTOP, PHONE, useBrowser } from './support/page';
import { downloadPdfText } from './support/pdf';
import { registerInBrowser, uniqueShopper } from './support/shopper';

/**
 * The words a shopper reads in each language, and the amounts as each writes them. In English
 * the code goes on in the bag, comes off at checkout and goes on again there before paying by
 * card; in Arabic the shopper reaches checkout without one and applies it there.
 */
const LANGUAGES = [
  {
    name: 'English at desktop width',
    applyAt: 'bag',
    viewport: DESKTOP,
    prefix: '',
    dir: 'ltr',
    promoCode: 'Promo code',
    apply: 'Apply',
    unknown: 'This code was not found. Please check it and try again',
    promotion: 'Ramadan sale',
    remove: (code: string) => `Remove code ${code}`,
    discount: '-AED 20.58',
    total: 'AED 92.32',
    before: 'AED 102.90',
    gap: 'Add AED 17.68 more for free shipping',
    continue: 'Continue',
    cod: 'Cash on Delivery',
    place: 'Place Order',
    thanks: 'Thank You for Your Order!',
    viewOrders: 'View My Orders',
  },
  {
    name: 'Arabic at 390 px',
    applyAt: 'checkout',
    viewport: PHONE,
    prefix: '/ar',
    dir: 'rtl',
    promoCode: 'رمز الخصم',
    apply: 'تطبيق',
    unknown: 'لم يتم العثور على هذا الرمز. يرجى التحقق منه والمحاولة مرة أخرى',
    promotion: 'تخفيضات رمضان',
    remove: (code: string) => `إزالة الرمز ${code}`,
    discount: '-20.58 درهم',
    total: '92.32 درهم',
    before: '102.90 درهم',
    gap: 'أضف منتجات بقيمة 17.68 درهم إضافية للحصول على شحن مجاني',
    continue: 'متابعة',
    cod: 'الدفع عند الاستلام',
    place: 'تأكيد الطلب',
    thanks: 'شكراً لطلبك!',
    viewOrders: 'عرض طلباتي',
  },
] as const;

/** Text as a person reads it: without the invisible direction marks around numbers. */
const read = async (page: Page, selector: string) =>
  (await page.locator(selector).innerText()).replace(/[\u200e\u200f\u061c]/g, '').trim();

/**
 * Which side of its number an amount's currency word is drawn on ('left' for 'AED 5.00' and, in
 * a right-to-left line, for '5.00 درهم'): a discount must read the same way round as the total.
 */
const currencySide = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const text = el.textContent ?? '';
    const box = (from: number) => {
      const range = document.createRange();
      const node = el.querySelector('bdi')?.firstChild ?? el.firstChild;
      if (!node) throw new Error('no text');
      range.setStart(node, from);
      range.setEnd(node, from + 1);
      return range.getBoundingClientRect().left;
    };
    const word = text.search(/AED|درهم/);
    return box(word) < box(text.search(/[0-9]/)) ? 'left' : 'right';
  });

/** Right to left in Arabic, nothing wider than the screen, no serious axe finding. */
async function expectWholePage(page: Page, dir: string) {
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousFindings(page)).toEqual([]);
}

/** Applies the code in the page's promo field, as typed in lower case, and waits for its chip. */
async function applyCode(page: Page, lang: (typeof LANGUAGES)[number], code: string) {
  await page.getByLabel(lang.promoCode).fill(code.toLowerCase());
  await page.getByRole('button', { name: lang.apply, exact: true }).click();
  await page.getByRole('button', { name: lang.remove(code) }).waitFor();
  expect(await read(page, '[data-testid="promo-code"]')).toBe(code);
}

/** A code sale the owner sets up through the admin API: 20% off the order, from an hour ago. */
async function createCodeSale(owner: Page, code: string) {
  const { status, body } = await adminApiInPage<{ success: boolean }>(owner, '/admin/promotions', {
    method: 'POST',
    body: {
      nameEn: 'Ramadan sale',
      nameAr: 'تخفيضات رمضان',
      kind: 'code',
      code,
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      reward: { kind: 'order_percent', percent: 20 },
      // Whatever automatic sale another journey runs, this code still applies beside it.
      combinesWith: { item: true, order: true, shipping: true },
    },
  });
  expect({ status, success: body.success }).toEqual({ status: 201, success: true });
}

describe('journey: a shopper applies a promo code in the bag or at checkout and pays the discounted total', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  for (const lang of LANGUAGES) {
    it(`is refused an unknown code, applies a real one and sees it on the order (${lang.name})`, async () => {
      const code = `BAG${Date.now().toString(36).toUpperCase()}${lang.prefix ? 'AR' : 'EN'}`;
      const owner = await browser.page();
      await signInToConsole(owner);
      await createCodeSale(owner, code);

      // Two lines of the AED 49.00 tee: AED 102.90 with VAT, shipping free from AED 100.
      const page = await browser.page(lang.viewport);
      await registerInBrowser(page, uniqueShopper('promo'));
      await addToBagInBrowser(page, 'DM-0001', 'M', 'Black');
      await addToBagInBrowser(page, 'DM-0001', 'L', 'Navy');
      await page.goto(`${lang.prefix}/cart`);
      await expect.poll(() => read(page, '[data-testid="cart-total"]')).toBe(lang.before);

      // An unknown code, applied with Enter: the server's refusal under the field, tied to it.
      const field = page.getByLabel(lang.promoCode);
      await field.fill('NO-SUCH-CODE');
      await field.press('Enter');
      const refusal = page.locator('.promo [role="alert"]');
      await refusal.waitFor();
      expect(await refusal.innerText()).toBe(lang.unknown);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await field.getAttribute('aria-describedby')).toContain(
        await refusal.getAttribute('id'),
      );
      expect(await read(page, '[data-testid="cart-total"]')).toBe(lang.before);
      await expectWholePage(page, lang.dir);

      if (lang.applyAt === 'bag') {
        // The real code: a chip with Remove, its line, the total after it.
        await applyCode(page, lang, code);
        const line = page.locator('.cart-summary .price-lines__promotion');
        expect(await line.locator('dt').innerText()).toBe(`${lang.promotion} ${code}`);
        expect(await read(page, '.cart-summary .price-lines__promotion dd')).toBe(lang.discount);
        // 20% off leaves AED 82.32 of goods, under AED 100: the AED 10 fee is back.
        expect(await read(page, '[data-testid="cart-total"]')).toBe(lang.total);
        expect(await read(page, '[data-testid="free-shipping-gap"]')).toBe(lang.gap);
        await expectWholePage(page, lang.dir);
      }

      // Checkout: its summary takes the code too, and the order is placed at the total shown.
      await page.getByRole('link', { name: lang.continue, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `${lang.prefix}/checkout/address`);
      if (lang.prefix) {
        await page.getByLabel('الاسم الكامل').fill(ADDRESS.name);
        await page.getByLabel('رقم الجوال').fill(ADDRESS.mobile);
        await page.getByLabel('رقم المبنى').fill(ADDRESS.building);
        await page.getByLabel('الشارع').fill(ADDRESS.street);
        await page.getByLabel('المنطقة').fill(ADDRESS.area);
        await page.getByText('المنزل', { exact: true }).click();
        await page.getByRole('button', { name: 'إضافة العنوان' }).click();
        await page.getByText('تمت إضافة العنوان بنجاح').waitFor();
      } else {
        await addAddressInBrowser(page);
      }
      const discountLine = page.locator('.co-summary .price-lines__promotion');
      const checkoutTotal = () => read(page, '[data-testid="checkout-total"]');
      const gap = page.locator('.co-summary [data-testid="free-shipping-gap"]');
      if (lang.applyAt === 'bag') {
        expect(await read(page, '.co-summary .price-lines__promotion dd')).toBe(lang.discount);
        expect(await checkoutTotal()).toBe(lang.total);
        // Taken off here: no discount line, the whole price, shipping free again.
        const remove = page.getByRole('button', { name: lang.remove(code) });
        await remove.click();
        await remove.waitFor({ state: 'detached' });
        await page.getByRole('textbox', { name: lang.promoCode }).waitFor();
        expect(await discountLine.count()).toBe(0);
        expect(await checkoutTotal()).toBe(lang.before);
        expect(await gap.count()).toBe(0);
        // Card chosen at the whole price, then the code goes on again: Pay follows the total.
        await page.getByText('Card Payment').click();
        await page.getByRole('button', { name: `Pay ${lang.before}` }).waitFor();
      } else {
        expect(await discountLine.count()).toBe(0);
        expect(await checkoutTotal()).toBe(lang.before);
      }
      await applyCode(page, lang, code);
      expect(await discountLine.locator('dt').innerText()).toBe(`${lang.promotion} ${code}`);
      expect(await read(page, '.co-summary .price-lines__promotion dd')).toBe(lang.discount);
      expect(await checkoutTotal()).toBe(lang.total);
      expect(await read(page, '.co-summary [data-testid="free-shipping-gap"]')).toBe(lang.gap);
      // The discount reads the same way round as the total, in Arabic as in English.
      expect(await currencySide(page, '.co-summary .price-lines__promotion dd')).toBe(
        await currencySide(page, '[data-testid="checkout-total"]'),
      );
      if (lang.applyAt === 'bag') {
        await page.getByLabel('Card number').fill('4242424242424242');
        await page.getByLabel('Expiry (MM/YY)').fill('12/34');
        await page.getByLabel('CVC').fill('123');
        await expectWholePage(page, lang.dir);
        await page.getByRole('button', { name: `Pay ${lang.total}` }).click();
      } else {
        await page.getByText(lang.cod, { exact: true }).click();
        await expectWholePage(page, lang.dir);
        await page.getByRole('button', { name: lang.place }).click();
      }
      await page.getByRole('heading', { name: lang.thanks }).waitFor();
      const orderId = await page.getByTestId('order-id').innerText();
      expect(await read(page, '[data-testid="order-total"]')).toBe(lang.total);
      expect(await page.locator('.success-card .promotion-list').innerText()).toContain(code);

      // My Orders names the promotion the order got and what it took off.
      await page.getByRole('button', { name: lang.viewOrders }).click();
      await page.waitForURL((url) => url.pathname === `${lang.prefix}/orders`);
      const card = page.locator(`[data-order-id="${orderId}"]`);
      await card.waitFor();
      expect(
        (await card.locator('.promotion-list').innerText()).replace(/[\u200e\u200f\u061c]/g, ''),
      ).toBe(`${lang.promotion} ${code} ${lang.discount}`);
      await expectWholePage(page, lang.dir);

      if (lang.applyAt === 'bag') {
        // The card order's tax invoice gives each tee (AED 49.00 without VAT) its share of the
        // discount: AED 20.58 with VAT is 19.60 without, 9.80 a line, leaving 39.20 taxable.
        const invoice = await downloadPdfText(
          page,
          card.getByRole('button', { name: /^Download invoice INV-\d{6} of order / }),
        );
        expect(invoice.name).toMatch(/^invoice-INV-\d{6}\.pdf$/);
        expect(invoice.text.split('Discount -9.80; taxable amount 39.20').length - 1).toBe(2);
      }
    }, 180_000);
  }
});
