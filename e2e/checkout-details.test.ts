import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddressInBrowser, addToBagInBrowser } from './support/checkout';
import { DESKTOP, useBrowser } from './support/page';
import { uniqueShopper } from './support/shopper';

/**
 * Whether a phone number reads left to right where it is drawn: its first character ('+') sits
 * left of its last digit. Mirrored by a right-to-left page, the '+' lands at the right end.
 */
async function readsLeftToRight(phone: Locator) {
  return phone.evaluate((element) => {
    const text = Array.from(element.childNodes).find((n) => n.nodeType === Node.TEXT_NODE);
    if (!text?.textContent) return false;
    const at = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().left;
    };
    return at(0) < at(text.textContent.length - 1);
  });
}

describe('journey: the checkout knows the shopper, and its phone numbers read right', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('prefills the name and mobile given at registration, and shows mobiles left to right in Arabic', async () => {
    const page = await browser.page(DESKTOP);
    const shopper = uniqueShopper('prefill');
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Fatima Al Mansoori');
    await page.getByLabel('Email address').fill(shopper.email);
    // The same hint and rule as the address form's mobile.
    const phone = page.getByLabel(/Phone number/);
    expect(await phone.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText('UAE mobile, e.g. \u2066+971 50 123 4567\u2069').first().waitFor();
    await phone.fill('050 123 4567');
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByLabel('Confirm password').fill(shopper.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Registration successful! 🎉').waitFor();

    await addToBagInBrowser(page, 'DM-0038', 'L', 'Black');
    await page.goto('/checkout/address');
    expect(await page.getByLabel('Full name').inputValue()).toBe('Fatima Al Mansoori');
    expect(await page.getByLabel('Mobile number').inputValue()).toBe('+971 50 123 4567');
    await page.getByText('UAE mobile, e.g. \u2066+971 50 123 4567\u2069').waitFor();
    // The shopper can still change them.
    await addAddressInBrowser(page, { name: 'Fatima Al Mansoori', mobile: '055 765 4321' });
    const card = page.locator('.address-option__line bdi[dir="ltr"]');
    expect(await card.innerText()).toBe('+971 55 765 4321');
    expect(await readsLeftToRight(card)).toBe(true);

    // The same page in Arabic: the mobile still reads +971 55 765 4321, left to right.
    await page.goto('/ar/checkout/address');
    await page.getByText('الجوال:').waitFor();
    const arCard = page.locator('.address-option__line bdi[dir="ltr"]');
    expect(await arCard.innerText()).toBe('+971 55 765 4321');
    expect(await readsLeftToRight(arCard)).toBe(true);
    // Pay stays disabled until the card is complete, and says what it waits for, in Arabic.
    await page.getByText('الدفع بالبطاقة').click();
    await page
      .locator('.card-form__missing', { hasText: 'أدخل رقم البطاقة لإتمام الدفع.' })
      .waitFor();
    expect(await page.locator('.card-form__pay').isDisabled()).toBe(true);
    expect(await page.getByLabel('الرمز البريدي').count()).toBe(0);

    // The profile and its menu show the registration's mobile the same way.
    await page.goto('/ar/profile');
    const profilePhone = page.locator('.profile-list bdi[dir="ltr"]');
    expect(await profilePhone.innerText()).toBe('+971 50 123 4567');
    expect(await readsLeftToRight(profilePhone)).toBe(true);
    // The email too: an address reads left to right inside the Arabic page.
    expect(await readsLeftToRight(page.locator('.profile-list__email'))).toBe(true);
  }, 120_000);
});
