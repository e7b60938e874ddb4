import { describe, expect, it } from 'vitest';
import {
  listNotifications,
  markNotificationRead,
  notifyCode,
} from '../apps/api/src/modules/notifications/notification-service';
import { useInProcessStore } from './support/in-process-store';
import { placeOrderInBrowser } from './support/orders';
import { DESKTOP, PHONE } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

describe("journey: a shopper reads a delivery code and the header's dot goes", () => {
  const journey = useInProcessStore();

  it('shows the dot while a code is unread, and not after reading it', async () => {
    const page = await journey.page(PHONE);
    await registerInBrowser(page, uniqueShopper('notice'));
    const order = await placeOrderInBrowser(page, 'Cash on Delivery');
    // The order's confirmation is a notice too: this journey starts with it read.
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

  it('says a notice in Arabic on the Arabic page, its time too, and an English line left to right', async () => {
    const page = await journey.page(DESKTOP);
    const shopper = uniqueShopper('noticear');
    await registerInBrowser(page, shopper);
    const { app } = journey.store;
    // The session token names the account it signs in (its `sub`).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const claims = token?.split('.')[1];
    if (!claims) throw new Error('the shopper has no session token');
    const userId = (JSON.parse(Buffer.from(claims, 'base64url').toString()) as { sub: string }).sub;
    await notifyCode(app, {
      userId,
      kind: 'delivery_code',
      otp: '5930',
      message: 'Share this code with the courier.',
      ttlSeconds: 86_400,
    });
    // Four minutes later by the server's clock.
    const clock = app.clock.now;
    app.clock.now = () => new Date(Date.now() + 4 * 60_000 + 5_000);
    try {
      await page.goto('/ar/notifications');
      const notice = page.locator('.notice', { hasText: '5930' });
      await notice.waitFor();
      await page.getByRole('heading', { name: 'الإشعارات' }).waitFor();
      expect(await notice.locator('.notice__time').innerText()).toBe('قبل 4 دقائق');
      expect(await notice.locator('.notice__kind').innerText()).toContain('رمز التوصيل');
      await notice.getByRole('button', { name: 'تعليم كمقروء' }).waitFor();
      // A line stored in English reads left to right, its full stop at its end.
      const message = notice.locator('.notice__message');
      expect(await message.evaluate((el) => el.matches(':dir(ltr)'))).toBe(true);
    } finally {
      app.clock.now = clock;
    }
    // The English page says the same time in English.
    await page.goto('/notifications');
    await page.locator('.notice', { hasText: '5930' }).waitFor();
    expect(
      await page.locator('.notice', { hasText: '5930' }).locator('.notice__time').innerText(),
    ).toMatch(/^(just now|\d+ minutes? ago)$/);
  });
});
