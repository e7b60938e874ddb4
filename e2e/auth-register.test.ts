import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/page';
import { signInInBrowser, uniqueShopper } from './support/shopper';

describe('journey: a shopper registers, signs out and signs in again', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('shows each field error, then creates the account, signs out and back in', async () => {
    const page = await browser.page(DESKTOP);
    const shopper = uniqueShopper('register');
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();

    await page.getByRole('button', { name: 'Create account' }).click();
    const alerts = page.locator('.field__error');
    await alerts.first().waitFor();
    expect(await alerts.allInnerTexts()).toEqual([
      'Full name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ]);
    // Focus goes to the first invalid field.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
      'fullname',
    );

    await page.getByLabel('Full name').fill(shopper.fullname);
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel(/Phone number/).fill('05012');
    await page.getByLabel(/Address/).fill('Dxb');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password').fill('abd');
    // Editing a field clears its error.
    expect(await page.getByText('Full name is required').count()).toBe(0);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Email format is invalid').waitFor();
    expect(await alerts.allInnerTexts()).toEqual([
      'Email format is invalid',
      'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)',
      'Address must be at least 5 characters long',
      'Password must be at least 6 characters',
    ]);
    expect(await page.getByLabel('Email address').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Email address').fill(shopper.email);
    await page.getByLabel(/Phone number/).fill('');
    await page.getByLabel(/Address/).fill('');
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByLabel('Confirm password').fill('different-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm password').fill(shopper.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByText('Registration successful! 🎉').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    const menu = page.getByRole('button', { name: `Account menu for ${shopper.fullname}` });
    await menu.waitFor();

    // The same email again is refused.
    const again = await page.request.post('/api/auth/register', {
      data: { ...shopper, email: shopper.email.toUpperCase() },
    });
    expect(again.status()).toBe(409);

    // The popup opens on hover and lists the shopper's links.
    await menu.hover();
    const panel = page.locator('.profile-menu__panel');
    await panel.waitFor();
    expect(await panel.innerText()).toContain(shopper.fullname);
    for (const name of ['Orders', 'Notifications', 'Wallet']) {
      await panel.getByRole('link', { name, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email address').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid email or password').waitFor();

    await signInInBrowser(page, shopper.email, shopper.password);
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
  });
});
