import { describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { useInProcessStore } from './support/in-process-store';
import { orderCard } from './support/orders';
import { DESKTOP, PHONE } from './support/page';
import { deliveredOrderInBrowser, readReturnCode, returnRow } from './support/returns';

describe('journey: a delivered M exchanged for an L, picked up and delivered by the codes', () => {
  const journey = useInProcessStore();

  it('offers the sizes in stock, names the L on every screen and delivers it', async () => {
    const app = journey.store.app;
    const shopper = await journey.page(PHONE);
    const order = await deliveredOrderInBrowser(app, shopper, 'rt-exchange');
    const item = order.items[0]!;

    await shopper.goto('/orders');
    const card = orderCard(shopper, order.orderid);
    await card.getByRole('button', { name: /^Return / }).click();
    const ask = shopper.getByRole('dialog', { name: /^Return / });
    await ask.getByLabel('Wrong size ordered').check();
    await ask.getByLabel('Replacement').check();
    const variant = ask.getByLabel('Colour and size to receive');
    // The same colour and size first; the shopper picks the next size up.
    expect(await variant.locator('option:checked').innerText()).toBe('Black · M (the same again)');
    await variant.selectOption({ label: 'Black · L' });
    expect(await ask.innerText()).toContain('Same product, same price');
    await shopper.getByRole('button', { name: 'Submit Return Request' }).click();
    await card.getByText('Exchange for Black · L').waitFor();
    const { data } = await shopper.evaluate(async () => {
      const res = await fetch('/api/order/returns', {
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return res.json() as Promise<{ data: { returnid: string; orderCode: string }[] }>;
    });
    const returnid = data.find((r) => r.orderCode === order.orderid)!.returnid;

    const admin = await journey.page(DESKTOP);
    await signInToConsole(admin);
    await admin.goto(`/admin/manage-return?q=${returnid}`);
    const row = returnRow(admin, returnid);
    await row.waitFor();
    expect(await row.innerText()).toContain('Exchange for: Black · L');
    const button = (name: string) =>
      row.getByRole('button', { name: `${name} return ${returnid}` });
    await button('Accept').click();
    await button('Schedule pickup').click();
    await button('Send pickup code').click();
    const pickup = admin.getByRole('dialog', { name: 'Pickup code' });
    await pickup.getByLabel('Code from the customer').fill(await readReturnCode(shopper, returnid));
    await pickup.getByRole('button', { name: 'Verify' }).click();
    await pickup.waitFor({ state: 'hidden' });
    await row.getByText('Picked up').waitFor();

    await button('Ship replacement').click();
    const ship = admin.getByRole('dialog', { name: 'Ship replacement' });
    expect(await ship.innerText()).toContain(`1 × "${item.name}" (Black, L) goes to the customer.`);
    await ship.getByRole('button', { name: 'Ship replacement' }).click();
    await row.getByText('Replacement shipped').waitFor();

    await button('Send delivery code').click();
    const delivery = admin.getByRole('dialog', { name: 'Replacement delivery code' });
    await delivery.waitFor();
    await delivery
      .getByLabel('Code from the customer')
      .fill(await readReturnCode(shopper, returnid));
    await delivery.getByRole('button', { name: 'Verify' }).click();
    await delivery.waitFor({ state: 'hidden' });
    await row.locator('.status-badge', { hasText: 'Replacement delivered' }).waitFor();

    await shopper.goto('/orders');
    await card.getByText('Replacement delivered').waitFor();
    expect(await card.innerText()).toContain('Exchange for Black · L');
    await shopper.context().close();
    await admin.context().close();
  });
});
