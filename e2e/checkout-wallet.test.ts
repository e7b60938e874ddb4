import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { addAddressInBrowser, addToBagInBrowser, successDetail } from './support/checkout';
import { DESKTOP } from './support/page';
import { signInInBrowser } from './support/shopper';
import { startStore } from './support/store-server';

// The demo shopper starts with AED 250 in the wallet. This journey runs its own store, so that
// balance is exactly what the seed gave and no other journey spends it.
const DEMO = { email: 'demo@souqstyle.ae', password: 'demo1234' };

describe('journey: the demo shopper pays with the wallet, in full and then in part', () => {
  let store: Awaited<ReturnType<typeof startStore>>;
  let browser: Browser;
  beforeAll(async () => {
    const templateDir = inject('storeTemplateDir');
    [store, browser] = await Promise.all([startStore({}, { templateDir }), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
  });

  it('covers a small order from the wallet, then part of a larger one', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: store.url });
    const page = await context.newPage();
    await page.goto('/login');
    await signInInBrowser(page, DEMO.email, DEMO.password);

    // In full: AED 49 + 2.45 VAT + 10 shipping = 61.45 of the 250.
    await addToBagInBrowser(page, 'DM-0001', 'M', 'Black');
    await page.goto('/checkout/address');
    await addAddressInBrowser(page);
    const wallet = page.locator('.pay-option', { hasText: 'Pay with Wallet' });
    await wallet.waitFor();
    expect(await wallet.innerText()).toContain('Balance AED 250.00');
    expect(await wallet.innerText()).toContain(
      'AED 61.45 from your wallet covers the whole order.',
    );
    await wallet.click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Order placed successfully!').waitFor();
    await page.waitForURL(/\/successToOrder$/);
    expect(await successDetail(page, 'Payment')).toBe('Paid from wallet: AED 61.45');

    // In part: AED 199 + 9.95 VAT, free shipping = 208.95; the wallet has 188.55 left.
    await addToBagInBrowser(page, 'DM-0021', '54', 'White');
    await page.goto('/checkout/address');
    await wallet.waitFor();
    expect(await wallet.innerText()).toContain(
      'AED 188.55 from your wallet, AED 20.40 payable on delivery.',
    );
    await wallet.click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Order placed successfully!').waitFor();
    await page.waitForURL(/\/successToOrder$/);
    expect(await page.getByTestId('order-total').innerText()).toBe('AED 208.95');
    expect(await successDetail(page, 'Payment')).toBe(
      'Paid from wallet: AED 188.55; due on delivery: AED 20.40',
    );

    // The wallet is empty now, so it is no longer offered.
    await addToBagInBrowser(page, 'DM-0001', 'M', 'Black');
    await page.goto('/checkout/address');
    await page.getByText('Cash on Delivery').waitFor();
    expect(await wallet.count()).toBe(0);
    await context.close();
  });
});
