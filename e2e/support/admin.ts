import type { Locator, Page } from 'playwright-core';
import { E2E_ADMIN } from './store-server';

/**
 * Signs in to the back office on /admin/login the way the shop owner does (E2E_ADMIN, the
 * account every test store is started with) and waits for the dashboard.
 */
export async function signInToConsole(
  page: Page,
  account: { username: string; password: string } = E2E_ADMIN,
) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** An admin API call from the page with its stored `adminToken`, as the console makes it. */
export async function adminApiInPage<T>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const token = localStorage.getItem('adminToken');
      const response = await fetch(url, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { url: `/api${path}`, method: init.method ?? 'GET', body: init.body },
  );
}

/**
 * Puts a back-office session into the browser's storage (token and flag), as sign-in leaves it.
 * Written from a storefront page, where no console is running to react to it half-way.
 */
export async function storeAdminSession(page: Page, token: string) {
  if (
    new URL(page.url(), 'http://x').pathname.startsWith('/admin') ||
    page.url() === 'about:blank'
  ) {
    await page.goto('/about-us');
  }
  await page.evaluate((value) => {
    localStorage.setItem('adminToken', value);
    localStorage.setItem('adminAuth', 'true');
  }, token);
}

/** The figure of a dashboard stat card, by its label ('Revenue', 'Orders', ...). */
export function statCard(page: Page, label: string) {
  return page.locator('.stat-card', { has: page.locator('dt', { hasText: label }) });
}

/**
 * Fills the console's promotion form (`form.promo-form`) with an automatic "buy 2 get 1 free"
 * named in both languages; the caller picks the items it looks at.
 */
export async function fillBuy2Get1(form: Locator, names: { en: string; ar: string }) {
  await form.getByLabel('Name in English').fill(names.en);
  await form.getByLabel('Name in Arabic').fill(names.ar);
  await form.getByLabel(/^Automatic/).check();
  await form.getByLabel('Buy X get Y', { exact: true }).check();
  await form.getByLabel('Buy (units)').fill('2');
  await form.getByLabel('Get (units)').fill('1');
  await form.getByLabel('Percentage off the units they get').fill('100');
}
