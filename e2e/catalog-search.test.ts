import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/page';

describe('journey: the header search dropdown', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('suggests products with AED prices and opens the one clicked', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/');
    const box = page.locator('.site-header__search').getByRole('combobox');
    await box.fill('tee');
    const options = page.locator('.site-header__search').getByRole('option');
    await options.first().waitFor();
    // At most 8 products; the row after them opens the search page (shop-search.test.ts).
    expect(await page.locator('.site-header__search .suggestion').count()).toBeLessThanOrEqual(8);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await options.first().locator('.suggestion__price').innerText()).toMatch(/^AED \d/);
    // The prices include VAT, said once under the suggestions.
    expect(await page.locator('.site-header__search .search-field__footer').innerText()).toBe(
      'All prices incl. VAT',
    );
    expect(await options.first().locator('img').count()).toBe(1);

    const name = await options.first().locator('.suggestion__name').innerText();
    await options.first().click();
    await page.waitForURL(/\/product\/search\//);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await box.inputValue()).toBe('');
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/');
    const box = page.locator('.site-header__search').getByRole('combobox');
    await box.fill('tee');
    await page.locator('.site-header__search').getByRole('option').first().waitFor();
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(/\/product\/search\//);
  });

  it('closes on Escape, and a click outside closes it and clears the text', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/');
    const box = page.locator('.site-header__search').getByRole('combobox');
    await box.fill('abaya');
    const list = page.locator('.site-header__search').getByRole('listbox');
    await list.waitFor();
    await box.press('Escape');
    await list.waitFor({ state: 'hidden' });
    expect(await box.inputValue()).toBe('abaya');

    await box.fill('abayas');
    await list.waitFor();
    await page.getByRole('heading', { name: 'Explore All Products' }).click();
    await list.waitFor({ state: 'hidden' });
    expect(await box.inputValue()).toBe('');
  });

  it("uses the same dropdown in the home page's mobile search box", async () => {
    const page = await browser.page(PHONE);
    await page.goto('/');
    const box = page.locator('.home__search').getByRole('combobox');
    await box.fill('kandura');
    await page.locator('.home__search').getByRole('option').first().waitFor();
  });
});
