import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/page';

describe('journey: a visitor opens the home page', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('shows the demo products with their images and AED prices', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Explore All Products' }).waitFor();
    const cards = page.locator('article.product-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(12);

    const firstImage = cards.first().locator('img');
    await firstImage.evaluate((img: HTMLImageElement) =>
      img.complete && img.naturalWidth > 0
        ? undefined
        : new Promise((r) => img.addEventListener('load', r, { once: true })),
    );
    const loaded = await firstImage.evaluate((img: HTMLImageElement) => ({
      width: img.naturalWidth,
      src: img.currentSrc,
    }));
    expect(loaded.width).toBeGreaterThan(0);
    expect(loaded.src).toMatch(/\/media\/seed\/.+\.webp$/);

    const price = await cards.first().locator('.product-card__price').innerText();
    expect(price).toMatch(/^AED \d{1,3}(,\d{3})*\.\d{2}$/);
  });

  it('loads more products on request', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/');
    const cards = page.locator('article.product-card');
    await cards.first().waitFor();
    const before = await cards.count();
    await page.getByRole('button', { name: /load more/i }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
  });

  it('fits a 390 px phone without sideways scrolling and shows the mobile search', async () => {
    const page = await browser.page(PHONE);
    await page.goto('/');
    await page.locator('article.product-card').first().waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const visibleSearch = page.locator(
      'input[placeholder="Search for products, brands and more"]:visible',
    );
    expect(await visibleSearch.count()).toBe(1);
  });

  it('keeps the carousel’s text readable at 360 px: no control covers the picture or the caption', async () => {
    const page = await browser.page({ width: 360, height: 740 });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Current offers' });
    const slide = hero.locator('.hero-slide[data-active="true"]');
    await slide.locator('h2').waitFor();
    // The banner carries its own headline, so the whole picture counts as text, with the caption's.
    const boxes = async (selector: string) =>
      (await Promise.all((await page.locator(selector).all()).map((l) => l.boundingBox()))).filter(
        (b): b is NonNullable<typeof b> => b !== null && b.width > 0 && b.height > 0,
      );
    const text = await boxes(
      '.hero-slide[data-active="true"] :is(.hero-slide__media, h2, p, .hero-slide__discount, a)',
    );
    const controls = await boxes('.hero__controls button');
    expect(text.length).toBeGreaterThanOrEqual(2);
    expect(controls.length).toBeGreaterThanOrEqual(2);
    const overlaps = (a: (typeof text)[number], b: (typeof text)[number]) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    const covered = controls.flatMap((c) => text.filter((t) => overlaps(c, t)));
    expect(covered).toEqual([]);
  });
});
