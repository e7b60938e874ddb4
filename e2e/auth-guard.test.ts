import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/page';
import { registerInBrowser, signInInBrowser, uniqueShopper } from './support/shopper';

describe('journey: a guest opens a guarded page and is brought back after signing in', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('sends the guest from /profile to /login and back to /profile', async () => {
    const setup = await browser.page(DESKTOP);
    const shopper = uniqueShopper('guard');
    await registerInBrowser(setup, shopper);

    const page = await browser.page(DESKTOP);
    await page.goto('/profile?tab=details');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Please login to access this feature.').waitFor();
    await signInInBrowser(page, shopper.email, shopper.password);
    await page.waitForURL((url) => url.pathname === '/profile' && url.search === '?tab=details');
    await page.getByText(shopper.email).waitFor();

    // Signed in, /login and /forgot-password move on to the profile.
    await page.goto('/forgot-password');
    await page.waitForURL((url) => url.pathname === '/profile');
  });

  it('keeps the guest links to /login and opens the popup by keyboard on a phone', async () => {
    const page = await browser.page(PHONE);
    await page.goto('/');
    const signIn = page.getByRole('link', { name: 'Sign in' });
    await signIn.waitFor();
    expect(await signIn.getAttribute('href')).toBe('/login');
    const hrefs = await page
      .locator('.header-action')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(['/login']));

    const shopper = uniqueShopper('keyboard');
    await registerInBrowser(page, shopper);
    const menu = page.getByRole('button', { name: `Account menu for ${shopper.fullname}` });
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'Wallet' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
  });
});
