import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { scrollsSideways, seriousFindings } from './support/axe';
import { useInProcessStore } from './support/in-process-store';
import { orderCard } from './support/orders';
import { DESKTOP, focusedLabel, PHONE } from './support/page';
import {
  deliveredOrderInBrowser,
  deliveredOrderOfSignedIn,
  requestReturnInPage,
  returnRow,
} from './support/returns';
import { registerInBrowser, uniqueShopper } from './support/shopper';

const SMALL_PHONE = { width: 360, height: 740 } as const;

describe('journey: a return rejected from a phone, the shopper told, the request deleted', () => {
  const journey = useInProcessStore();

  it('filters, opens, rejects by keyboard and deletes, accessible at 390 and 360 px', async () => {
    const shopper = await journey.page(PHONE);
    const order = await deliveredOrderInBrowser(journey.store.app, shopper, 'rt-reject');
    const { returnid } = await requestReturnInPage(shopper, order, 'save_to_wallet');

    const admin = await journey.page(PHONE);
    await admin.emulateMedia({ reducedMotion: 'reduce' });
    await signInToConsole(admin);
    // The status filter lives in the address: this link opens the requested returns.
    await admin.goto('/admin/manage-return?status=return_requested');
    const filter = admin.getByLabel('Status', { exact: true });
    expect(await filter.inputValue()).toBe('return_requested');
    const row = returnRow(admin, returnid);
    await row.waitFor();
    await admin.getByRole('button', { name: `Show details for ${returnid}` }).click();
    await admin.getByRole('region', { name: `Return ${returnid}` }).waitFor();

    for (const viewport of [PHONE, SMALL_PHONE]) {
      await admin.setViewportSize(viewport);
      expect({ width: viewport.width, findings: await seriousFindings(admin) }).toEqual({
        width: viewport.width,
        findings: [],
      });
      expect({ width: viewport.width, sideways: await scrollsSideways(admin) }).toEqual({
        width: viewport.width,
        sideways: false,
      });
    }

    // Reject from the keyboard: the button, its confirmation, Escape backs out, Enter confirms.
    const reject = row.getByRole('button', { name: `Reject return ${returnid}` });
    await reject.focus();
    await admin.keyboard.press('Enter');
    const confirm = admin.getByRole('dialog', { name: 'Reject return' });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(
      `Reject return ${returnid} for "${order.items[0]!.name}"?`,
    );
    expect(await seriousFindings(admin)).toEqual([]);
    expect(await scrollsSideways(admin)).toBe(false);
    await admin.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await row.getByText('Return requested').waitFor();
    // Escape, Cancel and the close button each hand focus back to Reject, not to <body>.
    const rejectFocused = () => reject.evaluate((el) => el === document.activeElement);
    await expect.poll(rejectFocused).toBe(true);
    for (const close of ['Cancel', 'Close']) {
      await admin.keyboard.press('Enter');
      await confirm.waitFor();
      await confirm.getByRole('button', { name: close, exact: true }).focus();
      await admin.keyboard.press('Enter');
      await confirm.waitFor({ state: 'hidden' });
      expect({ close, focused: await rejectFocused() }).toEqual({ close, focused: true });
    }

    await reject.focus();
    await admin.keyboard.press('Enter');
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Reject', exact: true }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByText('Status updated successfully').first().waitFor();
    // Under the requested filter the rejected return is gone; the Rejected filter shows it.
    await admin.getByText('No return requests found').waitFor();
    await filter.selectOption('rejected');
    await admin.waitForURL((url) => url.searchParams.get('status') === 'rejected');
    await row.waitFor();
    expect(await row.locator('.status-badge').innerText()).toBe('Rejected');
    expect(await row.locator('.return-done').innerText()).toBe('Rejected');
    expect(await scrollsSideways(admin)).toBe(false);

    // The shopper sees it on their orders page.
    await shopper.goto('/orders');
    await orderCard(shopper, order.orderid).getByText('Return rejected').waitFor();

    // A rejected request can be deleted, after a confirmation.
    await row.getByRole('button', { name: `Delete return ${returnid}` }).click();
    const del = admin.getByRole('dialog', { name: 'Delete return request' });
    await del.getByText(`Are you sure you want to delete return ${returnid}?`).waitFor();
    await del.getByRole('button', { name: 'Delete', exact: true }).click();
    await admin.getByText('Return request deleted').first().waitFor();
    await admin.getByText('No return requests found').waitFor();
    await admin.reload();
    await admin.getByText('No return requests found').waitFor();
    await shopper.context().close();
    await admin.context().close();
  });

  it('keeps the keyboard’s place in the list as requests are deleted', async () => {
    // Three requests (from three shoppers), listed newest first: top, middle, bottom. The
    // shoppers sign up one after another, as a store's sign-ups mostly arrive: three password
    // hashes at once on a busy CI machine can outwait the hash queue and answer 'busy'.
    const shoppers: Page[] = [];
    for (const prefix of ['rt-del-a', 'rt-del-b', 'rt-del-c']) {
      const shopper = await journey.page(PHONE);
      await registerInBrowser(shopper, uniqueShopper(prefix));
      shoppers.push(shopper);
    }
    const orders = await Promise.all(
      shoppers.map(async (shopper) => ({
        shopper,
        order: await deliveredOrderOfSignedIn(journey.store.app, shopper),
      })),
    );
    const ids: string[] = [];
    for (const { shopper, order } of orders) {
      ids.push((await requestReturnInPage(shopper, order, 'save_to_wallet')).returnid);
      await shopper.context().close();
    }
    const [bottom, middle, top] = ids as [string, string, string];

    const admin = await journey.page(DESKTOP);
    await admin.emulateMedia({ reducedMotion: 'reduce' });
    await signInToConsole(admin);
    await admin.goto('/admin/manage-return?status=return_requested');
    const rows = admin
      .getByRole('table', { name: 'Return requests, newest first' })
      .locator('tbody th');
    await expect.poll(() => rows.allInnerTexts()).toEqual([top, middle, bottom]);

    /** Delete, then Delete in its confirmation, from the keyboard; resolves once the row is gone. */
    const deleteByKeyboard = async (returnid: string) => {
      const row = returnRow(admin, returnid);
      await row.getByRole('button', { name: `Delete return ${returnid}` }).focus();
      await admin.keyboard.press('Enter');
      const confirm = admin.getByRole('dialog', { name: 'Delete return request' });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).focus();
      await admin.keyboard.press('Enter');
      await row.waitFor({ state: 'detached' });
    };
    const focused = () => focusedLabel(admin);

    // The middle row goes: focus moves on to the next row's first control.
    await deleteByKeyboard(middle);
    await expect.poll(focused).toBe(`Show details for ${bottom}`);
    // The last row goes: back to the row before it.
    await deleteByKeyboard(bottom);
    await expect.poll(focused).toBe(`Show details for ${top}`);
    // The only row goes: to the message that says the list is empty.
    await deleteByKeyboard(top);
    await expect.poll(focused).toBe('No return requests found');
    await admin.context().close();
  }, 120_000);
});
