import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkCardPayments } from '../apps/api/src/modules/payments/card-payments-check';
import { addAddressInBrowser, addToBagInBrowser } from './support/checkout';
import { useInProcessStore } from './support/in-process-store';
import { orderCard } from './support/orders';
import { DESKTOP } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

describe('journey: a shopper pays by card and closes the page before the order is placed', () => {
  const journey = useInProcessStore();

  it('still gets the order: it appears in My Orders and in the bell', async () => {
    const page = await journey.page(DESKTOP);
    await registerInBrowser(page, uniqueShopper('closed-tab'));
    await addToBagInBrowser(page, 'DM-0038', 'L', 'Black');
    await page.goto('/checkout/address');
    await addAddressInBrowser(page);
    await page.getByText('Card Payment').click();
    await fillCard(page, '4242424242424242');

    // The card goes through; the tab is gone before addOrder leaves the browser.
    await page.route('**/api/order/addOrder', (route) => route.abort());
    const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/payments/test/confirm'));
    await page.getByRole('button', { name: 'Pay AED 40.45' }).click();
    expect((await (await confirmed).json()).status).toBe('succeeded');
    const context = page.context();
    await page.close();

    // Fifteen minutes on, the store's check finds the paid payment no order used.
    const { app } = journey.store;
    app.clock.now = () => new Date(Date.now() + 16 * 60_000);
    try {
      expect((await checkCardPayments(app)).order).toBe(1);
    } finally {
      app.clock.now = () => new Date();
    }

    const again = await context.newPage();
    await again.goto('/orders');
    const card = again.locator('article[data-order-id]').first();
    await card.waitFor();
    const orderid = await card.getAttribute('data-order-id');
    expect(orderid).toMatch(/^SH-/);
    expect(await orderCard(again, orderid ?? '').innerText()).toContain('AED 40.45');
    await again.goto('/notifications');
    await again.getByText(`Your order ${orderid} is confirmed: AED 40.45.`).waitFor();
  });
});
