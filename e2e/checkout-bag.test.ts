import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToBagInBrowser, headerBadge } from './support/checkout';
import { DESKTOP, PHONE, useBrowser } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

const summary = (page: Page, term: string) =>
  page.locator('.cart-summary__line', { hasText: term }).locator('dd').innerText();

describe('journey: a shopper fills the bag', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('asks for a size and a colour, then adds and counts it in the header', async () => {
    const page = await browser.page(DESKTOP);
    await registerInBrowser(page, uniqueShopper('bag'));
    await page.goto('/product/view/DM-0038');
    const add = page.getByRole('button', { name: 'Add to Bag' });
    await add.click();
    await page.getByText('Please select a size').waitFor();
    await page.getByRole('group', { name: /^Size/ }).getByText('M', { exact: true }).click();
    await add.click();
    await page.getByText('Please select a color').waitFor();
    await page
      .getByRole('group', { name: /^Colou?r/ })
      .getByText('White', { exact: true })
      .click();
    await add.click();
    await page.getByText('Added to your bag', { exact: true }).waitFor();
    await expect.poll(() => headerBadge(page, '/cart')).toBe('1');

    // The wishlist toggle fills the heart and counts in the header.
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await page.getByText('Added to wishlist').waitFor();
    await expect.poll(() => headerBadge(page, '/wishlist')).toBe('1');
    expect(
      await page.getByRole('button', { name: 'Add to wishlist' }).getAttribute('aria-pressed'),
    ).toBe('true');

    // Out of stock, and a merged quantity capped at the stock.
    await page.goto('/product/view/DM-0005');
    await page.getByRole('group', { name: /^Size/ }).getByText('M', { exact: true }).click();
    await page
      .getByRole('group', { name: /^Colou?r/ })
      .getByText('Black', { exact: true })
      .click();
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await page.getByText("Sorry, 'Dry-Fit Training Tee' is out of stock.").waitFor();
    await addToBagInBrowser(page, 'DM-0049', '38', 'Tan');
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await page.getByText('Only 1 items available in stock.').waitFor();
    await expect.poll(() => headerBadge(page, '/cart')).toBe('2');
  });

  it('does the cart math, the plus and minus rules, and removes lines', async () => {
    const page = await browser.page(PHONE);
    await registerInBrowser(page, uniqueShopper('bagmath'));
    await addToBagInBrowser(page, 'DM-0038', 'M', 'White');
    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Shopping Bag' }).waitFor();
    expect(await page.getByTestId('cart-count').innerText()).toBe('1 item');
    // AED 29.00 shows as 30.45 with its VAT; the VAT includes the fee's 0.48.
    expect(await summary(page, 'Items')).toBe('AED 30.45');
    expect(await summary(page, 'Shipping')).toBe('AED 10.00');
    expect(await summary(page, 'Platform fee')).toBe('Free');
    expect(await page.getByTestId('cart-total').innerText()).toBe('AED 40.45');
    expect(await page.getByTestId('cart-vat').innerText()).toBe('VAT 5% included: AED 1.93');

    const row = page.locator('.cart-row', { hasText: 'Relaxed Cotton Tee' });
    expect(await row.innerText()).toContain('White');
    const minus = row.getByRole('button', { name: 'Decrease quantity' });
    const plus = row.getByRole('button', { name: 'Increase quantity' });
    expect(await minus.isDisabled()).toBe(true);
    await plus.click();
    await expect.poll(() => row.locator('output').innerText()).toBe('2');
    await plus.click();
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toBe('AED 101.35');
    expect(await summary(page, 'Shipping')).toBe('AED 10.00');
    await plus.click();
    // From AED 100 with VAT, shipping is struck out as free.
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toBe('AED 121.80');
    expect(await page.locator('.cart-summary__struck').innerText()).toBe('AED 10.00');
    expect(await summary(page, 'Shipping')).toContain('Free');
    await minus.click();
    await expect.poll(() => row.locator('output').innerText()).toBe('3');

    // Plus at stock is blocked with 'Only N items in stock' (this product has 1 left).
    await addToBagInBrowser(page, 'DM-0049', '38', 'Tan');
    await page.goto('/cart');
    const last = page.locator('.cart-row', { hasText: 'Strappy Flat Sandals' });
    // aria-disabled, yet pressable: it says why it is blocked.
    await last.getByRole('button', { name: 'Increase quantity' }).click({ force: true });
    await page.getByText('Only 1 items in stock').waitFor();
    expect(await last.locator('output').innerText()).toBe('1');
    expect(await page.getByTestId('cart-count').innerText()).toBe('4 items');

    await last.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Product removed from cart.').waitFor();
    await expect.poll(() => page.locator('.cart-row').count()).toBe(1);
    await row.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Your cart is empty.').waitFor();
  });
});
