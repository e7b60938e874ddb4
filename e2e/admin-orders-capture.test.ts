import { describe, expect, it } from 'vitest';
import { adminApiInPage, signInToConsole } from './support/admin';
import { addAddressInBrowser, addToBagInBrowser } from './support/checkout';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP, PHONE } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';

describe('journey: the shop owner retries a Tamara capture that timed out and a refund that failed, then finds the order by its payment', () => {
  const journey = useInProcessStore({ TAMARA_MODE: 'test' });

  it('sees the method and the pending capture, retries it, retries the failed refund after a cancel, and filters by Tamara', async () => {
    const shopper = await journey.page(PHONE);
    await registerInBrowser(shopper, uniqueShopper('capture'));
    await addToBagInBrowser(shopper, 'DM-0009', 'L', 'White');
    await shopper.goto('/checkout/address');
    await addAddressInBrowser(shopper);
    await shopper
      .locator('.tamara-choice')
      .getByRole('button', { name: /^Pay in 4 with Tamara/ })
      .click();
    await shopper.getByRole('button', { name: 'Approve' }).click();
    await shopper.waitForURL(/\/orders$/);
    const orderid = await shopper
      .locator('article[data-order-id]')
      .first()
      .getAttribute('data-order-id');
    if (!orderid) throw new Error('no order');
    expect(await shopper.locator('article[data-order-id]').first().innerText()).toContain(
      'Paid by: Tamara',
    );

    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    // Tamara takes the capture as it ships, but its answer is lost.
    const faults = journey.store.app.tamaraTest;
    if (!faults) throw new Error('no Tamara test provider');
    faults.captureTimeouts = 1;
    const shipped = await adminApiInPage(page, '/admin/orders/updateStatus', {
      method: 'POST',
      body: { orderid, status: 'shipped' },
    });
    expect(shipped.status).toBe(200);
    await page.goto(`/admin/manage-order?q=${orderid}`);
    await page.getByRole('button', { name: `Show details for ${orderid}` }).click();
    const details = page.locator('.data-table__details');
    await details.getByText('Capture pending').waitFor();
    expect(await details.innerText()).toContain('Tamara');
    await details.getByRole('button', { name: 'Retry capture' }).click();
    await details.getByText('Captured', { exact: true }).waitFor();
    expect(await details.getByRole('button', { name: 'Retry capture' }).count()).toBe(0);

    // Returned to the store and cancelled: Tamara refuses the refund once, and the owner retries.
    faults.refundFailures = 1;
    const cancelled = await adminApiInPage(page, '/admin/orders/updateStatus', {
      method: 'POST',
      body: { orderid, status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: `Show details for ${orderid}` }).click();
    await details.getByText(/^Refund pending: AED\s?\d/).waitFor();
    await details.getByRole('button', { name: 'Retry refund' }).click();
    await page.getByText('Refund completed').waitFor();
    await details.getByRole('button', { name: 'Retry refund' }).waitFor({ state: 'detached' });

    // The payment filter, at a phone's width: Card leaves the order out, Tamara lists it.
    await page.setViewportSize(PHONE);
    await page.goto('/admin/manage-order');
    const payment = page.getByLabel('Payment', { exact: true });
    const settled = () => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const paidBy = () => page.locator('.data-table__row td[data-label="Payment"]').allInnerTexts();
    const row = page.getByRole('button', { name: `Show details for ${orderid}` });
    await payment.selectOption({ label: 'Card' });
    await page.waitForURL(/method=card/);
    await settled();
    expect(await row.count()).toBe(0);
    expect((await paidBy()).every((cell) => cell.includes('Card'))).toBe(true);
    await payment.selectOption({ label: 'Tamara' });
    await page.waitForURL(/method=tamara/);
    await row.waitFor();
    await settled();
    const cells = await paidBy();
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((cell) => cell.includes('Tamara'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });
});
