import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './support/page';

describe('journey: a visitor follows a broken link', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('still sees the shared layout: header, search, footer with quick links', async () => {
    const page = await browser.page();
    const response = await page.goto('/this/path/does-not-exist');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(
      await page.getByPlaceholder('Search for products, brands and more').first().isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    const footer = page.locator('footer');
    expect(await footer.getByRole('heading', { name: 'About Us' }).isVisible()).toBe(true);
    const learnMore = footer.locator('a[href="/about-us"]');
    expect(await learnMore.innerText()).toContain('Learn More');
    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
    await quickLinks.first().waitFor();
    const labels = await quickLinks.allInnerTexts();
    expect(labels.length).toBeGreaterThan(1);
    expect(labels.length).toBeLessThanOrEqual(9);
    expect(labels).toContain('Accessories');
    expect(
      labels.filter((l) => l !== 'Accessories').every((l) => /^(Men|Women)'s |^Kids' /.test(l)),
    ).toBe(true);
  });

  it('links back home from the not-found page', async () => {
    const page = await browser.page();
    await page.goto('/nowhere');
    await page.getByRole('link', { name: 'Back to the homepage' }).click();
    await page.getByRole('heading', { name: 'Explore All Products' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
