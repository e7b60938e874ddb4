import type { FastifyInstance } from 'fastify';
import type { Page } from 'playwright-core';
import { advanceOrderStatus } from '../../apps/api/src/modules/orders/order-status-service';
import { apiGetInPage, placeOrderInBrowser } from './orders';
import { registerInBrowser, uniqueShopper } from './shopper';

export type DeliveredOrder = {
  _id: string;
  orderid: string;
  userid: string;
  items: { _id: string; name: string; price: number }[];
};

/**
 * A new shopper (signed in on `page`) with one 'DM-0001' bought cash on delivery and delivered
 * by the courier, moved along with the server's own services.
 */
export async function deliveredOrderInBrowser(
  app: FastifyInstance,
  page: Page,
  prefix: string,
): Promise<DeliveredOrder> {
  await registerInBrowser(page, uniqueShopper(prefix));
  return deliveredOrderOfSignedIn(app, page);
}

/** A delivered COD order placed in the browser by the shopper already signed in on `page`. */
export async function deliveredOrderOfSignedIn(
  app: FastifyInstance,
  page: Page,
): Promise<DeliveredOrder> {
  const placed = await placeOrderInBrowser(page, 'Cash on Delivery');
  for (const to of ['shipped', 'out-for-delivery', 'delivered'] as const) {
    await advanceOrderStatus(app, placed._id, to);
  }
  const { orders } = await apiGetInPage<{ orders: DeliveredOrder[] }>(page, '/order');
  const order = orders.find((o) => o._id === placed._id);
  if (!order) throw new Error(`order ${placed.orderid} is not in GET /api/order`);
  return order;
}

/** The shopper's return request for the order's first item, as the return dialog posts it. */
export async function requestReturnInPage(
  page: Page,
  order: DeliveredOrder,
  returntype: 'replacement' | 'save_to_wallet',
): Promise<{ _id: string; returnid: string }> {
  const item = order.items[0];
  if (!item) throw new Error('order without items');
  const answer = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/order/Return', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { orderid: order._id, productid: item._id, reason: 'Wrong size ordered', returntype },
  );
  if (answer.status >= 300)
    throw new Error(`return request answered ${answer.status}: ${answer.text}`);
  const { data } = await apiGetInPage<{
    data: { _id: string; returnid: string; orderCode: string }[];
  }>(page, '/order/returns');
  const made = data.find((r) => r.orderCode === order.orderid);
  if (!made) throw new Error(`no return for ${order.orderid}`);
  return made;
}

/** A return's row in Manage Returns' table, found by its RT- id. */
export const returnRow = (page: Page, returnid: string) =>
  page
    .getByRole('table', { name: 'Return requests, newest first' })
    .locator('tbody tr', { has: page.locator('th', { hasText: returnid }) });

/**
 * The newest code in the shopper's notifications for a return, read off the page the way the
 * shopper reads it out to the courier.
 */
export async function readReturnCode(page: Page, returnid: string): Promise<string> {
  await page.goto('/notifications');
  // The return's updates (received, accepted, ...) are notices too: the code's has the code.
  const notice = page
    .locator('.notice', { hasText: `Return ${returnid}`, has: page.locator('.notice__code') })
    .first();
  await notice.waitFor();
  const code = (await notice.locator('.notice__code').innerText()).replace(/\D/g, '');
  if (!/^\d{4}$/.test(code)) throw new Error(`no 4-digit code in the notice: ${code}`);
  return code;
}
