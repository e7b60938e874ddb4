import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useBrowser } from './support/page';

// Evaluated rather than added as a <script>: the store's Content-Security-Policy (rightly)
// refuses inline scripts.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Serious and critical axe-core findings on the page as it stands. */
async function seriousFindings(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } })
      .axe;
    const result = await axe.run();
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

describe('journey: the catalogue pages are accessible (axe-core)', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  const pages = [
    { name: 'home', path: '/', ready: 'article.product-card' },
    { name: 'a category page', path: '/category/men', ready: '.listing article.product-card' },
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
      });
    }
  }
});
