import type { Page } from 'playwright-core';
import { addAddressInBrowser, addToBagInBrowser } from './checkout';

/** A GET on the store's API with the page's stored token, the way the web app calls it. */
export async function apiGetInPage<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const token = localStorage.getItem('token');
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as T;
  }, `/api${path}`);
}

type PlacedOrder = { _id: string; orderid: string; userid: string };

/**
 * Buys one 'DM-0001' (M, Black) through the pages: bag, a new Home address, then `payment`
 * ('Cash on Delivery' or 'Pay with Wallet'); returns the order as GET /api/order lists it.
 */
export async function placeOrderInBrowser(
  page: Page,
  payment: 'Cash on Delivery' | 'Pay with Wallet',
): Promise<PlacedOrder> {
  await addToBagInBrowser(page, 'DM-0001', 'M', 'Black');
  await page.goto('/checkout/address');
  await addAddressInBrowser(page);
  await page.locator('.pay-option', { hasText: payment }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByText('Order placed successfully!').waitFor();
  await page.waitForURL(/\/successToOrder$/);
  const orderid = await page.getByTestId('order-id').innerText();
  const { orders } = await apiGetInPage<{ orders: PlacedOrder[] }>(page, '/order');
  const order = orders.find((o) => o.orderid === orderid);
  if (!order) throw new Error(`order ${orderid} is not in GET /api/order`);
  return order;
}

/** The card of one order on /orders. */
export const orderCard = (page: Page, orderid: string) =>
  page.locator(`article[data-order-id="${orderid}"]`);
