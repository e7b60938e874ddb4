import { describe, expect, it } from 'vitest';
import {
  listNotifications,
  markNotificationRead,
  notifyCode,
} from '../apps/api/src/modules/notifications/notification-service';
import { useInProcessStore } from './support/in-process-store';
import { placeOrderInBrowser } from './support/orders';
import { PHONE } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

describe("journey: a shopper reads a delivery code and the header's dot goes", () => {
  const journey = useInProcessStore();

  it('shows the dot while a code is unread, and not after reading it', async () => {
    const page = await journey.page(PHONE);
    await registerInBrowser(page, uniqueShopper('notice'));
    const order = await placeOrderInBrowser(page, 'Cash on Delivery');
    // The order's confirmation is a notice too (issue 30): this journey starts with it read.
    const { app } = journey.store;
    for (const n of await listNotifications(app, order.userid)) {
      await markNotificationRead(app, order.userid, n._id);
    }
    // On a phone the header shows the dot on the account button; the bell link is for wider screens.
    const dot = page.locator('.profile-menu__trigger .unread-dot');
    const bellDot = page.locator('header a.header-action[href="/notifications"] .unread-dot');
    await page.goto('/');
    await page.getByRole('heading', { name: 'Explore All Products' }).waitFor();
    expect(await dot.count()).toBe(0);

    await notifyCode(journey.store.app, {
      userId: order.userid,
      kind: 'delivery_code',
      orderId: order._id,
      otp: '4821',
      ttlSeconds: 86_400,
    });
    // The header polls every 30 s; a fresh page load asks at once.
    await page.reload();
    await dot.waitFor();
    expect(await bellDot.count()).toBe(1);

    await page.getByRole('button', { name: /^Account menu for / }).hover();
    await page
      .locator('.profile-menu__panel')
      .getByRole('link', { name: /^Notification/ })
      .click();
    await page.waitForURL(/\/notifications$/);
    const notice = page.locator('.notice', { hasText: '4821' });
    await notice.waitFor();
    const text = await notice.innerText();
    expect(text).toContain(`Order ${order.orderid}`);
    expect(text).toContain('just now');
    expect(text).toMatch(/delivery code/i);
    expect(await page.getByText('1 unread').count()).toBe(1);

    await notice.getByRole('button', { name: 'Mark as read' }).click();
    await notice.getByText('Read', { exact: true }).waitFor();
    await page.getByText('0 unread').waitFor();
    await dot.waitFor({ state: 'detached' });
    expect(await bellDot.count()).toBe(0);

    // The server kept it: after a reload elsewhere, still no dot.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Explore All Products' }).waitFor();
    await page.getByRole('button', { name: /^Account menu for / }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await dot.count()).toBe(0);
    await page.context().close();
  });
});
