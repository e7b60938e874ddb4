import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

describe('journey: a new shopper completes their profile', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('adds phone and address, then sees the profile complete with Logout', async () => {
    const page = await browser.page(DESKTOP);
    const shopper = uniqueShopper('profile');
    await registerInBrowser(page, shopper);
    await page.goto('/profile');
    await page.getByText(`Hello, ${shopper.fullname}`).waitFor();
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(await page.locator('.profile-list').innerText()).toContain(shopper.email);

    await page.getByRole('button', { name: 'Complete Profile' }).click();
    const phone = page.getByLabel('Phone number');
    await phone.fill('05012');
    await page.getByLabel('Address').fill('Dxb');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByText('Please enter a valid UAE mobile number (e.g., +971 50 123 4567)')
      .waitFor();
    await page.getByText('Address must be at least 5 characters long').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phoneno');

    // Any way of writing a UAE mobile; shown as the store writes it.
    await phone.fill('055 123 4567');
    await page.getByLabel('Address').fill('Villa 12, Street 5, Al Barsha 2, Dubai');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile complete').waitFor();
    const details = await page.locator('.profile-list').innerText();
    expect(details).toContain('+971 55 123 4567');
    expect(details).toContain('Villa 12, Street 5, Al Barsha 2, Dubai');

    // It stays after a reload, and the header popup shows the phone.
    await page.reload();
    await page.getByText('Profile complete').waitFor();
    await page.getByRole('button', { name: `Account menu for ${shopper.fullname}` }).click();
    expect(await page.locator('.profile-menu__panel').innerText()).toContain('+971 55 123 4567');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    // Logout itself goes home without the guard's message.
    expect(await page.getByText('Please login to access this feature.').count()).toBe(0);

    // Back to the profile now finds a guest there: the guard's message on /login.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Please login to access this feature.').waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });
});
