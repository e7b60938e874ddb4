import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/page';

describe('journey: on a 390 px phone the filters open as a modal', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('opens from the Filters button, keeps focus inside, filters, and closes on Escape', async () => {
    const page = await browser.page(PHONE);
    await page.goto('/category/women');
    await page.locator('article.product-card').first().waitFor();
    expect(await page.locator('.listing__sidebar').isVisible()).toBe(false);

    const open = page.getByRole('button', { name: /^Filters/ });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(PHONE.width);

    // Tabbing many times never leaves the dialog (the page behind is inert).
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () => document.activeElement?.closest('dialog[open]') !== null,
      );
      expect(inside).toBe(true);
    }

    const brand = dialog.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
    await brand.click();
    await page.waitForURL((url) => url.searchParams.getAll('brand').length === 1);
    expect(await dialog.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => open.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await open.innerText()).toMatch(/1/);

    // 'Show N products' closes it too.
    await open.click();
    await dialog.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('opens the Categories sidebar from the menu button', async () => {
    const page = await browser.page(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open categories' }).click();
    const drawer = page.getByRole('dialog', { name: 'Categories' });
    await drawer.waitFor();
    const link = drawer.getByRole('link', { name: /^Abayas/ });
    expect(await link.getAttribute('href')).toBe('/category/women/Abayas');
    await link.click();
    await page.waitForURL(/\/category\/women\/Abayas$/);
    await drawer.waitFor({ state: 'hidden' });
  });
});
