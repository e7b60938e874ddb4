import { formatAed, toAed, toFils } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { adminApiInPage, signInToConsole, statCard } from './support/admin';
import { useInProcessStore } from './support/in-process-store';
import { apiGetInPage, placeOrderInBrowser } from './support/orders';
import { DESKTOP, PHONE } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

type Order = { _id: string; orderid: string; totalprice: number; items: { name: string }[] };
type Stats = {
  customers: { value: number };
  revenue: { value: number };
  orders: { value: number };
};

describe('journey: the dashboard shows the orders shoppers just placed', () => {
  // A store of its own, so this month's figures are exactly the orders placed here.
  const journey = useInProcessStore();

  it('counts revenue, orders and customers, lists the recent orders and follows a cancel', async () => {
    const shoppers = [await journey.page(PHONE), await journey.page(PHONE)];
    const orders: Order[] = [];
    for (const [i, page] of shoppers.entries()) {
      await registerInBrowser(page, uniqueShopper(`dashboard${i}`));
      const placed = await placeOrderInBrowser(page, 'Cash on Delivery');
      const { orders: mine } = await apiGetInPage<{ orders: Order[] }>(page, '/order');
      orders.push(mine.find((o) => o._id === placed._id) as Order);
    }
    const revenue = toAed(orders.reduce((sum, o) => sum + toFils(o.totalprice), 0));

    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    await statCard(page, 'Revenue')
      .locator('.stat-card__value')
      .getByText(formatAed(revenue))
      .waitFor();
    expect(await statCard(page, 'Orders').locator('.stat-card__value').innerText()).toBe('2');
    // The two shoppers and the demo shopper joined this month; nobody did last month.
    const { body: stats } = await adminApiInPage<Stats>(page, '/admin/dashboard/stats');
    expect(stats.customers.value).toBe(3);
    expect(await statCard(page, 'New customers').locator('.stat-card__value').innerText()).toBe(
      '3',
    );
    // Nothing last month: the API says 100 % (a change from nothing), the card says 'New'.
    expect(await statCard(page, 'Revenue').locator('.stat-card__change').innerText()).toContain(
      'New',
    );
    expect(await statCard(page, 'Revenue').innerText()).toContain('Last month: AED 0.00');
    // No growth rate without an earlier figure: 'New', no percent, and none last month either.
    const growth = statCard(page, 'Growth rate');
    expect(await growth.locator('.stat-card__value').innerText()).toBe('New');
    expect(await growth.locator('.stat-card__comparison').innerText()).toBe('Last month: No sales');
    expect(await growth.innerText()).not.toContain('%');
    // No promotion ran: nothing given this month or last, and the card says so.
    const discounts = statCard(page, 'Discounts given');
    expect(await discounts.locator('.stat-card__value').innerText()).toBe(formatAed(0));
    expect(await discounts.locator('.stat-card__change').innerText()).toContain('No change');

    // Recent orders: newest first, with customer, first product, amount and status.
    const recent = page.getByRole('table', { name: 'Recent orders' });
    const rows = recent.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    const newest = orders[1] as Order;
    const firstRow = await rows.first().innerText();
    for (const text of [newest.orderid, 'Mariam Al Suwaidi', newest.items[0]?.name ?? '?']) {
      expect(firstRow).toContain(text);
    }
    expect(firstRow).toContain(formatAed(newest.totalprice));
    expect(await rows.first().locator('.status-badge').innerText()).toBe('New Order');

    // The chart's figures: today's revenue is both orders.
    await page.getByText('Show the figures as a table').click();
    const table = page.locator('.revenue-chart__table');
    expect(await table.innerText()).toContain(formatAed(revenue));
    expect(await page.getByRole('img', { name: /^Daily revenue/ }).count()).toBe(1);

    // A shopper cancels; Refresh shows it: revenue drops, the order still counts, its badge turns.
    const cancelled = orders[0] as Order;
    await shoppers[0]?.evaluate(async (id) => {
      await fetch('/api/order/cancel', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('token')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ orderid: id }),
      });
    }, cancelled._id);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await statCard(page, 'Revenue')
      .locator('.stat-card__value')
      .getByText(formatAed(newest.totalprice))
      .waitFor();
    expect(await statCard(page, 'Orders').locator('.stat-card__value').innerText()).toBe('2');
    const cancelledRow = recent.locator('tbody tr', { hasText: cancelled.orderid });
    expect(await cancelledRow.locator('.status-badge').innerText()).toBe('Cancelled');

    // All orders, searched in the store's words.
    await page.getByRole('link', { name: 'View all orders' }).click();
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    expect(await search.getAttribute('placeholder')).toBe(
      'Search by order, customer, email, mobile or PO box',
    );
    // Three sessions, two checkouts and the console on a shared machine.
  }, 120_000);
});
