import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findingsOf, seriousFindings } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/page';

describe('journey: the catalogue pages are accessible (axe-core)', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  const pages = [
    { name: 'home', path: '/', ready: 'article.product-card' },
    { name: 'a category page', path: '/category/men', ready: '.listing article.product-card' },
    {
      name: 'a category page in Arabic',
      path: '/ar/category/women',
      ready: '.listing article.product-card',
    },
    { name: 'a product page', path: '/product/view/DM-0001', ready: '.gallery__image' },
    { name: 'the offers page', path: '/offers', ready: 'article.offer-card' },
  ];

  for (const viewport of [DESKTOP, PHONE]) {
    for (const target of pages) {
      it(`has no serious findings on ${target.name} at ${viewport.width} px`, async () => {
        const page = await browser.page(viewport);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(target.path);
        await page.locator(target.ready).first().waitFor();
        expect(await seriousFindings(page)).toEqual([]);
        // Headings go down one level at a time, so their outline reads as the page is built.
        expect(await findingsOf(page, ['heading-order'])).toEqual([]);
      });
    }
  }
});
