import { describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { scrollsSideways, seriousFindings } from './support/axe';
import { useInProcessStore } from './support/in-process-store';
import { orderCard, placeOrderInBrowser } from './support/orders';
import { DESKTOP, focusedLabel, PHONE } from './support/page';
import { registerInBrowser, signInInBrowser, uniqueShopper } from './support/shopper';

// The demo shopper starts with AED 250 (a 'Welcome credit'); this store is the journey's own.
const DEMO = { email: 'demo@souqstyle.ae', password: 'demo1234' };

describe('journey: the shop owner cancels a wallet order and the shopper gets the money back', () => {
  const journey = useInProcessStore();

  it('asks first, cancels once, and the wallet is whole again', async () => {
    const shopper = await journey.page(PHONE);
    await shopper.goto('/login');
    await signInInBrowser(shopper, DEMO.email, DEMO.password);
    const order = await placeOrderInBrowser(shopper, 'Pay with Wallet');
    const balance = shopper.getByTestId('wallet-balance');
    await shopper.goto('/wallet');
    await shopper.getByRole('heading', { name: 'My Wallet' }).waitFor();
    expect(await balance.innerText()).toBe('AED 188.55');

    // The console on the smallest phone we serve.
    const page = await journey.page({ width: 360, height: 740 });
    await signInToConsole(page);
    await page.goto(`/admin/manage-order?q=${order.orderid}`);
    const row = page.locator('tbody tr', { has: page.getByText(order.orderid, { exact: true }) });
    await row.getByText('Wallet · Paid').waitFor();
    await page.getByRole('button', { name: `Show details for ${order.orderid}` }).click();
    expect(await page.locator('.data-table__details').innerText()).toContain(
      'Paid from wallet\nAED 61.45',
    );
    // On the phone the item's name reads on one line beside its picture, not a letter a line.
    const itemName = page.locator('.order-item__name').first();
    expect(await itemName.innerText()).toBe('Essential Crew Neck Tee');
    const nameBox = await itemName.boundingBox();
    expect(nameBox?.width).toBeGreaterThan(150);
    expect(nameBox?.height).toBeLessThan(30);

    expect(await scrollsSideways(page)).toBe(false);
    // Keep Order leaves it as it was.
    await row.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel order' });
    await confirm.getByText(`Are you sure you want to cancel order ${order.orderid}?`).waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Keep Order' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await row.locator('.status-badge').innerText()).toBe('New Order');

    // This time from the keyboard: the row stays (no filter), its buttons go, and focus goes to
    // the words that took their place once the confirmation has closed, not to <body>.
    await row.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Cancel Order' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Status updated successfully').waitFor();
    await row.locator('.status-badge', { hasText: 'Cancelled' }).waitFor();
    expect(await row.getByRole('button', { name: 'Cancel' }).count()).toBe(0);
    await expect.poll(() => focusedLabel(page)).toBe('No actions');
    expect(await page.locator('.order-timeline__step--cancelled').innerText()).toMatch(
      /^Cancelled\n\d/,
    );
    // The wallet money went back: the order no longer reads as paid.
    await row.getByText('Wallet · Refunded').waitFor();
    expect(await page.locator('.order-details__facts').innerText()).toContain('Status\nRefunded');

    await shopper.goto('/wallet');
    await shopper.getByRole('heading', { name: 'My Wallet' }).waitFor();
    await shopper.getByText('3 transactions').waitFor();
    expect(await balance.innerText()).toBe('AED 250.00');
    expect(await shopper.locator('.wallet-tx').first().innerText()).toContain(
      `Refund for order ${order.orderid}`,
    );
    await shopper.goto('/orders');
    await orderCard(shopper, order.orderid).getByText('Order Cancelled').waitFor();
  });

  it('keeps the keyboard’s place as shipped and cancelled orders leave the New Order list', async () => {
    // Three cash orders (from three shoppers one search finds), newest first: top, middle, bottom.
    const tag = `kbdleave${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const shopper = await journey.page(PHONE);
      await registerInBrowser(shopper, uniqueShopper(tag));
      ids.push((await placeOrderInBrowser(shopper, 'Cash on Delivery')).orderid);
      await shopper.context().close();
    }
    const [bottom, middle, top] = ids as [string, string, string];

    const page = await journey.page(DESKTOP);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInToConsole(page);
    await page.goto(`/admin/manage-order?q=${tag}&status=new`);
    const table = page.getByRole('table', { name: 'Orders, newest first' });
    await expect
      .poll(() => table.locator('tbody th').allInnerTexts())
      .toEqual([top, middle, bottom]);
    const row = (orderid: string) =>
      table.locator('tbody tr', { has: page.locator('th', { hasText: orderid }) });

    /** Mark as Shipped from the keyboard; resolves once the row has left the filtered list. */
    const shipByKeyboard = async (orderid: string) => {
      await row(orderid).getByRole('button', { name: 'Mark as Shipped' }).focus();
      await page.keyboard.press('Enter');
      // The dialog asks for the courier; its own Mark as Shipped confirms (no tracking number).
      const ship = page.getByRole('dialog', { name: 'Mark as Shipped' });
      // As a person would, wait for the couriers to be listed before confirming.
      await expect
        .poll(() => ship.getByRole('combobox', { name: 'Courier' }).isEnabled())
        .toBe(true);
      const confirm = ship.getByRole('button', { name: 'Mark as Shipped' });
      await confirm.focus();
      await expect.poll(() => confirm.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await row(orderid).waitFor({ state: 'detached' });
    };
    /** Cancel, then Cancel Order in its confirmation, from the keyboard; likewise. */
    const cancelByKeyboard = async (orderid: string) => {
      await row(orderid).getByRole('button', { name: 'Cancel', exact: true }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: 'Cancel order' });
      await confirm.getByRole('button', { name: 'Cancel Order' }).focus();
      await page.keyboard.press('Enter');
      await row(orderid).waitFor({ state: 'detached' });
    };

    // The middle order ships: focus moves on to the next row's first control.
    await shipByKeyboard(middle);
    await expect.poll(() => focusedLabel(page)).toBe(`Show details for ${bottom}`);
    // The last one is cancelled: back to the row before it, once the confirmation has closed.
    await cancelByKeyboard(bottom);
    await expect.poll(() => focusedLabel(page)).toBe(`Show details for ${top}`);
    // The only one left ships: to the message that says the list is empty.
    await shipByKeyboard(top);
    await expect.poll(() => focusedLabel(page)).toBe('No orders found');
    await page.context().close();
  }, 120_000);
});
