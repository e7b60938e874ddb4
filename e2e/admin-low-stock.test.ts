import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminApiInPage, signInToConsole } from './support/admin';
import { scrollsSideways, seriousFindings } from './support/axe';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP, PHONE } from './support/page';
import { productAnswer, setVariantStock } from './support/products';

type Stats = { stock: { lowVariants: number; soldOutVariants: number } };

type LowStockPage = { items: Array<{ sku: string }>; total: number; limit: number };

/** The page of Low stock (threshold 1) that lists `sku`, as the console's list call answers. */
async function pageOfSku(page: Page, sku: string): Promise<number> {
  for (let n = 1; n <= 200; n += 1) {
    const { body } = await adminApiInPage<LowStockPage>(
      page,
      `/admin/products/low-stock?threshold=1&page=${n}`,
    );
    if (body.items.some((item) => item.sku === sku)) return n;
    if (n * body.limit >= body.total) break;
  }
  throw new Error(`${sku} is not on the Low stock list`);
}

const variants = (count: number) => `${count} ${count === 1 ? 'variant' : 'variants'}`;

describe('journey: the shop owner finds what is running low', () => {
  // A store of its own: the stock it sets would otherwise show on other journeys' pages.
  const journey = useInProcessStore();

  it('the dashboard counts low and sold-out variants, and Low stock lists one at 1', async () => {
    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    const { colors, sizes } = await productAnswer(page, 'DM-0003');
    const [colour] = colors;
    const [size] = sizes;
    if (!colour || !size) throw new Error('DM-0003 has no colour or size');
    const product = await setVariantStock(page, 'DM-0003', (c, s) =>
      c === colour && s === size ? 1 : 50,
    );
    const variant = product.variants.find((v) => v.color === colour && v.size === size);

    await page.goto('/admin');
    const { body: stats } = await adminApiInPage<Stats>(page, '/admin/dashboard/stats');
    const summary = page.getByRole('region', { name: 'Stock', exact: true });
    await summary.getByText(`${variants(stats.stock.lowVariants)} low on stock`).waitFor();
    await summary.getByText(`${variants(stats.stock.soldOutVariants)} sold out`).waitFor();
    expect(stats.stock.lowVariants).toBeGreaterThanOrEqual(1);

    await summary.getByRole('link', { name: 'See low stock' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/products/low-stock');
    await page.getByRole('heading', { level: 1, name: 'Low stock' }).waitFor();
    // At or under 1: the variant at 1 is there, lowest stock first.
    await page.getByLabel('Show variants at or under').fill('1');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('threshold') === '1');
    await page.getByText(/at 1 or fewer, lowest first$/).waitFor();
    await page.locator('.data-table:not([aria-busy])').waitFor();
    const table = page.getByRole('table', { name: /lowest stock first/ });
    const row = table.locator('tbody tr', { hasText: variant?.sku ?? 'no such SKU' });
    // Many demo variants are sold out and come first: its row is on a later page, found as the
    // list answers it, then opened with Next page from the page before.
    const onPage = await pageOfSku(page, variant?.sku ?? '');
    if (onPage > 1) {
      await page.goto(`/admin/products/low-stock?threshold=1&page=${onPage - 1}`);
      await page.locator('.data-table:not([aria-busy])').waitFor();
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === String(onPage));
      await page.locator('.data-table:not([aria-busy])').waitFor();
    }
    await row.getByText(`${colour} · ${size}`).waitFor();
    await row.getByText('1 left').waitFor();
    const stocks = await table.locator('tbody tr td:last-child').allInnerTexts();
    const figures = stocks.map((text) => (text.includes('Sold out') ? 0 : parseInt(text, 10)));
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
    expect(await seriousFindings(page)).toEqual([]);

    // Each row links to its product's form.
    await row.getByRole('link', { name: product.name }).click();
    await page.waitForURL((url) => url.searchParams.get('id') === 'DM-0003');
    await page.getByRole('heading', { level: 1, name: 'Edit Product' }).waitFor();

    // At or under 0 the variant at 1 is gone; the page fits a phone.
    const phone = await journey.page(PHONE);
    await signInToConsole(phone);
    await phone.goto('/admin/products/low-stock?threshold=0');
    await phone.getByRole('heading', { level: 1, name: 'Low stock' }).waitFor();
    await phone.locator('main table, main .admin-empty').first().waitFor();
    expect(await phone.getByText(variant?.sku ?? 'no such SKU').count()).toBe(0);
    expect(await scrollsSideways(phone)).toBe(false);
  });
});
