import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderCard, placeOrderInBrowser } from './support/orders';
import { PHONE, useBrowser } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

describe('journey: a shopper cancels a cash order from the orders page', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('confirms, sees the server message, Order Cancelled, and no second cancel', async () => {
    const page = await browser.page(PHONE);
    await registerInBrowser(page, uniqueShopper('cancel'));
    const order = await placeOrderInBrowser(page, 'Cash on Delivery');
    await page.getByRole('button', { name: 'View My Orders' }).click();
    await page.waitForURL(/\/orders$/);

    // The new order: its items, total, payment, status and the tracker at Order Placed.
    const card = orderCard(page, order.orderid);
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('Colour: Black');
    expect(text).toContain('Size: M');
    expect(text).toContain('Qty: 1');
    expect(text).toContain('AED 61.45');
    expect(text).toContain('Cash on delivery: AED 61.45');
    const current = card.locator('.order-tracker [aria-current="step"]');
    expect(await current.innerText()).toBe('Order Placed');

    // Keep order closes the confirmation and changes nothing.
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(order.orderid);
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await card.getByText('Order Cancelled').count()).toBe(0);

    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();
    await page.getByText('Order cancelled successfully').waitFor();
    await card.getByText('Order Cancelled').waitFor();
    expect(await card.locator('.order-tracker__step').count()).toBe(0);
    expect(await card.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    expect(await card.locator('.status-chip').first().innerText()).toMatch(/cancelled/i);

    // The server agrees after a reload, and a second cancel is harmless.
    await page.reload();
    await orderCard(page, order.orderid).getByText('Order Cancelled').waitFor();
    const again = await page.evaluate(async (id) => {
      const response = await fetch('/api/order/cancel', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ orderid: id }),
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    }, order._id);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Order is already cancelled');
  });
});
