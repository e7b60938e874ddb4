import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { DESKTOP, PHONE, useBrowser } from './support/page';
import { E2E_ADMIN } from './support/store-server';

describe('journey: the shop owner signs in to the back office and out again', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('asks for both fields, shows the server’s refusal, then signs in', async () => {
    const page = await browser.page(DESKTOP);
    // Any console page sends a visitor to the login first.
    await page.goto('/admin/customers/view');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByRole('heading', { level: 1, name: 'Admin login' }).waitFor();

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Please enter both username and password.').waitFor();
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Please enter both username and password.').waitFor();

    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Invalid username or password.').waitFor();
    expect(page.url()).toMatch(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();

    await signInToConsole(page);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('adminAuth'),
        localStorage.getItem('adminToken'),
      ]),
    ).toEqual(['true', expect.stringMatching(/^ey/)]);

    // A reload keeps the session, and the login page moves straight on to the dashboard.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goto('/admin/login');
    await page.waitForURL((url) => url.pathname === '/admin');

    // The storefront in the same browser leaves the console's session alone.
    await page.goto('/');
    await page.locator('article.product-card').first().waitFor();
    await page.goto('/admin/customers/view');
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();

    const nav = page.getByRole('navigation', { name: 'Back office' }).first();
    await nav.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/login');
  });

  it('shows the sign-in toast clear of the first page’s own controls at 1280 and 390 px', async () => {
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      const page = await browser.page(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInToConsole(page);
      // The toast stays 3 s, while the shop owner may reach for Refresh (or the menu, the store).
      const toast = page.locator('.toast', { hasText: 'Login successful' });
      await toast.waitFor();
      await page.getByRole('button', { name: 'Refresh', exact: true }).waitFor();
      const seen = await page.evaluate(() => {
        const box = Array.from(document.querySelectorAll('.toast'))
          .find((el) => el.textContent?.includes('Login successful'))!
          .getBoundingClientRect();
        const controls = Array.from(
          document.querySelectorAll<HTMLElement>(
            '.admin-page-header :is(a, button), .admin-topbar :is(a, button)',
          ),
        ).filter((el) => el.getClientRects().length > 0);
        const name = (el: HTMLElement) => el.getAttribute('aria-label') ?? el.innerText.trim();
        const overlaps = (r: DOMRect) =>
          r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
        return {
          onScreen: box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0,
          checked: controls.map(name),
          covered: controls.filter((el) => overlaps(el.getBoundingClientRect())).map(name),
        };
      });
      expect(seen.checked).toContain('Refresh');
      expect({ width: viewport.width, onScreen: seen.onScreen, covered: seen.covered }).toEqual({
        width: viewport.width,
        onScreen: true,
        covered: [],
      });
    }
  });

  it('walks the sidebar to every section, collapses it, and uses a drawer on a phone', async () => {
    const page = await browser.page(DESKTOP);
    await signInToConsole(page);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    const sections: [string, string, string][] = [
      ['Orders', '/admin/manage-order', 'Manage Orders'],
      ['Returns', '/admin/manage-return', 'Manage Returns'],
      ['Add Offers', '/admin/add-offer', 'Offers'],
      ['Add Product', '/admin/products/add', 'Add Product'],
      ['Manage Product', '/admin/products/manage', 'Manage Product'],
      ['Customers', '/admin/customers/view', 'Customers'],
      ['Dashboard', '/admin', 'Dashboard'],
    ];
    for (const [link, path, heading] of sections) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(
        await nav.getByRole('link', { name: link, exact: true }).getAttribute('aria-current'),
      ).toBe('page');
    }
    for (const path of ['/admin/products/edit', '/admin/products/view']) {
      await page.goto(path);
      await page.locator('h1').waitFor();
    }

    // Collapsed, the links keep their names; the choice survives a reload.
    const toggle = page.getByRole('button', { name: 'Collapse sidebar' });
    await toggle.click();
    const expand = page.getByRole('button', { name: 'Expand sidebar' });
    expect(await expand.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await nav.getByRole('link', { name: 'Customers' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/customers/view');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();

    const phone = await browser.page(PHONE);
    await signInToConsole(phone);
    expect(await phone.getByRole('navigation', { name: 'Back office' }).isVisible()).toBe(false);
    const menu = phone.getByRole('button', { name: 'Open menu' });
    await menu.focus();
    await phone.keyboard.press('Enter');
    const drawer = phone.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Customers' }).click();
    await phone.waitForURL((url) => url.pathname === '/admin/customers/view');
    await drawer.waitFor({ state: 'hidden' });
  });
});
