import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, recordFailures, useBrowser } from './support/page';

// The demo catalogue's 'Classic Nida Open Abaya' (Arabic 'عباية ندا مفتوحة كلاسيكية').
const PRODUCT = 'Classic Nida Open Abaya';

describe('journey: a shopper searches the whole catalogue', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('opens the search page with Enter, and a misspelt word still finds the product', async () => {
    const page = await browser.page(DESKTOP);
    const failures = recordFailures(page);
    await page.goto('/');
    const box = page.locator('.site-header__search').getByRole('combobox');
    await box.fill('nida abya');
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=nida\+abya$|\/search\?q=nida%20abya$/);
    await page.getByRole('heading', { level: 1, name: 'Search results for “nida abya”' }).waitFor();
    await page.getByRole('heading', { name: PRODUCT }).waitFor();
    // The header's box keeps the term, to read and to change.
    expect(await box.inputValue()).toBe('nida abya');
    // The category page's sort works here too, keeping the search; its default is best match.
    const sort = page.getByLabel('Sort by');
    expect(await sort.locator('option:checked').innerText()).toBe('Best match');
    await sort.selectOption('price-asc');
    await page.waitForURL(/sort=price-asc/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('nida abya');
    await page.getByRole('heading', { name: PRODUCT }).waitFor();
    expect(await box.inputValue()).toBe('nida abya');
    // A new term in the box is a new search, and the box holds that one.
    await box.fill('kandura');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'kandura');
    await page.getByRole('heading', { level: 1, name: 'Search results for “kandura”' }).waitFor();
    expect(await box.inputValue()).toBe('kandura');
    // Leaving the search page empties it.
    await page.locator('.site-header .wordmark').click();
    await page.waitForURL((url) => url.pathname === '/');
    // The router renders the new page in a transition, after the address has changed.
    await expect.poll(() => box.inputValue()).toBe('');
    expect(failures).toEqual([]);
  });

  it("opens the same page from the dropdown's 'See all N results' row", async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/');
    const box = page.locator('.site-header__search').getByRole('combobox');
    // A colour: the search covers colours beside names, brands and categories.
    await box.fill('black');
    const seeAll = page
      .locator('.site-header__search')
      .getByRole('option', { name: /^See all \d+ results$/ });
    await seeAll.waitFor();
    const count = Number(/\d+/.exec(await seeAll.innerText())?.[0]);
    // More black products than the dropdown shows: the row says how many there are in all.
    expect(await page.locator('.site-header__search .suggestion').count()).toBe(8);
    expect(count).toBeGreaterThan(8);
    await seeAll.click();
    await page.waitForURL(/\/search\?q=black$/);
    await page.getByRole('heading', { level: 1, name: 'Search results for “black”' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `${count} products` })
      .waitFor();
  });

  it('says so with the term when nothing matches, and offers no price to filter by', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/search?q=zzqqxxy');
    await page
      .getByText('No products found for “zzqqxxy”. Check the spelling or try fewer words.')
      .waitFor();
    expect(await page.locator('.site-header__search').getByRole('combobox').inputValue()).toBe(
      'zzqqxxy',
    );
    // No slider stuck at 'Up to AED 0.00' over nothing.
    expect(await page.locator('.listing__sidebar input[type="range"]').count()).toBe(0);
    expect(await page.getByText(/^Up to AED/).count()).toBe(0);

    // A phone's header has no search box: the page has its own, holding the term.
    const phone = await browser.page(PHONE);
    await phone.goto('/search?q=zzqqxxy');
    await phone.getByText(/^No products found for “zzqqxxy”/).waitFor();
    const box = phone.locator('.search-page__search').getByRole('combobox');
    expect(await box.isVisible()).toBe(true);
    expect(await box.inputValue()).toBe('zzqqxxy');
  });

  it('is rendered by the server, and in Arabic under /ar with Enter in the Arabic box', async () => {
    const page = await browser.page(DESKTOP, { javaScriptEnabled: false });
    await page.goto('/search?q=nida+abya');
    expect(await page.locator('h1').innerText()).toBe('Search results for “nida abya”');
    expect(await page.getByRole('heading', { name: PRODUCT }).count()).toBe(1);
    expect(await page.locator('.site-header__search input').inputValue()).toBe('nida abya');

    const arabic = await browser.page(DESKTOP);
    await arabic.goto('/ar');
    const box = arabic.locator('.site-header__search').getByRole('combobox');
    await box.fill('عبايه ندا');
    await box.press('Enter');
    await arabic.waitForURL(/\/ar\/search\?q=/);
    await arabic.getByRole('heading', { level: 1, name: 'نتائج البحث عن «عبايه ندا»' }).waitFor();
    await arabic.getByRole('heading', { name: 'عباية ندا مفتوحة كلاسيكية' }).waitFor();
    expect(await box.inputValue()).toBe('عبايه ندا');
  });
});
