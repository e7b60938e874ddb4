import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { sharedBrowser } from './support/chromium';
import { startInProcessStore, type InProcessStore } from './support/in-process-store';
import { DESKTOP, PHONE } from './support/page';
import { setVariantStock } from './support/products';
import { registerInBrowser, uniqueShopper } from './support/shopper';
import { parseMail, startSmtpListener } from './support/smtp-listener';

describe('journey: Notify me on a sold-out size, and the mail when the owner restocks it', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let store: InProcessStore;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    smtp = await startSmtpListener();
    [store, browser] = await Promise.all([
      startInProcessStore({ SMTP_URL: smtp.url }),
      sharedBrowser(),
    ]);
  });
  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
    await store?.stop();
    await smtp?.close();
  });
  async function page(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ viewport, baseURL: store.url });
    contexts.push(context);
    return context.newPage();
  }

  it('takes one tap signed in, an address from a visitor in Arabic, and mails both once', async () => {
    const owner = await page(DESKTOP);
    await signInToConsole(owner);
    // Every variant in stock but the first colour's L.
    let soldOutColour = '';
    const product = await setVariantStock(owner, 'DM-0003', (color, size) => {
      soldOutColour ||= color;
      return color === soldOutColour && size === 'L' ? 0 : 5;
    });

    const shopper = await page(PHONE);
    const who = uniqueShopper('notify');
    await registerInBrowser(shopper, who);
    await shopper.goto(`/product/view/${product.productid}`);
    await shopper
      .getByRole('group', { name: /^Colou?r/ })
      .getByText(soldOutColour, { exact: true })
      .click();
    const notify = shopper.getByRole('button', {
      name: `Notify me when ${soldOutColour} L is back`,
    });
    await notify.click();
    await shopper.getByText(`We will email you when ${soldOutColour} L is back.`).waitFor();
    await shopper.goto('/profile');
    const alerts = shopper.getByRole('region', { name: 'Back-in-stock alerts' });
    await alerts.getByText(product.name).waitFor();

    // A visitor on the Arabic page gives an address.
    const visitor = await page(PHONE);
    await visitor.goto(`/ar/product/view/${product.productid}`);
    expect(await visitor.locator('html').getAttribute('dir')).toBe('rtl');
    await visitor
      .getByRole('group', { name: /^اللون/ })
      .locator('label', { hasText: /./ })
      .first()
      .click();
    await visitor.locator('.notify-me__button').first().click();
    const visitorEmail = `visitor.${Date.now()}@example.ae`;
    await visitor.getByLabel('بريدك الإلكتروني').fill(visitorEmail);
    await visitor.locator('.notify-me__form button[type=submit]').click();
    await visitor.getByText(/سنراسلك عبر البريد الإلكتروني/).waitFor();

    // The owner restocks the L: each waiting shopper gets one mail.
    await setVariantStock(owner, product.productid, () => 5);
    const mine = parseMail(await smtp.nextMailTo(who.email, 0, 20_000));
    expect(mine.subject).toBe(`Back in stock: ${product.name} (L)`);
    expect(mine.text).toContain(`/product/view/${product.productid}`);
    const theirs = parseMail(await smtp.nextMailTo(visitorEmail, 0, 20_000));
    expect(theirs.subject).toContain('عاد إلى المخزون');

    // Sold out and restocked again: the alerts were answered, no second mail.
    await setVariantStock(owner, product.productid, (c, s) =>
      c === soldOutColour && s === 'L' ? 0 : 5,
    );
    await setVariantStock(owner, product.productid, () => 5);
    await new Promise((r) => setTimeout(r, 1500));
    expect(
      smtp.received.filter(
        (m) => m.to.includes(who.email) && parseMail(m).subject.startsWith('Back in stock'),
      ),
    ).toHaveLength(1);
    await shopper.goto('/profile');
    await alerts.getByText('You are not waiting for any size.', { exact: false }).waitFor();
  });
});
