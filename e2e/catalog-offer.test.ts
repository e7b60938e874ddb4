import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, useBrowser } from './support/page';

describe('journey: a shopper follows an offer', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('lists all offers and opens one with its banner and products', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/offers');
    await page.getByRole('heading', { level: 1, name: 'All Offers' }).waitFor();
    const offers = page.locator('article.offer-card');
    await offers.first().waitFor();
    expect(await offers.count()).toBe(5);

    const title = await offers.first().locator('.offer-card__title').innerText();
    await offers.first().locator('a').click();
    await page.waitForURL(/\/offers\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.locator('.offer-banner__discount').innerText()).toMatch(/\d+%/);
    const heading = page.getByRole('heading', {
      level: 2,
      name: /^(Products with up to \d+% discount|Products Related to Offer)$/,
    });
    await heading.waitFor();
    await page.locator('article.product-card').first().waitFor();
  });

  it('says so when the offer does not exist', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/offers/no-such-offer');
    await page.getByRole('heading', { name: 'Offer not found.' }).waitFor();
  });

  it('shows offers in the home hero, one slide at a time, with working controls', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Current offers' });
    await hero.waitFor();
    const visibleTitle = () => hero.locator('.hero-slide[data-active="true"] h2').innerText();
    const first = await visibleTitle();
    await hero.getByRole('button', { name: 'Next offer' }).click();
    await expect.poll(visibleTitle).not.toBe(first);
    await hero.getByRole('button', { name: 'Previous offer' }).click();
    await expect.poll(visibleTitle).toBe(first);
    for (const title of await hero.locator('.hero-slide h2').allInnerTexts()) {
      expect(Array.from(title).length).toBeLessThanOrEqual(53);
    }
  });

  it('advances by itself every 5 s, moves one slide per swipe, and stays still for reduced motion', async () => {
    const page = await browser.page(DESKTOP);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Current offers' });
    await hero.waitFor();
    const active = () => hero.locator('.hero__dot[aria-current="true"]').getAttribute('aria-label');
    const first = await active();
    await page.waitForTimeout(5600);
    const second = await active();
    expect(second).not.toBe(first);

    // A drag of 120 px towards the start moves exactly one slide.
    const box = await hero.locator('.hero__viewport').boundingBox();
    if (!box) throw new Error('no hero');
    const y = box.y + box.height / 3;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(active).not.toBe(second);
    expect(await active()).toMatch(/^Offer 3:/);

    const still = await browser.page(DESKTOP);
    await still.emulateMedia({ reducedMotion: 'reduce' });
    await still.goto('/');
    const stillHero = still.getByRole('region', { name: 'Current offers' });
    await stillHero.getByRole('button', { name: 'Play the offers' }).waitFor();
    const start = await stillHero
      .locator('.hero__dot[aria-current="true"]')
      .getAttribute('aria-label');
    await still.waitForTimeout(5600);
    expect(
      await stillHero.locator('.hero__dot[aria-current="true"]').getAttribute('aria-label'),
    ).toBe(start);
  });
});
