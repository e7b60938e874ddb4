import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './support/page';

/** Whether the image now shows the inline placeholder instead of its own file. */
const showsPlaceholder = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img: HTMLImageElement) => img.getAttribute('src')?.startsWith('data:image/svg+xml'));

describe('journey: a shopper opens a page whose pictures fail to load', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it.each([
    ['/', '.product-card__image'],
    ['/women', '.product-card__image'],
    ['/product/view/DM-0001', '.gallery__image'],
  ])('shows the placeholder on a direct visit to %s', async (path, selector) => {
    const page = await browser.page(PHONE);
    const problems: string[] = [];
    page.on('console', (message) => {
      // The failed pictures themselves are logged as failed loads; anything else is a problem.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        problems.push(message.text());
      }
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Every picture fails, as it does when the media store is down: before the app hydrates.
    await page.route(/\/media\//, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(path);
    await page.waitForFunction(
      (sel) => document.querySelector(sel)?.getAttribute('src')?.startsWith('data:image/svg+xml'),
      selector,
    );
    expect(await showsPlaceholder(page, selector)).toBe(true);
    expect(problems).toEqual([]);
  });
});
