import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToConsole, statCard } from './support/admin';
import { seriousFindings } from './support/axe';
import { useInProcessStore } from './support/in-process-store';
import { orderCard, placeOrderInBrowser } from './support/orders';
import { DESKTOP, PHONE, recordFailures } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

/** The code the shopper was sent, as they read it on their notifications page. */
async function readDeliveryCode(shopper: Page, orderid: string): Promise<string> {
  await shopper.goto('/notifications');
  const notice = shopper
    .locator('.notice', { hasText: orderid })
    .filter({ hasText: 'Delivery code' })
    .first();
  await notice.waitFor();
  const code = /\d{4}/.exec(await notice.locator('.notice__code').innerText())?.[0];
  if (!code) throw new Error('no code on the notice');
  return code;
}

describe('journey: the shop owner takes a cash order to the door with the shopper’s code', () => {
  const journey = useInProcessStore();

  it('finds the order, ships it, sends the code and marks it delivered with that code', async () => {
    const shopper = await journey.page(PHONE);
    await registerInBrowser(shopper, uniqueShopper('deliver'));
    const order = await placeOrderInBrowser(shopper, 'Cash on Delivery');

    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Orders' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Manage Orders' }).waitFor();
    const newOrders = Number(await statCard(page, 'New Orders').locator('dd').innerText());
    expect(newOrders).toBeGreaterThan(0);

    // The search finds it by its id and keeps the search in the address.
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderid.toLowerCase());
    await page.waitForURL((url) => url.searchParams.get('q') === order.orderid.toLowerCase());
    const table = page.getByRole('table', { name: 'Orders, newest first' });
    const row = table.locator('tbody tr', { has: page.getByText(order.orderid, { exact: true }) });
    await page.getByText('1 order', { exact: true }).waitFor();
    expect(await row.getByText('New Order').count()).toBe(1);
    expect(await row.innerText()).toContain('Cash on delivery · Not paid');

    // The expanded row: the item, the address and the timeline.
    await page.getByRole('button', { name: `Show details for ${order.orderid}` }).click();
    const details = table.locator('.data-table__details');
    await details.waitFor();
    const text = await details.innerText();
    expect(text).toContain('Colour: Black · Size: M · Qty: 1');
    expect(text).toContain('Al Barsha 2');
    expect(text).toContain('AED 61.45');
    expect(await details.locator('.order-timeline__step--done').allInnerTexts()).toHaveLength(1);
    expect(await seriousFindings(page)).toEqual([]);

    // Mark as Shipped asks for the courier and the tracking number; a bad number is refused there.
    await row.getByRole('button', { name: 'Mark as Shipped' }).click();
    const ship = page.getByRole('dialog', { name: 'Mark as Shipped' });
    await ship.getByRole('combobox', { name: 'Courier' }).selectOption('dhl');
    const tracking = ship.getByRole('textbox', { name: 'Tracking number (optional)' });
    await tracking.fill('JD01#46');
    await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
    await ship.getByText('trackingNumber must be letters and digits only').waitFor();
    await tracking.fill('JD0146000062');
    await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
    await page.getByText('Status updated successfully').waitFor();
    await row.locator('.status-badge', { hasText: 'Shipped' }).waitFor();
    expect(await details.locator('.order-timeline__step--done').count()).toBe(2);
    expect(await details.innerText()).toContain('JD0146000062');

    // The shopper's card names the courier and links to its tracking page.
    await shopper.goto('/orders');
    const shippedCard = orderCard(shopper, order.orderid);
    await shippedCard.getByText('Shipped with DHL').waitFor();
    const track = shippedCard.getByRole('link', { name: /Track your parcel/ });
    expect(await track.getAttribute('href')).toBe(
      'https://www.dhl.com/ae-en/home/tracking.html?tracking-id=JD0146000062',
    );

    // Mark as Delivered asks first, then the server sends the shopper a code.
    await row.getByRole('button', { name: 'Mark as Delivered' }).click();
    const confirm = page.getByRole('dialog', { name: 'Mark as delivered' });
    await confirm.getByText(`order ${order.orderid}`).waitFor();
    await confirm.getByRole('button', { name: 'Send Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter delivery code' });
    // DHL carries it: the code lasts the courier's day, and the dialog says until when.
    await dialog.getByText(/^Code valid until \d\d:\d\d tomorrow$/).waitFor();
    await row.locator('.status-badge', { hasText: 'Out for delivery' }).waitFor();

    expect(await seriousFindings(page)).toEqual([]);
    const code = await readDeliveryCode(shopper, order.orderid);
    const field = dialog.getByLabel('Delivery code');
    const verify = dialog.getByRole('button', { name: 'Verify' });
    await field.fill('12');
    await verify.click();
    await dialog.getByText('Please enter the 4-digit code.').waitFor();
    await field.fill(code === '1234' ? '4321' : '1234');
    await verify.click();
    await dialog.getByText('Wrong code, please try again.').waitFor();
    expect(await row.locator('.status-badge').innerText()).toBe('Out for delivery');

    await field.fill(code);
    const failures = recordFailures(page);
    await verify.click();
    await page
      .getByText('Order marked as delivered. Return window is now active for 3 days.')
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await row.locator('.status-badge', { hasText: 'Delivered' }).waitFor();
    // The used code is not asked for again (that would be answered 404 and logged).
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
    expect(await row.innerText()).toContain('Cash on delivery · Paid');
    expect(await row.getByRole('button').count()).toBe(1); // only the details toggle
    expect(await details.locator('.order-timeline__step--done').count()).toBe(3);

    // The Delivered filter lives in the address too, and a reload keeps it.
    await page.getByRole('searchbox', { name: 'Search orders' }).fill('');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('delivered');
    await page.waitForURL((url) => url.searchParams.get('status') === 'delivered');
    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('delivered');
    await table.getByText(order.orderid, { exact: true }).waitFor();
    const badges = await table.locator('.status-badge').allInnerTexts();
    expect(badges.every((badge) => badge === 'Delivered')).toBe(true);
    expect(Number(await statCard(page, 'New Orders').locator('dd').innerText())).toBe(
      newOrders - 1,
    );

    // A page past the end (an old link) shows the last page instead of no orders.
    await page.goto('/admin/manage-order?page=99');
    await page.waitForURL((url) => url.searchParams.get('page') !== '99');
    await table.locator('tbody tr').first().waitFor();
    expect(await page.getByText('No orders found').count()).toBe(0);
    const last = page.locator('.admin-pager__page[aria-current="page"]');
    if ((await last.count()) > 0) {
      expect(await last.innerText()).toBe(new URL(page.url()).searchParams.get('page'));
    }

    // The shopper sees it delivered, with the Return button.
    await shopper.goto('/orders');
    const card = orderCard(shopper, order.orderid);
    await card.waitFor();
    expect(await card.locator('[aria-current="step"]').innerText()).toBe('Delivered');
    await card.getByRole('button', { name: /^Return / }).waitFor();
  });

  it('disables Verify once the code runs out, and Resend sends a new one', async () => {
    const shopper = await journey.page(PHONE);
    await registerInBrowser(shopper, uniqueShopper('expire'));
    const order = await placeOrderInBrowser(shopper, 'Cash on Delivery');

    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    await page.goto(`/admin/manage-order?q=${order.orderid}`);
    const row = page.locator('tbody tr', { has: page.getByText(order.orderid, { exact: true }) });
    // The owner delivers it himself: its code lasts 2 minutes, counted down by the second.
    await row.getByRole('button', { name: 'Mark as Shipped' }).click();
    const ship = page.getByRole('dialog', { name: 'Mark as Shipped' });
    await ship
      .getByRole('combobox', { name: 'Courier' })
      .selectOption({ label: 'Our own delivery (no courier)' });
    await ship.getByText('the delivery code lasts 2 minutes').waitFor();
    await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
    await row.getByRole('button', { name: 'Mark as Delivered' }).click();

    // The server's clock runs 118 s behind while it sends: the code has 2 s left.
    const app = journey.store.app;
    app.clock.now = () => new Date(Date.now() - 118_000);
    try {
      await page.getByRole('button', { name: 'Send Code' }).click();
      const dialog = page.getByRole('dialog', { name: 'Enter delivery code' });
      await dialog.getByText('The code has expired. Please send a new one.').waitFor();
      expect(await dialog.getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true);
    } finally {
      app.clock.now = () => new Date();
    }
    const dialog = page.getByRole('dialog', { name: 'Enter delivery code' });
    await dialog.getByRole('button', { name: 'Resend Code' }).click();
    await dialog.getByText(/^Code valid for [12]:\d\d$/).waitFor();
    const verify = dialog.getByRole('button', { name: 'Verify' });
    expect(await verify.isDisabled()).toBe(false);

    // The row says the order is out for delivery; closing and reopening keeps the countdown.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await row.getByRole('button', { name: 'Enter delivery code' }).click();
    await dialog.getByText(/^Code valid for [12]:\d\d$/).waitFor();
    const code = await readDeliveryCode(shopper, order.orderid);
    // The shopper's bell keeps the first code, marked replaced; the newest stands out.
    const codes = shopper
      .locator('.notice', { hasText: order.orderid })
      .filter({ hasText: 'Delivery code' });
    await codes.first().getByText('Latest code').waitFor();
    await codes.nth(1).getByText('Replaced by a newer code').waitFor();
    expect(await codes.nth(1).locator('.notice__code s').count()).toBe(1);
    await dialog.getByLabel('Delivery code').fill(code);
    await verify.click();
    await row.locator('.status-badge', { hasText: 'Delivered' }).waitFor();
  });
});
