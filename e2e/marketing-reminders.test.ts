import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderDeps, sweepReminders } from '../apps/api/src/modules/reminders/reminder-sweep';
import { fixtureProduct, seedProducts } from '../apps/api/src/test/fixtures';
import { scrollsSideways } from './support/axe';
import { addToBagInBrowser } from './support/checkout';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP, PHONE } from './support/page';
import { registerInBrowser, signInInBrowser, uniqueShopper } from './support/shopper';
import { parseMail, startSmtpListener } from './support/smtp-listener';

const HOUR = 60 * 60_000;

describe('journey: a shopper who agreed leaves a bag, gets one reminder and unsubscribes from it', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>> | undefined;
  // The store mails this journey's own SMTP listener: it starts first, the store reads its address.
  const env: Record<string, string> = {};
  beforeAll(async () => {
    smtp = await startSmtpListener();
    env.SMTP_URL = smtp.url;
  });
  const journey = useInProcessStore(env);
  afterAll(async () => smtp?.close());

  it('ticks the box at registration, reads the reminder, unsubscribes without signing in', async () => {
    if (!smtp) throw new Error('the SMTP listener starts in beforeAll');
    const { app } = journey.store;
    const product = fixtureProduct({ name: 'Reminder Linen Shirt', priceFils: 12_000 });
    const id = (await seedProducts(app, [product])).get(product.productid) as string;

    const page = await journey.page(PHONE);
    const shopper = uniqueShopper('reminder');
    await registerInBrowser(page, shopper, { marketingConsent: true });

    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Reminders and offers by email' }).waitFor();
    expect(await page.getByLabel(/Email me reminders and offers/).isChecked()).toBe(true);
    await page.getByText(/^You agreed on /).waitFor();

    await addToBagInBrowser(page, id, 'M', 'Navy');
    const before = smtp.received.length;
    // Four hours and a minute later, by the store's clock.
    app.clock.now = () => new Date(Date.now() + 4 * HOUR + 60_000);
    try {
      await sweepReminders(reminderDeps(app));
    } finally {
      app.clock.now = () => new Date();
    }
    const mail = parseMail(await smtp.nextMailTo(shopper.email, before));
    expect(mail.subject).toBe('You left something in your bag');
    expect(mail.text).toContain('Reminder Linen Shirt (Navy, M) × 1: AED 126.00, in stock');
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const bagLink = /Back to your bag: (\S+)/.exec(mail.text)?.[1];
    const leaveLink = /Unsubscribe: (\S+)/.exec(mail.text)?.[1];
    expect(bagLink).toBe(`${journey.store.url}/cart`);
    expect(leaveLink).toMatch(/\/profile\?unsubscribe=/);

    // The link opens signed out too (a mail is read anywhere): one button, then done.
    const elsewhere = await journey.page(PHONE);
    await elsewhere.goto(leaveLink ?? '');
    await elsewhere.getByRole('heading', { name: 'Unsubscribe' }).waitFor();
    expect(await scrollsSideways(elsewhere)).toBe(false);
    await elsewhere.getByRole('button', { name: 'Unsubscribe' }).click();
    await elsewhere
      .getByText('You are unsubscribed. You will get no more reminders or offers by email.')
      .waitFor();

    // The profile says so, and no further reminder comes for a new bag.
    await page.goto('/profile');
    await page.getByText(/^You withdrew on /).waitFor();
    expect(await page.getByLabel(/Email me reminders and offers/).isChecked()).toBe(false);
    await addToBagInBrowser(page, id, 'L', 'Navy');
    app.clock.now = () => new Date(Date.now() + 5 * HOUR);
    try {
      expect((await sweepReminders(reminderDeps(app))).bags).toBe(0);
    } finally {
      app.clock.now = () => new Date();
    }
  });

  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])('shows the box and the way out in Arabic, right to left, on %s', async (_name, viewport) => {
    const page = await journey.page(viewport);
    await page.goto('/ar/register');
    const box = page.getByLabel(/أرسلوا إليّ تذكيرات وعروضاً/);
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await scrollsSideways(page)).toBe(false);

    // A link whose token was changed: the server refuses it, in Arabic, and nothing changes.
    await page.goto('/ar/profile?unsubscribe=00000000-0000-4000-8000-000000000000.changed');
    await page.getByRole('heading', { name: 'إلغاء الاشتراك' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await scrollsSideways(page)).toBe(false);
    await page.getByRole('button', { name: 'إلغاء الاشتراك' }).click();
    await page.getByText('رابط إلغاء الاشتراك هذا غير صالح. يُرجى فتحه مجدداً من الرسالة.').waitFor();
  });

  it('lets a shopper who did not tick the box agree later in the profile', async () => {
    const page = await journey.page(DESKTOP);
    const shopper = uniqueShopper('later');
    await page.goto('/register');
    const box = page.getByLabel(/Email me reminders and offers/);
    expect(await box.isChecked()).toBe(false);
    expect(await scrollsSideways(page)).toBe(false);
    // Left unticked: no consent, until the profile gives it.
    await registerInBrowser(page, shopper);
    await page.goto('/profile');
    await page.getByText('You have not agreed.').waitFor();
    await page.getByLabel(/Email me reminders and offers/).check();
    await page.getByText('Your choice is saved.').waitFor();
    await page.getByText(/^You agreed on /).waitFor();
    // Signing in again keeps it.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await signInInBrowser(page, shopper.email, shopper.password);
    await page.goto('/profile');
    await page.getByText(/^You agreed on /).waitFor();
    expect(await page.getByLabel(/Email me reminders and offers/).isChecked()).toBe(true);
  });
});
