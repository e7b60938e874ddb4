import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddressInBrowser, addToBagInBrowser } from './support/checkout';
import { apiGetInPage } from './support/orders';
import { PHONE, useBrowser } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

interface OrdersAnswer {
  orders: Array<{ orderid: string }>;
}

describe('journey: the answer to Place Order is lost on the way back', () => {
  const browser = useBrowser();
  beforeAll(() => browser.start());
  afterAll(() => browser.stop());

  it('a second press shows the order the first placed, and only one order exists', async () => {
    const page = await browser.page(PHONE);
    await registerInBrowser(page, uniqueShopper('lost-answer'));
    await addToBagInBrowser(page, 'DM-0001', 'M', 'Black');
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(/\/checkout\/address$/);
    await addAddressInBrowser(page);
    await page.getByText('Cash on Delivery').click();

    // The first placement reaches the server, which places the order; its answer never arrives,
    // as when the phone loses signal.
    const sent: string[] = [];
    await page.route('**/api/order/addOrder', async (route) => {
      sent.push((route.request().postDataJSON() as { orderid: string }).orderid);
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page
      .getByText('Network error. Please check your connection and server status.')
      .waitFor();
    await page.unroute('**/api/order/addOrder');

    // The shopper presses again: the store answers with the order it placed, not an empty bag.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Order placed successfully!').waitFor();
    await page.waitForURL(/\/successToOrder$/);
    const orderId = await page.getByTestId('order-id').innerText();
    expect(sent).toEqual([orderId]);

    const { orders } = await apiGetInPage<OrdersAnswer>(page, '/order');
    expect(orders.map((o) => o.orderid)).toEqual([orderId]);
  });
});
