import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, PHONE, useBrowser } from './support/page';

/** What a search engine's renderer reads from the head once the app has taken the page over. */
const headOf = async (page: Page) =>
  page.evaluate(() => ({
    titles: Array.from(document.querySelectorAll('title')).map((t) => t.textContent),
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonicals: Array.from(document.querySelectorAll('link[rel="canonical"]')).map((l) =>
      l.getAttribute('href'),
    ),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    ),
  }));

describe('journey: a search engine renders a product page after its scripts ran', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('keeps one title, description and canonical after the app hydrates, the price as shown', async () => {
    const listed = (await (
      await fetch(`${baseUrl()}/api/catalog/products?gender=women&limit=1`)
    ).json()) as { items: Array<{ _id: string; name: string }> };
    const product = listed.items[0];
    const page = await browser.page(PHONE);
    await page.goto(`/product/view/${product?._id}`);
    // Once React owns the server's page, it has also written its own head tags (the title).
    const price = page.locator('.product-page__price');
    const ownedByReact = () =>
      price.evaluate((element) => Object.keys(element).some((k) => k.startsWith('__reactFiber')));
    await expect.poll(ownedByReact).toBe(true);
    const head = await headOf(page);
    expect(head.titles).toHaveLength(1);
    expect(head.titles[0]).toContain(product?.name);
    expect(head.ogTitle).toBe(head.titles[0]);
    expect(head.descriptions).toBe(1);
    expect(head.canonicals).toEqual([`${baseUrl()}/product/view/${product?._id}`]);
    const shown = await price.innerText();
    const offer =
      (head.jsonLd[0]?.hasVariant as { offers: { price: string } }[] | undefined)?.[0]?.offers ??
      (head.jsonLd[0]?.offers as { price: string });
    // 'AED 1,299.00' on the page is "1299.00" to a search engine.
    expect(shown.replace(/[^\d.]/g, '')).toBe(offer.price);
  });
});
