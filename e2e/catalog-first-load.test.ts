import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, PHONE, useBrowser } from './support/page';

/** Every request the page makes from now on, by path and query. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(url.pathname + url.search);
  });
  return seen;
}

/** Waits for the image to be shown and answers the file the browser chose from its srcset. */
async function shownFile(page: Page, selector: string): Promise<string> {
  const image = page.locator(selector).first();
  await image.waitFor();
  await image.evaluate((img: HTMLImageElement) =>
    img.complete && img.naturalWidth > 0
      ? undefined
      : new Promise((r) => img.addEventListener('load', r, { once: true })),
  );
  return new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
}

/** The images the page asked for ahead of rendering them. */
const preloadedImages = (page: Page) =>
  page
    .locator('head link[rel="preload"][as="image"]')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('imagesrcset') ?? link.getAttribute('href')),
    );

const count = (seen: string[], path: string) => seen.filter((p) => p === path).length;

describe('journey: a phone opens a page of the shop for the first time', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('gets the home data with the page and fetches its hero banner once, through a preload', async () => {
    const page = await browser.page(PHONE);
    const seen = recordRequests(page);
    await page.goto('/');
    const banner = await shownFile(page, '.hero-slide__image');
    await page.locator('.product-card__image').first().waitFor();
    expect(count(seen, banner)).toBe(1);
    // The server sent the answers to these with the page: the phone waits for no round trip.
    expect(seen.filter((p) => p.startsWith('/api/'))).toEqual([]);
    expect((await preloadedImages(page)).join(' ')).toContain(banner);
  });

  it('fetches a filtered category page and its first card images once each', async () => {
    const page = await browser.page(PHONE);
    const seen = recordRequests(page);
    await page.goto('/women?sort=price-asc');
    const first = await shownFile(page, '.product-card__image');
    expect(count(seen, first)).toBe(1);
    expect(seen.filter((p) => p.startsWith('/api/catalog/products?'))).toEqual([
      '/api/catalog/products?gender=women&sort=price-asc&page=1&limit=24',
    ]);
    expect((await preloadedImages(page)).join(' ')).toContain(first);
  });

  it('gets a product with the page and fetches its gallery image once, also after moving between pages', async () => {
    const listed = (await (
      await fetch(`${baseUrl()}/api/catalog/products?gender=men&limit=1`)
    ).json()) as { items: Array<{ _id: string }> };
    const id = listed.items[0]?._id ?? '';
    const page = await browser.page(PHONE);
    const seen = recordRequests(page);
    await page.goto(`/product/view/${id}`);
    const main = await shownFile(page, '.gallery__image');
    expect(count(seen, main)).toBe(1);
    expect(count(seen, `/api/catalog/products/${id}`)).toBe(0);
    await expect(page.locator('.product-page__name').textContent()).resolves.toBe(
      (
        (await (await fetch(`${baseUrl()}/api/catalog/products/${id}`)).json()) as {
          product: { name: string };
        }
      ).product.name,
    );
    expect((await preloadedImages(page)).join(' ')).toContain(main);

    // Through the site's own links the page's data is not asked for again either.
    await page.locator('nav.breadcrumbs a[href="/category/men"]').click();
    await page.waitForURL(/\/category\/men$/);
    await page.locator('.product-card__image').first().waitFor();
    await page.goBack();
    await page.locator('.gallery__image').waitFor();
    expect(count(seen, `/api/catalog/products/${id}`)).toBe(0);
  });
});
