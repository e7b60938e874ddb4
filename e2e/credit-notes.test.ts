import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useInProcessStore } from './support/in-process-store';
import { orderCard, placeOrderInBrowser } from './support/orders';
import { PHONE } from './support/page';
import { signInInBrowser } from './support/shopper';

const run = promisify(execFile);
// The demo shopper starts with AED 250 in the wallet.
const DEMO = { email: 'demo@souqstyle.ae', password: 'demo1234' };

/** Clicks a download button and answers the saved file's name and its text. */
async function download(page: Page, click: () => Promise<void>) {
  const saved = page.waitForEvent('download');
  await click();
  const file = await saved;
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', (await file.path()) ?? '', '-']);
  return { name: file.suggestedFilename(), text: stdout.replace(/[\u202A-\u202E]/g, '') };
}

describe('journey: the credit note of a cancelled order, on My Orders', () => {
  const journey = useInProcessStore();

  it('a shopper cancels a wallet order and downloads its credit note, in English and Arabic', async () => {
    const page = await journey.page(PHONE);
    await page.goto('/login');
    await signInInBrowser(page, DEMO.email, DEMO.password);
    const order = await placeOrderInBrowser(page, 'Pay with Wallet');

    await page.goto('/orders');
    const card = orderCard(page, order.orderid);
    await card.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel order' }).click();
    await page.getByText('Order cancelled successfully').waitFor();

    const english = card.getByRole('button', {
      name: new RegExp(`^Download credit note CN-\\d{6} of order ${order.orderid}$`),
    });
    await english.waitFor();
    // The visible words come first; the note's number and order follow for screen readers.
    expect(await english.innerText()).toMatch(/^Download credit note\b/);
    const number = /CN-\d{6}/.exec((await english.textContent()) ?? '')?.[0];
    const pdf = await download(page, () => english.click());
    expect(pdf.name).toBe(`credit-note-${number}.pdf`);
    expect(pdf.text).toContain('Tax Credit Note');
    expect(pdf.text).toContain(`Credit note number: ${number}`);
    // The invoice the note corrects stays downloadable beside it.
    await card.getByRole('button', { name: /^Download invoice INV-\d{6} of order/ }).waitFor();

    await page.goto('/ar/orders');
    const arabic = orderCard(page, order.orderid).getByRole('button', {
      name: `تنزيل إشعار الدائن ${number} للطلب ${order.orderid}`,
    });
    await arabic.waitFor();
    expect(await arabic.innerText()).toMatch(/^تنزيل إشعار الدائن/);
    const again = await download(page, () => arabic.click());
    expect(again.name).toBe(`credit-note-${number}.pdf`);
    await page.context().close();
  });
});
