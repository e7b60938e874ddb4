import { describe, expect, it } from 'vitest';
import { advanceOrderStatus } from '../apps/api/src/modules/orders/order-status-service';
import { advanceReturnStatus } from '../apps/api/src/modules/returns/return-status-service';
import { useInProcessStore } from './support/in-process-store';
import { apiGetInPage, orderCard, placeOrderInBrowser } from './support/orders';
import { DESKTOP } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

describe('journey: a shopper returns an item of a delivered order', () => {
  const journey = useInProcessStore();

  it('asks for the reason, submits, and follows the return status', async () => {
    const page = await journey.page(DESKTOP);
    await registerInBrowser(page, uniqueShopper('return'));
    const order = await placeOrderInBrowser(page, 'Cash on Delivery');

    // The courier's side, through the server's own services.
    for (const to of ['shipped', 'out-for-delivery', 'delivered'] as const) {
      await advanceOrderStatus(journey.store.app, order._id, to);
    }

    await page.goto('/orders');
    const card = orderCard(page, order.orderid);
    await card.waitFor();
    expect(await card.locator('[aria-current="step"]').innerText()).toBe('Delivered');
    expect(await card.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);

    // From the keyboard: the dialog hands focus back to the item when it closes.
    await card.getByRole('button', { name: /^Return / }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Return / });
    await dialog.waitFor();
    await dialog.getByLabel('Other reason').check();
    await page.getByRole('button', { name: 'Submit Return Request' }).click();
    await dialog.getByText('Please specify your reason').waitFor();
    await dialog.getByText('Please select a return type').waitFor();

    await dialog.getByLabel('Your reason').fill('The fabric is thinner than pictured');
    expect(await dialog.getByText('Please specify your reason').count()).toBe(0);
    await dialog.getByLabel('Refund to wallet').check();
    await page.getByRole('button', { name: 'Submit Return Request' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Return request submitted successfully!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText('Return requested').waitFor();
    expect(await card.getByRole('button', { name: /^Return / }).count()).toBe(0);
    // The Return button is gone: focus is on the status that took its place, not on <body>.
    await expect
      .poll(() => card.locator('.return-status').evaluate((el) => el === document.activeElement), {
        timeout: 5000,
      })
      .toBe(true);

    // The shop approves it; the page's 10 s poll brings the new status without a reload.
    const { data } = await apiGetInPage<{ data: { _id: string; orderCode: string }[] }>(
      page,
      '/order/returns',
    );
    expect(data.map((r) => r.orderCode)).toEqual([order.orderid]);
    await advanceReturnStatus(journey.store.app, data[0]!._id, 'approved_by_shop_owner');
    await card.getByText('Return approved').waitFor({ timeout: 15_000 });
    await page.context().close();
  });
});
