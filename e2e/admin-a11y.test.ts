import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { scrollsSideways, seriousFindings } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/page';

const SMALL_PHONE = { width: 360, height: 740 } as const;

describe('journey: the console is accessible and fits 1366, 390 and 360 px', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  const pages = [
    { name: 'the dashboard', path: '/admin', ready: '.stat-card' },
    // A store with no orders (a journey worker's own store, fresh) shows the empty state instead.
    { name: 'the customer list', path: '/admin/customers/view', ready: 'table, .admin-empty' },
    { name: 'manage orders', path: '/admin/manage-order', ready: 'table, .admin-empty' },
    { name: 'offers', path: '/admin/add-offer', ready: '.offer-item' },
    { name: 'promotions', path: '/admin/promotions', ready: 'main table, .admin-empty' },
    { name: 'a new promotion', path: '/admin/promotions/new', ready: '.promo-summary__text' },
    { name: 'manage returns', path: '/admin/manage-return', ready: '.admin-card' },
    { name: 'manage products', path: '/admin/products/manage', ready: 'main table' },
    { name: 'add product', path: '/admin/products/add', ready: 'main form' },
    { name: 'low stock', path: '/admin/products/low-stock', ready: 'main table' },
    { name: 'the activity log', path: '/admin/audit-log', ready: 'main table, .admin-empty' },
    {
      name: 'edit product with its stock grid',
      path: '/admin/products/edit?id=DM-0001',
      ready: '.stock-grid__table',
    },
  ];

  for (const viewport of [DESKTOP, PHONE, SMALL_PHONE]) {
    const title =
      viewport === SMALL_PHONE
        ? `does not scroll sideways at ${viewport.width} px`
        : `has no serious findings and no sideways scrolling at ${viewport.width} px`;
    it(title, async () => {
      const page = await browser.page(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/admin/login');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText('Please enter both username and password.').waitFor();
      expect({ page: 'login', findings: await seriousFindings(page) }).toEqual({
        page: 'login',
        findings: [],
      });
      expect(await scrollsSideways(page)).toBe(false);

      await signInToConsole(page);
      // 360 and 390 px fall in the same layout (no breakpoint between them), so axe's findings
      // are the 390 px ones; at 360 px the page is checked for what narrows: sideways scrolling.
      const axeHere = viewport !== SMALL_PHONE;
      for (const target of pages) {
        await page.goto(target.path);
        await page.locator(target.ready).first().waitFor();
        if (axeHere) {
          expect({ page: target.name, findings: await seriousFindings(page) }).toEqual({
            page: target.name,
            findings: [],
          });
        }
        expect({ page: target.name, sideways: await scrollsSideways(page) }).toEqual({
          page: target.name,
          sideways: false,
        });
      }

      // The chart's table and, on phones, the drawer are checked open as well.
      await page.goto('/admin');
      await page.getByText('Show the figures as a table').click();
      expect(await seriousFindings(page)).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
      if (viewport.width < 960) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        expect(await seriousFindings(page)).toEqual([]);
      }
    });
  }

  it('works from the keyboard: skip link, sidebar, collapse toggle', async () => {
    const page = await browser.page(DESKTOP);
    await signInToConsole(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('admin-main');

    // Into the sidebar: the brand, the collapse toggle, then the sections in order.
    await page.locator('.admin-sidebar .admin-brand').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
    const names: string[] = [];
    for (let i = 0; i < 9; i += 1) {
      await page.keyboard.press('Tab');
      names.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(names).toEqual([
      'Dashboard',
      'Orders',
      'Returns',
      'Add Offers',
      'Promotions',
      'Add Product',
      'Manage Product',
      'Low stock',
      'Customers',
    ]);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin/customers/view');
    // Focus stays on the link followed: the next ones are Reports, Import & export, Activity
    // log, Staff, My devices and Security, then Logout.
    for (const next of [
      'Reports',
      'Import & export',
      'Activity log',
      'Staff',
      'My devices',
      'Security',
    ]) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(next);
    }
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Logout');
  });
});
