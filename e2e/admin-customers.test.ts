import { describe, expect, it } from 'vitest';
import { benchCustomer, seedBenchCustomers } from '../apps/api/src/seed/bench-customers';
import { signInToConsole } from './support/admin';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP, PHONE } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

describe('journey: the shop owner finds customers in the list', () => {
  const journey = useInProcessStore();

  it('pages newest first, searches by name or email, and keeps it all in the address', async () => {
    // 45 customers from the day before, the demo shopper (made with the run's store template,
    // minutes ago), and one who registers now: newest first, the demo shopper comes second.
    await seedBenchCustomers(
      journey.store.app.db,
      45,
      undefined,
      new Date(Date.now() - 86_400_000),
    );
    const shopperPage = await journey.page(PHONE);
    const shopper = uniqueShopper('customers');
    await registerInBrowser(shopperPage, shopper);

    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Customers' })
      .click();
    await page.getByText('47 customers').waitFor();
    const table = page.getByRole('table', { name: 'Customers, newest first' });
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(20);
    expect(await rows.first().innerText()).toContain(shopper.email);
    expect(await rows.nth(2).innerText()).toContain(benchCustomer(1).email);

    const pager = page.getByRole('navigation', { name: 'Pages' });
    await pager.getByRole('button', { name: 'Page 3' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '3');
    await page.getByText('Page 3 of 3').waitFor();
    await table.locator('tbody tr').first().getByText('41', { exact: true }).waitFor();
    expect(await rows.count()).toBe(7);
    expect(await rows.last().innerText()).toContain(benchCustomer(45).email);
    expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    // The address opens the same page.
    await page.reload();
    await page.getByText('Page 3 of 3').waitFor();

    // Two letters do not search yet; three do, on names and on emails.
    const search = page.getByRole('searchbox', { name: 'Search customers' });
    await search.fill('ma');
    await page.waitForTimeout(600);
    await page.getByText('47 customers').waitFor();
    await search.fill('Mariam');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Mariam');
    await page.getByText(/customers? match/).waitFor();
    const names = await table.locator('tbody th').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /mariam/i.test(name))).toBe(true);

    await search.fill(shopper.email.toUpperCase());
    await page.getByText('1 customer matches').waitFor();
    expect(await rows.count()).toBe(1);
    await search.fill('nobody-at-all@nowhere');
    await page.getByText('No record found!').waitFor();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByText('47 customers').waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});
