import { formatFils, returnCreditFils, toFils } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { seriousFindings } from './support/axe';
import { useInProcessStore } from './support/in-process-store';
import { orderCard } from './support/orders';
import { DESKTOP, PHONE, recordFailures } from './support/page';
import { deliveredOrderInBrowser, readReturnCode, returnRow } from './support/returns';

describe('journey: a return refunded to the wallet, confirmed by the pickup code', () => {
  const journey = useInProcessStore();

  it('is accepted, picked up with the code the shopper reads out, and credited once', async () => {
    const shopper = await journey.page(PHONE);
    const order = await deliveredOrderInBrowser(journey.store.app, shopper, 'rt-wallet');
    const item = order.items[0]!;
    const credit = formatFils(returnCreditFils(toFils(item.price), 1));

    // The shopper asks for the refund to the wallet on /orders.
    await shopper.goto('/orders');
    const card = orderCard(shopper, order.orderid);
    await card.getByRole('button', { name: /^Return / }).click();
    const ask = shopper.getByRole('dialog', { name: /^Return / });
    await ask.getByLabel('Product damaged').check();
    await ask.getByLabel('Refund to wallet').check();
    await shopper.getByRole('button', { name: 'Submit Return Request' }).click();
    await shopper.getByText('Return request submitted successfully!').waitFor();
    await card.getByText('Return requested').waitFor();

    // The shop owner finds it in Manage Returns.
    const admin = await journey.page(DESKTOP);
    await signInToConsole(admin);
    await admin
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: 'Returns' })
      .click();
    await admin.getByRole('heading', { level: 1, name: 'Manage Returns' }).waitFor();
    await admin.getByRole('searchbox', { name: 'Search returns' }).fill(order.orderid);
    await admin.waitForURL((url) => url.searchParams.get('q') === order.orderid);
    await admin.getByText('1 return request matches').waitFor();
    const row = admin
      .getByRole('table', { name: 'Return requests, newest first' })
      .locator('tbody tr')
      .first();
    const returnid = (await row.locator('th').innerText()).trim();
    expect(returnid).toMatch(/^RT-/);
    expect(await row.innerText()).toContain('Refund to wallet');

    // Its details: the item as sold, the reason, the customer.
    await admin.getByRole('button', { name: `Show details for ${returnid}` }).click();
    const details = admin.getByRole('region', { name: `Return ${returnid}` });
    await details.waitFor();
    const detailText = await details.innerText();
    expect(detailText).toContain(item.name);
    expect(detailText).toContain(formatFils(toFils(item.price)));
    expect(detailText).toContain('Product damaged');
    expect(detailText).toContain(order.orderid);

    // Accepted from the keyboard: Accept gives way to Schedule pickup, which takes the focus.
    await returnRow(admin, returnid)
      .getByRole('button', { name: `Accept return ${returnid}` })
      .focus();
    await admin.keyboard.press('Enter');
    await admin.getByText('Status updated successfully').first().waitFor();
    await returnRow(admin, returnid).getByText('Accepted').waitFor();
    const schedule = returnRow(admin, returnid).getByRole('button', {
      name: `Schedule pickup return ${returnid}`,
    });
    await expect.poll(() => schedule.evaluate((el) => el === document.activeElement)).toBe(true);
    // The shopper's orders page follows (it polls every 10 s).
    await card.getByText('Return approved').waitFor({ timeout: 15_000 });

    await returnRow(admin, returnid)
      .getByRole('button', { name: `Schedule pickup return ${returnid}` })
      .click();
    await returnRow(admin, returnid).getByText('Pickup scheduled').waitFor();
    await returnRow(admin, returnid)
      .getByRole('button', { name: `Send pickup code return ${returnid}` })
      .click();
    const dialog = admin.getByRole('dialog', { name: 'Pickup code' });
    await dialog.waitFor();
    await dialog.getByText(/^Code valid until \d\d:\d\d tomorrow$/).waitFor();

    expect(await seriousFindings(admin)).toEqual([]);

    // A wrong code is refused and changes nothing.
    const code = await readReturnCode(shopper, returnid);
    const wrong = code === '1234' ? '4321' : '1234';
    await dialog.getByLabel('Code from the customer').fill(wrong);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('Wrong code, please try again.').waitFor();

    await dialog.getByLabel('Code from the customer').fill(code);
    const failures = recordFailures(admin);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByText(`${credit} credited to the wallet`).first().waitFor();
    await returnRow(admin, returnid).getByText('Wallet credited').waitFor();
    // The used code is not asked for again (getOtp would be answered 409 and logged).
    await admin.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
    expect(await returnRow(admin, returnid).getByRole('button').count()).toBe(1); // the toggle

    // The shopper sees the credit once, and the return's end on their orders page.
    await shopper.goto('/wallet');
    await shopper.getByTestId('wallet-balance').getByText(credit).waitFor();
    const credits = shopper.locator('.wallet-tx', { hasText: `Refund for return ${returnid}` });
    expect(await credits.count()).toBe(1);
    expect(await credits.innerText()).toContain(credit);
    await shopper.goto('/orders');
    await orderCard(shopper, order.orderid).getByText('Refunded to wallet').waitFor();

    // After a reload the console still shows the end, and the wallet still holds one credit.
    await admin.reload();
    await returnRow(admin, returnid).getByText(`${credit} credited to the wallet`).waitFor();
    await shopper.goto('/wallet');
    await shopper.getByTestId('wallet-balance').getByText(credit).waitFor();
    expect(await credits.count()).toBe(1);
    await shopper.context().close();
    await admin.context().close();
  });
});
