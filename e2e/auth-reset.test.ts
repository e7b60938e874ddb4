import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { DESKTOP } from './support/page';
import { registerInBrowser, signInInBrowser, uniqueShopper } from './support/shopper';
import { resetCodeIn, startSmtpListener } from './support/smtp-listener';
import { startStore } from './support/store-server';

describe('journey: a shopper resets a forgotten password with the emailed code', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  let store: Awaited<ReturnType<typeof startStore>>;
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    // A store of its own that sends mail to this journey's SMTP listener.
    store = await startStore({ SMTP_URL: smtp.url, SEED: 'none' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await store?.stop();
    await smtp?.close();
  });

  it('goes through email, code and new password, then signs in with it', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: store.url });
    const page = await context.newPage();
    const shopper = uniqueShopper('reset');
    await registerInBrowser(page, shopper);
    await page.evaluate(() => localStorage.clear());

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByText('Step 1 of 3').waitFor();
    expect(await page.getByLabel('Email address').getAttribute('type')).toBe('email');
    const before = smtp.received.length;
    await page.getByLabel('Email address').fill(shopper.email);
    await page.getByRole('button', { name: 'Send code' }).click();

    await page.getByText('Step 2 of 3').waitFor();
    const code = resetCodeIn(await smtp.nextMailTo(shopper.email, before));
    const codeField = page.getByLabel('Verification code');
    expect(await codeField.getAttribute('maxlength')).toBe('6');
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByText('Invalid code').waitFor();
    await codeField.fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();

    await page.getByText('Step 3 of 3').waitFor();
    await page.getByLabel('New password').fill('fresh-pass-9');
    await page.getByLabel('Confirm password').fill('fresh-pass-9');
    await page.getByRole('button', { name: 'Reset password' }).click();

    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Your password has been reset. Please sign in.').waitFor();
    await signInInBrowser(page, shopper.email, 'fresh-pass-9');
    await page.waitForURL((url) => url.pathname === '/profile');
    await context.close();
  });
});
