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

  it('shows a listing, a product and the home page from the HTML alone, before any script runs', async () => {
    const listing = (await (
      await fetch(`${baseUrl()}/api/catalog/products?gender=women&page=1&limit=24`)
    ).json()) as { items: Array<{ _id: string; name: string }> };
    const page = await browser.page(PHONE, { javaScriptEnabled: false });
    await page.goto('/women');
    await expect(page.locator('h1').textContent()).resolves.toBe('Women');
    // A card shows the whole name, and has it as its title.
    await expect(
      page
        .locator('.product-card__name')
        .evaluateAll((names) => names.map((n) => (n as HTMLElement).title)),
    ).resolves.toEqual(listing.items.map((item) => item.name));

    const first = listing.items[0];
    await page.goto(`/product/view/${first?._id}`);
    await expect(page.locator('.product-page__name').textContent()).resolves.toBe(first?.name);
    await expect(page.title()).resolves.toContain(first?.name);

    await page.goto('/');
    await expect(page.locator('.hero-slide__image').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('.product-card').count()).resolves.toBe(24);
  });

  it('takes the server-rendered page over as it is, and the page then works as the app', async () => {
    const page = await browser.page(PHONE);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Had React rendered the page again instead of taking it over, the server's cards would go.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedCards: removed });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.removedNodes)) {
            if (node instanceof Element && node.matches('.product-card, :has(.product-card)')) {
              removed.push(node.className);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const documents = recordRequests(page);
    await page.goto('/women');
    const card = page.locator('.product-card').first();
    const ownedByReact = () =>
      card.evaluate((element) => Object.keys(element).some((k) => k.startsWith('__reactFiber')));
    await expect.poll(ownedByReact).toBe(true);
    await expect(
      page.evaluate(() => (window as unknown as { removedCards: string[] }).removedCards),
    ).resolves.toEqual([]);
    expect(problems).toEqual([]);

    // Its links are the app's: a card opens the product without loading another page.
    const name = await page.locator('.product-card__name').first().getAttribute('title');
    await card.locator('a').first().click();
    await page.waitForURL(/\/product\/view\//);
    await expect(page.locator('.product-page__name').textContent()).resolves.toBe(name);
    expect(documents.filter((p) => p === '/women' || p.startsWith('/product/'))).toEqual([
      '/women',
    ]);
  });
});
