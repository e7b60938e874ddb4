import { describe, expect, it } from 'vitest';
import { addAddressInBrowser, addToBagInBrowser } from './support/checkout';
import { useInProcessStore } from './support/in-process-store';
import { PHONE } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

describe('journey: a shopper pays later with Tamara (test provider), in Arabic', () => {
  const journey = useInProcessStore({ TAMARA_MODE: 'test' });

  it("approves on Tamara's page, finds the order, cancels it and sees the refund and credit note", async () => {
    const page = await journey.page(PHONE);
    await registerInBrowser(page, uniqueShopper('tamara'));
    // Within Tamara's amounts (from AED 100).
    await addToBagInBrowser(page, 'DM-0009', 'L', 'White');
    await page.goto('/checkout/address');
    await addAddressInBrowser(page);

    await page.goto('/ar/checkout/address');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    // The saved address names its emirate in Arabic; the form lists the emirates so too.
    expect(await page.locator('.address-option').first().innerText()).toContain(
      'Villa 12، Street 5، Al Barsha 2، Dubai، دبي',
    );
    await page.getByRole('button', { name: 'أضف عنواناً جديداً' }).click();
    expect(await page.getByLabel('الإمارة').locator('option').allInnerTexts()).toEqual([
      'أبوظبي',
      'دبي',
      'الشارقة',
      'عجمان',
      'أم القيوين',
      'رأس الخيمة',
      'الفجيرة',
    ]);
    const choice = page.locator('.tamara-choice');
    await choice.getByText('ادفع لاحقًا عبر تمارا').waitFor();
    expect(await choice.innerText()).toContain('خطة الدفع في تمارا، لا إلى محفظتك');
    // Tamara's mark beside its title, hidden from screen readers (the title names it).
    const mark = choice.locator('svg.pay-later-mark--tamara');
    expect(await mark.isVisible()).toBe(true);
    expect(await mark.getAttribute('aria-hidden')).toBe('true');
    await choice.getByRole('button', { name: /^ادفع على 4 دفعات عبر تمارا/ }).click();

    // Tamara's hosted checkout (the test provider's), in Arabic, right to left.
    await page.getByRole('heading', { name: 'دفعة تجريبية عبر تمارا' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.locator('body').innerText()).toContain('ادفع على 4 دفعات');
    await page.getByRole('button', { name: 'موافقة' }).click();
    await page.waitForURL(/\/ar\/orders$/);

    const card = page.locator('article[data-order-id]').first();
    await card.waitFor();
    expect(await card.innerText()).toContain('طريقة الدفع: تمارا');
    await card.getByRole('button', { name: 'إلغاء الطلب' }).click();
    await page.getByRole('button', { name: 'نعم، ألغِ الطلب' }).click();
    await card.getByText('رُدّ المبلغ إلى خطة الدفع في تمارا').waitFor();
    await card.getByRole('button', { name: /^تنزيل إشعار الدائن CN-\d{6}/ }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
