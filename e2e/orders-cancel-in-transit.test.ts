import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { outgoingMail } from '../apps/api/src/db/schema';
import { signInToConsole } from './support/admin';
import { useInProcessStore } from './support/in-process-store';
import { orderCard, placeOrderInBrowser } from './support/orders';
import { DESKTOP, PHONE } from './support/page';
import { productAnswer } from './support/products';
import { signInInBrowser } from './support/shopper';

// The demo shopper starts with AED 250 (a 'Welcome credit'); this store is the journey's own.
const DEMO = { email: 'demo@souqstyle.ae', password: 'demo1234' };
const OWNER = 'owner@souqstyle.test';

/** Units of DM-0001 in Black, M (what placeOrderInBrowser buys) as the storefront reads them. */
async function blackM(page: Page): Promise<number> {
  const product = await productAnswer(page, 'DM-0001');
  const variant = product.variants.find((v) => v.color === 'Black' && v.size === 'M');
  if (!variant) throw new Error('DM-0001 has no Black M');
  return variant.stock;
}

describe('journey: a shopper asks to cancel a shipped order and the owner settles it', () => {
  const journey = useInProcessStore({ OWNER_EMAIL: OWNER });

  it('nothing moves until the parcel is back, then stock and money come back once', async () => {
    const shopper = await journey.page(PHONE);
    await shopper.goto('/login');
    await signInInBrowser(shopper, DEMO.email, DEMO.password);
    const stockBefore = await blackM(shopper);
    const order = await placeOrderInBrowser(shopper, 'Pay with Wallet');
    const balance = shopper.getByTestId('wallet-balance');

    // The owner ships it.
    const owner = await journey.page(DESKTOP);
    await signInToConsole(owner);
    await owner.goto(`/admin/manage-order?q=${order.orderid}`);
    const row = owner.locator('tbody tr', { has: owner.getByText(order.orderid, { exact: true }) });
    await row.getByRole('button', { name: 'Mark as Shipped' }).click();
    const ship = owner.getByRole('dialog', { name: 'Mark as Shipped' });
    await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
    await row.locator('.status-badge', { hasText: 'Shipped' }).waitFor();

    // The shopper's Cancel now asks: the dialog says so, and the card shows the request.
    await shopper.goto('/orders');
    const card = orderCard(shopper, order.orderid);
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = shopper.getByRole('dialog', { name: 'Ask to cancel this order?' });
    expect(await dialog.innerText()).toContain('has already shipped');
    // Why, from a short list, and a note of their own.
    const why = dialog.getByRole('group', { name: /^Why do you want to cancel\?/ });
    expect(await why.getByRole('radio').count()).toBe(5);
    await why.getByRole('radio', { name: 'Delivery takes too long' }).check();
    await dialog
      .getByRole('textbox', { name: /^Anything you would like to tell us\?/ })
      .fill('I need it before Friday');
    await dialog.getByRole('button', { name: 'Yes, ask to cancel' }).click();
    await shopper.getByText(/^Cancellation requested\. We have asked the courier/).waitFor();
    await card.getByText('Cancellation requested', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    await shopper.reload();
    await orderCard(shopper, order.orderid)
      .getByText('Cancellation requested', { exact: true })
      .waitFor();
    // Nothing moved: the unit is still out and the wallet still paid.
    expect(await blackM(shopper)).toBe(stockBefore - 1);
    await shopper.goto('/wallet');
    await shopper.getByRole('heading', { name: 'My Wallet' }).waitFor();
    expect(await balance.innerText()).toBe('AED 188.55');
    // The owner was written to.
    const mails = (await journey.store.app.db.select().from(outgoingMail)).filter(
      (m) => m.toAddress === OWNER && m.kind === 'owner_cancel_requested',
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `Cancellation requested for order ${order.orderid} · طلب إلغاء للطلب ${order.orderid}`,
    ]);
    expect(mails[0]?.textBody).toContain('Reason: Delivery takes too long');
    expect(mails[0]?.textBody).toContain('السبب: التوصيل يستغرق وقتًا طويلًا');

    // The console: the filter finds it (kept in the address), with its badge and its answers.
    await owner.goto('/admin/manage-order');
    await owner.getByRole('combobox', { name: 'Needs attention' }).selectOption('cancel-requested');
    await owner.waitForURL(/flag=cancel-requested/);
    await row.locator('.status-badge', { hasText: 'Cancel requested' }).waitFor();
    // The order's details say why.
    await row.getByRole('button', { name: `Show details for ${order.orderid}` }).click();
    await owner.getByText('Reason: Delivery takes too long').waitFor();
    await owner.getByText(/^Their note: \u2068?I need it before Friday/).waitFor();
    expect(await row.getByRole('button', { name: 'Enter delivery code' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: 'Mark as Delivered' }).count()).toBe(0);
    await row.getByRole('button', { name: 'Returned to sender' }).click();
    const confirm = owner.getByRole('dialog', { name: 'Parcel returned to sender' });
    await confirm.getByText(`Is the parcel of order ${order.orderid} back with you?`).waitFor();
    await confirm.getByRole('button', { name: 'Yes, cancel and refund' }).click();
    await owner.getByText('Order cancelled and refunded').waitFor();
    // Settled, it leaves the filtered list.
    await row.waitFor({ state: 'detached' });

    // Money and stock came back, once.
    expect(await blackM(shopper)).toBe(stockBefore);
    await shopper.goto('/wallet');
    await shopper.getByRole('heading', { name: 'My Wallet' }).waitFor();
    await shopper.getByText('3 transactions').waitFor();
    expect(await balance.innerText()).toBe('AED 250.00');
    const refunds = shopper.locator('.wallet-tx', { hasText: `Refund for order ${order.orderid}` });
    expect(await refunds.count()).toBe(1);
    await shopper.goto('/orders');
    await orderCard(shopper, order.orderid).getByText('Order Cancelled').waitFor();

    // A second settlement moves nothing.
    await owner.goto(`/admin/manage-order?q=${order.orderid}`);
    await row.locator('.status-badge', { hasText: 'Cancelled' }).waitFor();
    expect(await row.getByRole('button', { name: 'Returned to sender' }).count()).toBe(0);
  }, 240_000);
});
