import { describe, expect, it } from 'vitest';
import { findAdminByUsername } from '../apps/api/src/modules/auth/admin-repository';
import { sessionVersionOf } from '../apps/api/src/platform/sessions';
import { createTokens, TOKEN_LIFETIME_SECONDS } from '../apps/api/src/platform/tokens';
import { adminApiInPage, signInToConsole, storeAdminSession } from './support/admin';
import { useInProcessStore } from './support/in-process-store';
import { DESKTOP } from './support/page';
import { registerInBrowser, uniqueShopper } from './support/shopper';
import { E2E_ADMIN } from './support/store-server';

const EXPIRED = 'Session expired. Please login again.';
const LIFETIME_MS = TOKEN_LIFETIME_SECONDS.admin * 1000;

describe('journey: an admin session ends when its token does, and only admins get in', () => {
  const journey = useInProcessStore();

  /** An admin token from the store's own key, issued `issuedMsAgo` ago. */
  async function adminToken(issuedMsAgo: number, secret = journey.store.app.jwtSecret) {
    const admin = await findAdminByUsername(journey.store.app.db, E2E_ADMIN.username);
    const db = journey.store.app.db;
    const tokens = createTokens(
      secret,
      ({ role, userId }) => sessionVersionOf(db, role, userId),
      () => new Date(Date.now() - issuedMsAgo),
    );
    return tokens.sign({ userId: admin?.id ?? 'none', role: 'admin' });
  }

  it('signs out with the message when the stored token has expired', async () => {
    const page = await journey.page(DESKTOP);
    await storeAdminSession(page, await adminToken(LIFETIME_MS + 60_000));
    await page.goto('/admin/customers/view');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByText(EXPIRED).waitFor();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('adminToken'),
        localStorage.getItem('adminAuth'),
      ]),
    ).toEqual([null, null]);
  });

  it('signs out with the message when the token runs out while a page is open', async () => {
    const page = await journey.page(DESKTOP);
    // Ten seconds of life left.
    await storeAdminSession(page, await adminToken(LIFETIME_MS - 10_000));
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/login', { timeout: 30_000 });
    await page.getByText(EXPIRED).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  it('signs out with the message when an admin call answers 401', async () => {
    const page = await journey.page(DESKTOP);
    // Unexpired by its own claim, but signed with another key: the server refuses it.
    await storeAdminSession(page, await adminToken(0, 'x'.repeat(40)));
    await page.goto('/admin/customers/view');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    await page.getByText(EXPIRED).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('adminAuth'))).toBeNull();
    // Signing in again works straight away.
    await signInToConsole(page);
  });

  it('keeps a shopper out of the console, by token and by password', async () => {
    const page = await journey.page(DESKTOP);
    const shopper = uniqueShopper('not-admin');
    await registerInBrowser(page, shopper);
    const shopperToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(shopperToken).toMatch(/^ey/);

    // The shopper's token, even stored as an admin session, opens neither the pages nor the API.
    await storeAdminSession(page, shopperToken as string);
    const api = await adminApiInPage<{ error: string }>(page, '/admin/dashboard/stats');
    expect(api.status).toBe(403);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/login');
    expect(await page.getByRole('heading', { level: 1, name: 'Dashboard' }).count()).toBe(0);
    // Dropped quietly: it was never an admin session, so nothing "expired".
    expect(await page.getByText(EXPIRED).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    // The shopper stays signed in on the storefront.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(shopperToken);

    await page.getByLabel('Username').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Invalid username or password.').waitFor();
    expect(page.url()).toMatch(/\/admin\/login$/);
  });
});
