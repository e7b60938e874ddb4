import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  addAddressInBrowser,
  addToBagInBrowser,
  headerBadge,
  successDetail,
} from './support/checkout';
import { signInToConsole } from './support/admin';
import { DESKTOP, useBrowser } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

describe('journey: a shopper pays by test card', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('pays with a card that succeeds, then sees a declined card refused', async () => {
    const page = await browser.page(DESKTOP);
    await registerInBrowser(page, uniqueShopper('card'));
    await addToBagInBrowser(page, 'DM-0038', 'L', 'Black');
    await page.goto('/checkout/address');
    await addAddressInBrowser(page);
    await page.getByText('Card Payment').click();
    await page.getByText('4242 4242 4242 4242').waitFor();
    // The journeys' store runs CARD_PROVIDER=test, and the form says what that means.
    await page
      .locator('.card-form')
      .getByRole('note')
      .getByText('Test mode: no real money is taken.')
      .waitFor();

    // No ZIP code (UAE addresses have none); while Pay is disabled the form names what is missing.
    expect(await page.getByLabel('ZIP code').count()).toBe(0);
    const pay = page.getByRole('button', { name: 'Pay AED 40.45' });
    const missing = page.locator('.card-form__missing');
    expect(await pay.isDisabled()).toBe(true);
    expect(await missing.innerText()).toBe('Enter the card number to pay.');
    await page.getByLabel('Card number').fill('4242424242424242');
    await missing.getByText('Enter the expiry date (MM/YY) to pay.').waitFor();
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await missing.getByText('Enter the CVC to pay.').waitFor();
    expect(await pay.getAttribute('aria-describedby')).toBe('card-form-missing');
    await page.getByLabel('CVC').fill('123');
    await missing.waitFor({ state: 'detached' });
    expect(await pay.isDisabled()).toBe(false);
    expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    await pay.click();
    await page.getByText('Order placed successfully!').waitFor();
    await page.waitForURL(/\/successToOrder$/);
    expect(await page.getByTestId('order-total').innerText()).toBe('AED 40.45');
    expect(await successDetail(page, 'Payment')).toBe('Paid by card ending 4242');

    // A second order with the declined test card: the declined message, no order.
    await addToBagInBrowser(page, 'DM-0038', 'L', 'Black');
    await page.goto('/checkout/address');
    await page.getByText('Card Payment').click();
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay AED 40.45' }).click();
    const declined = 'Authentication required or payment method declined. Please try another card.';
    await page.locator('.card-form__error', { hasText: declined }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout/address');
    await expect.poll(() => headerBadge(page, '/cart')).toBe('1');
  });

  it('shows the console a banner while card payments are only a test', async () => {
    const page = await browser.page(DESKTOP);
    await signInToConsole(page);
    const banner = page.getByRole('note').filter({ hasText: 'Test payments are on.' });
    await banner.waitFor();
    expect(await banner.innerText()).toContain('no real money is taken');
  });
});
