import { describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { useInProcessStore } from './support/in-process-store';
import { orderCard } from './support/orders';
import { DESKTOP, PHONE, recordFailures } from './support/page';
import {
  deliveredOrderInBrowser,
  readReturnCode,
  requestReturnInPage,
  returnRow,
} from './support/returns';

describe('journey: a replacement picked up, shipped and delivered, each step by a code', () => {
  const journey = useInProcessStore();

  it('takes the replacement to delivered, with an expired code resent on the way', async () => {
    const app = journey.store.app;
    const shopper = await journey.page(PHONE);
    const order = await deliveredOrderInBrowser(app, shopper, 'rt-replace');
    const { returnid } = await requestReturnInPage(shopper, order, 'replacement');

    const admin = await journey.page(DESKTOP);
    // The console's clock is under the test's control, to let a code run out without waiting.
    await admin.clock.install();
    await signInToConsole(admin);
    await admin.goto(`/admin/manage-return?q=${returnid}`);
    const row = returnRow(admin, returnid);
    await row.waitFor();
    expect(await row.innerText()).toContain('Replacement');
    const button = (name: string) =>
      row.getByRole('button', { name: `${name} return ${returnid}` });

    await button('Accept').click();
    await button('Schedule pickup').click();
    await button('Send pickup code').click();
    const pickup = admin.getByRole('dialog', { name: 'Pickup code' });
    await pickup.getByLabel('Code from the customer').fill(await readReturnCode(shopper, returnid));
    const afterPickup = recordFailures(admin);
    await pickup.getByRole('button', { name: 'Verify' }).click();
    await pickup.waitFor({ state: 'hidden' });
    await admin.getByText('Code verified').first().waitFor();
    await row.getByText('Picked up').waitFor();
    // The used code is not asked for again (getOtp would be answered 409 and logged).
    await admin.waitForLoadState('networkidle');
    expect(afterPickup).toEqual([]);

    // Shipping takes the replacement from stock, after a confirmation.
    await button('Ship replacement').click();
    const ship = admin.getByRole('dialog', { name: 'Ship replacement' });
    expect(await ship.innerText()).toContain(`1 × "${order.items[0]!.name}" (Black, M)`);
    await ship.getByRole('button', { name: 'Ship replacement' }).click();
    await row.getByText('Replacement shipped').waitFor();
    await shopper.goto('/orders');
    await orderCard(shopper, order.orderid).getByText('Replacement shipped').waitFor();

    // Sent while the server's clock runs a day less 2 s behind, the code has 2 s left: it runs out
    // in the dialog, Verify goes off and Resend makes a new one. (Moving the clocks a day on
    // instead would outlive the console's 12-hour session.)
    app.clock.now = () => new Date(Date.now() - (24 * 3600_000 - 2000));
    const delivery = admin.getByRole('dialog', { name: 'Replacement delivery code' });
    try {
      await button('Send delivery code').click();
      await delivery.waitFor();
      await admin.clock.fastForward(3000);
      await delivery.getByText('The code has expired. Please send a new one.').waitFor();
    } finally {
      app.clock.now = () => new Date();
    }
    expect(await delivery.getByRole('button', { name: 'Verify' }).isDisabled()).toBe(true);
    await delivery.getByRole('button', { name: 'Resend' }).click();
    await admin.getByText('Code sent to the customer').first().waitFor();
    // A courier's code lasts the day: the dialog says when it ends, not a ticking countdown.
    await delivery.getByText(/^Code valid until \d\d:\d\d tomorrow$/).waitFor();
    // The newest notice carries the new code; the spent one no longer counts.
    const code = await readReturnCode(shopper, returnid);

    await delivery.getByLabel('Code from the customer').fill(code);
    const afterDelivery = recordFailures(admin);
    await delivery.getByRole('button', { name: 'Verify' }).click();
    await delivery.waitFor({ state: 'hidden' });
    await row.locator('.status-badge', { hasText: 'Replacement delivered' }).waitFor();
    await admin.waitForLoadState('networkidle');
    expect(afterDelivery).toEqual([]);
    expect(await row.locator('.return-done').innerText()).toBe('Replacement delivered');
    await shopper.goto('/orders');
    await orderCard(shopper, order.orderid).getByText('Replacement delivered').waitFor();
    await shopper.context().close();
    await admin.context().close();
  });
});
