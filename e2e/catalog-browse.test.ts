import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/page';

const cards = (page: Page) => page.locator('.listing article.product-card');

/** Prices of the cards on screen, as numbers. */
async function prices(page: Page): Promise<number[]> {
  const texts = await page.locator('.listing .product-card__price').allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

describe('journey: a shopper goes from home to a category and filters it', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('opens Men from the category row, filters by brand and price, and Back undoes it', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Shop by category' })
      .getByRole('link', { name: 'Men', exact: true })
      .click();
    await page.waitForURL(/\/category\/men$/);
    await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
    await cards(page).first().waitFor();
    const all = Number((await page.locator('.listing__count').innerText()).replace(/\D/g, ''));
    expect(all).toBeGreaterThan(5);

    // Brand: the first brand of the sidebar.
    const sidebar = page.locator('.listing__sidebar');
    const brandBox = sidebar.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
    const brand = (await brandBox.locator('xpath=..').locator('.check__label').innerText()).trim();
    // Filters are URL state: the box shows checked once the navigation lands.
    await brandBox.click();
    await page.waitForURL((url) => url.searchParams.getAll('brand').includes(brand));
    await expect.poll(() => brandBox.isChecked()).toBe(true);
    await expect
      .poll(async () => {
        const brands = await page
          .locator('.listing .product-card__brand')
          .evaluateAll((els) => els.map((el) => el.getAttribute('title')));
        return brands.length > 0 && brands.every((b) => b === brand);
      })
      .toBe(true);
    expect(await cards(page).count()).toBeLessThan(all);

    // Price: the slider at its minimum keeps only the cheapest products.
    await sidebar.getByRole('checkbox', { checked: true }).click();
    await page.waitForURL((url) => url.searchParams.getAll('brand').length === 0);
    const slider = sidebar.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('Home');
    await page.waitForURL((url) => url.searchParams.has('maxPrice'));
    const max = Number(new URL(page.url()).searchParams.get('maxPrice'));
    await expect
      .poll(async () => {
        const shown = await prices(page);
        return shown.length > 0 && shown.every((p) => p <= max);
      })
      .toBe(true);
    await page.getByRole('button', { name: /^Remove filter: Up to AED/ }).waitFor();

    // The filtered page can be shared: a fresh tab on the same URL shows the same grid.
    const shared = await browser.page(DESKTOP);
    await shared.goto(page.url());
    await shared.locator('.listing article.product-card').first().waitFor();
    expect(await prices(shared)).toEqual(await prices(page));

    // Back undoes the price filter.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('maxPrice'));
  });

  it('narrows to a category from the sidebar and shows the empty message', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/men');
    await page
      .locator('.listing__sidebar')
      .getByRole('link', { name: /^Shirts/ })
      .click();
    await page.waitForURL(/\/category\/men\/Shirts$/);
    await page.getByRole('heading', { level: 1, name: 'Shirts' }).waitFor();
    await cards(page).first().waitFor();

    await page.goto('/category/men/Shirts?brand=No%20Such%20Brand');
    await page.getByText('No products found based on the selected filters.').waitFor();
  });

  it('lists accessories across genders', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/accessories');
    await page.getByRole('heading', { level: 1, name: 'Accessories' }).waitFor();
    await cards(page).first().waitFor();
  });
});
