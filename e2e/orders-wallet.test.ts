import { describe, expect, it } from 'vitest';
import { useInProcessStore } from './support/in-process-store';
import { orderCard, placeOrderInBrowser } from './support/orders';
import { DESKTOP } from './support/page';
import { signInInBrowser } from './support/shopper';

// The demo shopper starts with AED 250 (a 'Welcome credit'); this store is the journey's own.
const DEMO = { email: 'demo@souqstyle.ae', password: 'demo1234' };

describe('journey: a wallet order is cancelled and the money is back in the wallet', () => {
  const journey = useInProcessStore();

  it('shows the debit, then the refund credit and the balance restored', async () => {
    const page = await journey.page(DESKTOP);
    await page.goto('/login');
    await signInInBrowser(page, DEMO.email, DEMO.password);
    const order = await placeOrderInBrowser(page, 'Pay with Wallet');

    const balance = page.getByTestId('wallet-balance');
    const rows = page.locator('.wallet-tx');
    await page.goto('/wallet');
    await page.getByRole('heading', { name: 'My Wallet' }).waitFor();
    expect(await balance.innerText()).toBe('AED 188.55');
    await page.getByRole('heading', { name: 'Recent Transactions' }).waitFor();
    expect(await page.getByTestId('wallet-count').innerText()).toBe('2 transactions');
    expect(await rows.first().innerText()).toContain(`Payment for order ${order.orderid}`);
    // textContent: the visually hidden 'Debit:' is read out with the amount.
    expect(await rows.first().locator('.wallet-tx__amount').textContent()).toBe(
      'Debit: −AED 61.45',
    );

    await page.goto('/orders');
    const card = orderCard(page, order.orderid);
    await card.waitFor();
    expect(await card.innerText()).toContain('Paid from wallet: AED 61.45');
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel order' }).click();
    await page.getByText('Order cancelled successfully').waitFor();
    await card.getByText('Order Cancelled').waitFor();
    await card.getByText('Refunded', { exact: true }).waitFor();

    await page.goto('/wallet');
    await page.getByRole('heading', { name: 'My Wallet' }).waitFor();
    await page.getByText('3 transactions').waitFor();
    expect(await balance.innerText()).toBe('AED 250.00');
    const refund = rows.first();
    expect(await refund.innerText()).toContain(`Refund for order ${order.orderid}`);
    expect(await refund.locator('.wallet-tx__amount').textContent()).toBe('Credit: +AED 61.45');
    expect(
      await refund.evaluate(
        (el) => getComputedStyle(el.querySelector('.wallet-tx__amount')!).color,
      ),
    ).toBe('rgb(23, 128, 61)');
    expect(await rows.last().innerText()).toContain('Welcome credit');
    await page.context().close();
  });
});
