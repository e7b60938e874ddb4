import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { scrollsSideways } from './support/axe';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP, PHONE } from './support/page';
import { downloadPdfText } from './support/pdf';
import { ADDRESS } from './support/checkout';
import { deliveredOrderOfSignedIn } from './support/returns';
import { registerInBrowser, uniqueShopper } from './support/shopper';
import { resetCodeIn, startSmtpListener } from './support/smtp-listener';

describe('journey: a shopper takes their data and deletes their account; the invoice stays', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>> | undefined;
  // The store mails this journey's own SMTP listener: it starts first, the store reads its address.
  const env: Record<string, string> = {};
  beforeAll(async () => {
    smtp = await startSmtpListener();
    env.SMTP_URL = smtp.url;
  });
  const journey = useInProcessStore(env);
  afterAll(async () => smtp?.close());

  /** The deletion code the shopper was mailed after `since`, past the order's own mails. */
  async function deletionCode(email: string, since: number) {
    if (!smtp) throw new Error('the SMTP listener starts in beforeAll');
    for (let from = since; ;) {
      const mail = await smtp.nextMailTo(email, from);
      if (mail.raw.includes('account deletion code')) return resetCodeIn(mail);
      from = smtp.received.indexOf(mail) + 1;
    }
  }

  it('downloads the data, confirms with the mailed code, and cannot sign in again', async () => {
    const page = await journey.page(PHONE);
    const shopper = uniqueShopper('rights');
    const { email, password } = shopper;
    await registerInBrowser(page, shopper);
    const order = await deliveredOrderOfSignedIn(journey.store.app, page);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Your data' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);

    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      profile: { email: string };
      orders: { orderid: string; invoiceNumber: string | null }[];
    };
    expect(data.profile.email).toBe(email);
    expect(data.orders.map((o) => o.orderid)).toEqual([order.orderid]);
    const invoice = data.orders[0]?.invoiceNumber;
    expect(invoice).toMatch(/^INV-\d{6}$/);

    const before = smtp?.received.length ?? 0;
    await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
    const codeField = page.getByLabel('Code');
    await codeField.waitFor();
    const code = await deletionCode(email, before);
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.getByText('Invalid code').waitFor();
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Your account is deleted. We are sorry to see you go.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();

    // The email and password no longer open anything.
    await page.goto('/login');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid email or password').waitFor();

    // The owner still opens the order's tax invoice, with the name it printed.
    const owner = await journey.page(PHONE);
    await signInToConsole(owner);
    await owner.goto(`/admin/manage-order?q=${order.orderid}`);
    await owner.getByRole('button', { name: `Show details for ${order.orderid}` }).click();
    const { name, text } = await downloadPdfText(
      owner,
      owner.getByRole('button', { name: `Download tax invoice ${invoice}` }),
    );
    expect(name).toBe(`invoice-${invoice}.pdf`);
    expect(text).toContain(`Order: ${order.orderid}`);
    expect(text).toContain(ADDRESS.name);
  }, 180_000);

  it("the owner downloads a customer's data and closes and erases the account, once asked", async () => {
    const shopperPage = await journey.page(PHONE);
    const shopper = uniqueShopper('erased-by-owner');
    await registerInBrowser(shopperPage, shopper);
    const userId = await shopperPage.evaluate(async () => {
      const token = localStorage.getItem('token');
      const res = await fetch('/api/auth/getUser', {
        headers: { Authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { user: { _id: string } }).user._id;
    });

    const page = await journey.page(DESKTOP);
    await signInToConsole(page);
    await page.goto(`/admin/customers/${userId}`);
    const card = page.getByRole('region', { name: 'Data and account' });
    const saved = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download data' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      profile: { email: string };
    };
    expect(data.profile.email).toBe(shopper.email);

    await card.getByRole('button', { name: 'Close and erase account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close and erase this account?' });
    await dialog
      .getByText(`Close the account of ${shopper.fullname} and erase their personal data?`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Close and erase account' }).click();
    await dialog.getByRole('button', { name: 'Close and erase account' }).click();
    await page.getByText('The account is closed and its personal data erased.').waitFor();
    await card
      .getByText(/^Closed on .+: the personal data of this account was erased\.$/)
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'Deleted customer' }).waitFor();
    expect(await card.getByRole('button', { name: 'Close and erase account' }).count()).toBe(0);

    await shopperPage.goto('/login');
    await shopperPage.getByLabel('Email address').fill(shopper.email);
    await shopperPage.getByLabel('Password', { exact: true }).fill(shopper.password);
    await shopperPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await shopperPage.getByText('Invalid email or password').waitFor();
  }, 120_000);
});
