import { describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { scrollsSideways, seriousFindings } from './support/axe';
import { useInProcessStore } from './support/in-process-store';
import { placeOrderInBrowser } from './support/orders';
import { DESKTOP, PHONE } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

describe('journey: the shop owner sees a customer whole and credits their wallet', () => {
  const journey = useInProcessStore();

  it('opens the customer from the list, shows the order and the wallet, and a credit lands in both ledgers', async () => {
    const shopperPage = await journey.page(PHONE);
    const shopper = uniqueShopper('customer-page');
    await registerInBrowser(shopperPage, shopper);
    const order = await placeOrderInBrowser(shopperPage, 'Cash on Delivery');

    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    await page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Customers' })
      .click();
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(shopper.email);
    await page.getByText('1 customer matches').waitFor();
    await page
      .getByRole('table', { name: 'Customers, newest first' })
      .getByRole('link', { name: shopper.fullname })
      .click();
    await page.waitForURL(/\/admin\/customers\/[0-9a-f-]{36}$/);

    // The profile, the address the order was sent to, and the order itself.
    await page.getByRole('heading', { level: 1, name: shopper.fullname }).waitFor();
    const profile = page.getByRole('region', { name: 'Profile' });
    expect(await profile.innerText()).toContain(shopper.email);
    expect(await profile.innerText()).toContain('Email and password');
    const orders = page.getByRole('table', { name: "The customer's orders, newest first" });
    const orderLink = orders.getByRole('link', { name: order.orderid });
    await orderLink.waitFor();
    expect(await orders.locator('tbody tr').first().innerText()).toContain('New Order');
    await page.getByRole('region', { name: 'Returns' }).getByText('No returns.').waitFor();

    // The wallet starts empty; the owner credits it with a reason.
    const wallet = page.getByRole('region', { name: 'Wallet' });
    expect(await wallet.getByTestId('wallet-balance').innerText()).toBe('AED 0.00');
    await wallet.getByText('No wallet movements yet.').waitFor();
    await wallet.getByRole('button', { name: 'Credit wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Credit the wallet' });
    await dialog.getByRole('button', { name: 'Credit', exact: true }).click();
    await dialog.getByText('Enter an amount in AED, for example 25 or 25.50.').waitFor();
    await dialog.getByLabel('Amount (AED)').fill('25.50');
    await dialog.getByLabel('Reason').fill('Sorry for the late delivery');
    await dialog.getByRole('button', { name: 'Credit', exact: true }).click();
    await page.getByText('AED 25.50 credited. The balance is now AED 25.50.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => wallet.getByTestId('wallet-balance').innerText()).toBe('AED 25.50');
    const ledger = page.getByRole('table', { name: 'Wallet movements, newest first' });
    const line = await ledger.locator('tbody tr').first().innerText();
    expect(line).toContain('Credit');
    expect(line).toContain('+AED 25.50');
    expect(line).toContain('Sorry for the late delivery');

    // A debit past the balance is refused in the dialog, before anything is sent.
    await wallet.getByRole('button', { name: 'Debit wallet' }).click();
    const debit = page.getByRole('dialog', { name: 'Debit the wallet' });
    await debit.getByLabel('Amount (AED)').fill('30');
    await debit.getByLabel('Reason').fill('Too much');
    await debit.getByRole('button', { name: 'Debit', exact: true }).click();
    await debit.getByText('The balance is AED 25.50: a debit cannot take it below 0.').waitFor();
    expect(await seriousFindings(page)).toEqual([]);
    await debit.getByRole('button', { name: 'Cancel' }).click();
    expect(await ledger.locator('tbody tr').count()).toBe(1);
    expect(await seriousFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await scrollsSideways(page)).toBe(false);
    await page.setViewportSize(DESKTOP);

    // The shopper reads the credit and its reason in their own wallet.
    await shopperPage.goto('/wallet');
    await shopperPage.getByTestId('wallet-balance').getByText('AED 25.50').waitFor();
    expect(await shopperPage.locator('.wallet-tx').first().innerText()).toContain(
      'Sorry for the late delivery',
    );

    // The order opens in Manage Orders.
    await orderLink.click();
    await page.waitForURL((url) => url.searchParams.get('q') === order.orderid);
    await page.getByRole('heading', { level: 1, name: 'Manage Orders' }).waitFor();
    await page.getByText('1 order', { exact: true }).waitFor();
  });
});
