import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/page';

describe('journey: a shopper opens a product and looks at another colour', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('shows the product, switches colour and its images follow', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/');
    await page.locator('article.product-card a').first().click();
    await page.waitForURL(/\/product\/view\//);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add to Bag' }).waitFor();
    expect(await page.locator('.product-page__price').innerText()).toMatch(/^AED \d/);
    expect(await page.locator('.stock').innerText()).toMatch(
      /^(out of stock|Only \d+ left in stock — order soon!|\d+ In stock)$/,
    );

    const colours = page.getByRole('group', { name: /^Colou?r/ }).getByRole('radio');
    expect(await colours.count()).toBeGreaterThan(1);
    const main = page.locator('.gallery__image');
    const before = await main.getAttribute('src');
    const second = colours.nth(1);
    const name = (await second.getAttribute('value')) ?? '';
    await second.locator('xpath=..').click();
    await expect.poll(() => main.getAttribute('src')).not.toBe(before);
    const after = (await main.getAttribute('src')) ?? '';
    expect(after.toLowerCase()).toContain(name.toLowerCase().replace(/\s+/g, '-'));
    expect(await main.getAttribute('alt')).toContain(name);

    // Thumbnails switch the large image within the colour.
    const thumbs = page.locator('.gallery__thumb');
    if ((await thumbs.count()) > 1) {
      await thumbs.nth(1).click();
      await expect.poll(() => main.getAttribute('src')).not.toBe(after);
    }
  });

  it('asks for a size, then a colour, then asks a guest to sign in', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/product/view/DM-0001');
    const add = page.getByRole('button', { name: 'Add to Bag' });
    await add.click();
    await page.getByText('Please select a size').waitFor();
    await page.getByRole('group', { name: /^Size/ }).getByText('M', { exact: true }).click();
    await add.click();
    await page.getByText('Please select a color').waitFor();
    await page
      .getByRole('group', { name: /^Colou?r/ })
      .getByRole('radio')
      .first()
      .locator('xpath=..')
      .click();
    await add.click();
    await page.getByText('Please login to add items to cart').waitFor();
    expect(await page.getByRole('link', { name: 'Sign in' }).last().getAttribute('href')).toBe(
      '/login',
    );

    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await page.getByText('Please login to access this feature.').waitFor();
  });

  it('shows a not-found state for an unknown product', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/product/view/no-such-product');
    await page.getByRole('heading', { name: 'Product not found' }).waitFor();
  });
});
