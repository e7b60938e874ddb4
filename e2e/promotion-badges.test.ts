import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillBuy2Get1, signInToConsole } from './support/admin';
import { scrollsSideways, seriousFindings } from './support/axe';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP, PHONE } from './support/page';

/** The promotion badges of every card on the page, in order. */
const cardBadges = (page: Page) => page.locator('.product-card .promo-badges li').allInnerTexts();
const cardCount = (page: Page) => page.locator('article.product-card').count();

describe('journey: an automatic promotion shows as a badge on the storefront', () => {
  // A store of its own: the promotion made here would otherwise change other journeys' cards.
  const journey = useInProcessStore();

  it('the owner creates a buy 2 get 1 on abayas and their cards and pages show it at once', async () => {
    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    await page.goto('/admin/promotions/new');
    const form = page.locator('form.promo-form');
    await fillBuy2Get1(form, { en: 'Abayas: buy 2 get 1', ar: 'العبايات: اشترِ 2 واحصل على 1' });
    await form.getByLabel(/^Categories/).fill('Abayas');
    await form.getByRole('button', { name: 'Create promotion' }).click();
    await page.getByText('Promotion created.').waitFor();

    // Every abaya's card shows the badge under its price, and its page beside the price; a
    // dress's card does not.
    await page.goto('/category/women/Abayas');
    await page.locator('article.product-card').first().waitFor();
    const abayas = await cardCount(page);
    expect(abayas).toBeGreaterThan(1);
    expect(await cardBadges(page)).toEqual(Array.from({ length: abayas }, () => 'Buy 2 get 1'));
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousFindings(page)).toEqual([]);
    await page.locator('article.product-card a').first().click();
    await page.waitForURL(/\/product\/view\//);
    const prices = page.locator('.product-page__info');
    await prices.locator('.promo-badges').waitFor();
    expect(await prices.locator('.promo-badges li').allInnerTexts()).toEqual(['Buy 2 get 1']);
    await page.goto('/category/women/Dresses');
    await page.locator('article.product-card').first().waitFor();
    expect(await cardBadges(page)).toEqual([]);

    // In Arabic on a phone: the same badge in Arabic, right to left, near the product's price.
    const phone = await journey.page(PHONE);
    await phone.goto('/ar/category/women/Abayas');
    await phone.locator('article.product-card').first().waitFor();
    expect(await phone.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await cardBadges(phone)).toEqual(
      Array.from({ length: abayas }, () => 'اشترِ 2 واحصل على 1 مجاناً'),
    );
    expect(await scrollsSideways(phone)).toBe(false);
    await phone.locator('article.product-card a').first().click();
    await phone.waitForURL(/\/ar\/product\/view\//);
    const info = phone.locator('.product-page__info');
    await info.locator('.promo-badges').waitFor();
    expect(await info.locator('.promo-badges li').allInnerTexts()).toEqual([
      'اشترِ 2 واحصل على 1 مجاناً',
    ]);
    expect(await scrollsSideways(phone)).toBe(false);
    expect(await seriousFindings(phone)).toEqual([]);
  }, 90_000);
});
