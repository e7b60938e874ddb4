import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToConsole } from './support/admin';
import { scrollsSideways, seriousFindings } from './support/axe';
import { sharedBrowser } from './support/chromium';
import { startInProcessStore, type InProcessStore } from './support/in-process-store';
import { DESKTOP, PHONE } from './support/page';
import { E2E_ADMIN } from './support/store-server';
import { ensureAdmin } from '../apps/api/src/seed/ensure-accounts';

/** The code an authenticator app shows for `secret`, `steps` time steps from now. */
const appCode = (secret: string, steps = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s+/g, '')),
    digits: 6,
    period: 30,
  }).generate({ timestamp: Date.now() + steps * 30_000 });

describe('journey: two-step sign-in and passkeys in the back office', () => {
  let store: InProcessStore;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  /** The owner's authenticator secret, as the Security page showed it. */
  let secret = '';
  /** The owner's backup codes, as shown once: the later sign-ins use them (a code works once). */
  let backupCodes: string[] = [];

  beforeAll(async () => {
    [store, browser] = await Promise.all([startInProcessStore(), sharedBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
    await store?.stop();
  });

  // Passkeys belong to a site's name, and an address of digits is none: the console is opened
  // as localhost, which the store answers to as it answers to 127.0.0.1.
  async function page(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({
      viewport,
      baseURL: store.url.replace('127.0.0.1', 'localhost'),
    });
    contexts.push(context);
    return context.newPage();
  }

  async function passwordStep(p: Page) {
    await p.goto('/admin/login');
    await p.getByLabel('Username').fill(E2E_ADMIN.username);
    await p.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await p.getByRole('button', { name: 'Login', exact: true }).click();
    await p.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
  }

  /** The owner signs in with one of the backup codes shown once (each works once). */
  async function signInWithBackupCode(p: Page) {
    await passwordStep(p);
    await p.getByLabel('Code', { exact: true }).fill(backupCodes.shift()!);
    await p.getByRole('button', { name: 'Verify' }).click();
    await p.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  }

  async function toArabic(p: Page) {
    await p.getByRole('button', { name: 'العربية' }).first().click();
    await p.getByRole('heading', { level: 1, name: 'لوحة المعلومات' }).waitFor();
  }

  async function logout(p: Page) {
    const nav = p.getByRole('navigation', { name: 'Back office' }).first();
    await nav.getByRole('button', { name: 'Logout' }).click();
    await p.waitForURL((url) => url.pathname === '/admin/login');
  }

  it('the owner turns on two-step sign-in and signs in with a code', async () => {
    const p = await page(DESKTOP);
    await p.emulateMedia({ reducedMotion: 'reduce' });
    await signInToConsole(p);
    await p.getByRole('link', { name: 'Security' }).first().click();
    await p.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    await p.getByText('Off. Turn it on').waitFor();
    await p.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

    await p.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    secret = (await p.locator('.two-step-setup__secret').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await p.getByLabel('6-digit code from the app').fill(appCode(secret, 5));
    await p.getByRole('button', { name: 'Confirm' }).click();
    await p.getByText('That code is not right.').waitFor();
    // A wrong code refuses the step and leaves the console signed in.
    expect(p.url()).toMatch(/\/admin\/security$/);
    await p.getByLabel('6-digit code from the app').fill(appCode(secret));
    await p.getByRole('button', { name: 'Confirm' }).click();

    const codes = p.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    await p.getByRole('heading', { name: 'Your backup codes' }).waitFor();
    backupCodes = await codes.allInnerTexts();
    expect(backupCodes).toHaveLength(10);
    await p.getByRole('button', { name: 'I have saved them' }).click();
    await p.getByText('On: after your password').waitFor();
    await p.getByText('10 backup codes left.').waitFor();

    // The owner requires it of every member.
    await p.getByRole('checkbox', { name: 'Require two-step sign-in for every member' }).check();
    await p.getByText('Sign-in rule saved').waitFor();
    await p.getByText('The store requires two-step sign-in, so it cannot be turned off.').waitFor();

    await logout(p);
    await passwordStep(p);
    await p.getByLabel('Code', { exact: true }).fill(appCode(secret, -9));
    await p.getByRole('button', { name: 'Verify' }).click();
    await p.getByText('That code is not right.').waitFor();
    // The confirmed code's step is spent; the app's next code is a step ahead of the server's.
    await p.getByLabel('Code', { exact: true }).fill(appCode(secret, 1));
    await p.getByRole('button', { name: 'Verify' }).click();
    await p.waitForURL((url) => url.pathname === '/admin');
    await p.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // The audit log names the steps.
    await p.goto('/admin/audit-log');
    await p.getByRole('cell', { name: 'Turned on two-step sign-in' }).waitFor();
    await p.getByRole('cell', { name: 'Entered a wrong sign-in code' }).first().waitFor();
  });

  it('a member who lost their phone is reset by the owner and sets up a new app at sign-in', async () => {
    expect(secret).not.toBe('');
    const MEMBER = { username: 'salem@souq.test', password: 'salem-password-1' };
    await ensureAdmin(store.app.db, MEMBER, () => undefined, store.app.passwords);
    /** The member's sign-in while the store requires two-step: set up an app, return its secret. */
    async function setUpAtSignIn(m: Page) {
      await m.goto('/admin/login');
      await m.getByLabel('Username').fill(MEMBER.username);
      await m.getByLabel('Password', { exact: true }).fill(MEMBER.password);
      await m.getByRole('button', { name: 'Login', exact: true }).click();
      await m.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
      const shown = m.locator('.two-step-setup__secret');
      await shown.waitFor();
      const memberSecret = (await shown.innerText()).replace(/\s+/g, '');
      await m.getByLabel('6-digit code from the app').fill(appCode(memberSecret));
      await m.getByRole('button', { name: 'Confirm' }).click();
      await m.getByRole('button', { name: 'I have saved them' }).click();
      await m.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      return memberSecret;
    }
    const member = await page(PHONE);
    const first = await setUpAtSignIn(member);

    // The owner, on a desktop, sees Salem's app on and resets it after his call.
    const owner = await page(DESKTOP);
    await signInWithBackupCode(owner);
    await owner.goto('/admin/staff');
    const row = owner.locator('tr', { hasText: MEMBER.username });
    await row.getByRole('cell', { name: 'On', exact: true }).waitFor();
    await owner.getByRole('button', { name: `Show details for ${MEMBER.username}` }).click();
    await owner
      .getByText(`${MEMBER.username} signs in with a code from an authenticator app.`)
      .waitFor();
    await owner.getByRole('button', { name: 'Reset two-step sign-in' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Reset two-step sign-in?' });
    await dialog.getByText('Their passkeys stay.').waitFor();
    await dialog.getByRole('button', { name: 'Reset two-step sign-in' }).click();
    await owner.getByText(`Two-step sign-in of ${MEMBER.username} reset`).waitFor();
    await row.getByRole('cell', { name: 'Off', exact: true }).waitFor();
    await owner.getByText(`${MEMBER.username} signs in without a second step.`).waitFor();
    await owner
      .getByRole('button', { name: 'Reset two-step sign-in' })
      .waitFor({ state: 'detached' });

    // Salem's phone is signed out at its next step, and the next sign-in sets up a new app.
    await member.goto('/admin/manage-order');
    await member.waitForURL((url) => url.pathname === '/admin/login');
    const second = await setUpAtSignIn(member);
    expect(second).not.toBe(first);

    // The same in Arabic on a phone: the column, the member's card and the question, right to left.
    const phone = await page(PHONE);
    await phone.emulateMedia({ reducedMotion: 'reduce' });
    await signInWithBackupCode(phone);
    await toArabic(phone);
    await phone.goto('/admin/staff');
    await phone.getByRole('heading', { level: 1, name: 'فريق العمل' }).waitFor();
    expect(await phone.locator('html').getAttribute('dir')).toBe('rtl');
    const arabicRow = phone.locator('tr', { hasText: MEMBER.username });
    await arabicRow.getByText('مفعّل', { exact: true }).waitFor();
    await phone.getByRole('button', { name: `عرض تفاصيل ${MEMBER.username}` }).click();
    await phone.getByText(`يسجّل ${MEMBER.username} الدخول برمز من تطبيق المصادقة.`).waitFor();
    await phone.getByRole('button', { name: 'إعادة ضبط التحقق بخطوتين' }).click();
    const question = phone.getByRole('dialog', { name: 'إعادة ضبط التحقق بخطوتين؟' });
    await question.getByText('تبقى مفاتيح المرور الخاصة به كما هي.').waitFor();
    expect(await scrollsSideways(phone)).toBe(false);
    expect(await seriousFindings(phone)).toEqual([]);
    await phone.screenshot({ path: '/tmp/twostep-reset-ar-390.png' });
    await question.getByRole('button', { name: 'إلغاء' }).click();
    await question.waitFor({ state: 'detached' });
    await arabicRow.getByText('مفعّل', { exact: true }).waitFor();
    await owner.goto('/admin/audit-log');
    await owner.getByRole('cell', { name: 'Reset a member’s two-step sign-in' }).waitFor();
  });

  it('a member signs in with a passkey instead of password and code', async () => {
    expect(secret).not.toBe('');
    const p = await page(DESKTOP);
    // Chromium's virtual authenticator: a platform passkey that verifies its user.
    const cdp = await p.context().newCDPSession(p);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    // A backup code this time (the app's code of this step is spent): it works, and says so.
    await signInWithBackupCode(p);
    await p.getByText('You used a backup code.').waitFor();

    await p.goto('/admin/security');
    await p.getByText('No passkeys yet.').waitFor();
    await p.getByLabel('Passkey name').fill('Office laptop');
    await p.getByRole('button', { name: 'Add a passkey' }).click();
    await p.getByText('Passkey added').waitFor();
    const list = p.getByRole('list', { name: 'Your passkeys' });
    await list.getByText('Office laptop').waitFor();

    await logout(p);
    await p.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await p.waitForURL((url) => url.pathname === '/admin');
    await p.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // Renamed, then removed: it then signs nobody in.
    await p.goto('/admin/security');
    await list.getByRole('button', { name: 'Rename' }).click();
    await p.getByLabel('New name for Office laptop').fill('Shop counter');
    await p.getByRole('button', { name: 'Save' }).click();
    await list.getByText('Shop counter').waitFor();
    await list.getByRole('button', { name: 'Remove' }).click();
    await p.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await p.getByText('No passkeys yet.').waitFor();
    await logout(p);
    await p.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await p.getByText('The passkey could not be checked. Please try again.').waitFor();
    expect(p.url()).toMatch(/\/admin\/login$/);
  });

  it('shows the Security page in Arabic, right to left, at 390 px and on a desktop', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const p = await page(viewport);
      await p.emulateMedia({ reducedMotion: 'reduce' });
      await signInWithBackupCode(p);
      await toArabic(p);
      await p.goto('/admin/security');
      await p.getByRole('heading', { level: 1, name: 'الأمان' }).waitFor();
      expect(await p.locator('html').getAttribute('dir')).toBe('rtl');
      await p.getByText('مفعّل: بعد كلمة المرور').waitFor();
      // Arabic counts its nouns: 3 to 10 take the plural.
      await p.getByText(/^بقيت \d+ رموز احتياطية.$/).waitFor();
      await p.getByRole('heading', { name: 'مفاتيح المرور' }).waitFor();
      await p.getByRole('checkbox', { name: 'إلزام كل الأعضاء بالتحقق بخطوتين' }).waitFor();
      // The cards start at the right edge, as Arabic reads.
      const card = await p.locator('.admin-card').first().boundingBox();
      const main = await p.locator('#admin-main').boundingBox();
      expect(card && main && Math.abs(card.x + card.width - (main.x + main.width)) < 80).toBe(true);
      expect(await scrollsSideways(p)).toBe(false);
      expect(await seriousFindings(p)).toEqual([]);
      await p.screenshot({
        path: `/tmp/twostep-security-ar-${viewport.width}.png`,
        fullPage: true,
      });
    }
  });
});
