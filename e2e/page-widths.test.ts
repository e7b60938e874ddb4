import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/page';
import { ALL_PAGES, WIDTHS, type PageRoute } from './support/routes';
import { uniqueShopper } from './support/shopper';
import { E2E_ADMIN } from './support/store-server';

/** A JSON call on the store's API from the test, as a client would make it. */
async function api<T>(path: string, init: { token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A shopper with a saved address, a placed order, and a product in the bag and the wishlist. */
async function shopperWithHistory(productId: string) {
  const shopper = uniqueShopper('widths');
  const { token } = await api<{ token: string }>('/auth/register', { body: shopper });
  const line = { productid: productId, quantity: 1, selections: { size: 'M', color: 'Black' } };
  await api('/checkout/addAddress', {
    token,
    body: {
      username: shopper.fullname,
      mobileno: '050 123 4567',
      buildingNumber: 'Villa 12',
      streetName: 'Street 5',
      area: 'Al Barsha 2',
      emirate: 'Dubai',
      savedaddressas: 'Home',
    },
  });
  const { addresses } = await api<{ addresses: Array<{ _id: string }> }>('/checkout/Address', {
    token,
  });
  await api('/cart/addCartProduct', { token, body: line });
  await api('/order/addOrder', {
    token,
    body: { shippingaddress: { _id: addresses[0]!._id }, paymentMethod: 'COD' },
  });
  await api('/cart/addCartProduct', { token, body: line });
  await api('/wishlist/addWishlist', { token, body: { productid: productId } });
  return token;
}

/** How far the page reaches past the viewport, and which elements stick out (for the report). */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const offenders = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 0.5) return false;
        // Inside a sideways scroller (the category row) is fine: the page itself does not move.
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== 'visible' && p.clientWidth <= width) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')}`);
    return { extra: document.documentElement.scrollWidth - width, offenders };
  });
}

/** The window at `width`, once the page has laid itself out again for it. */
async function widen(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.waitForFunction((w) => window.innerWidth === w, width);
  // Two frames: React's resize-driven updates render, then the browser lays them out.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
  );
}

describe('journey: no page is wider than the screen at 360, 390 and 768 px', () => {
  const browser = useBrowser();
  const fill: Record<string, string> = {};
  const sessions: Record<PageRoute['as'], { key: string; token: string } | null> = {
    guest: null,
    shopper: null,
    admin: null,
  };

  beforeAll(async () => {
    await browser.start();
    const { items } = await api<{ items: Array<{ _id: string; productid: string }> }>(
      '/catalog/products?gender=men&limit=1',
    );
    const { offers } = await api<{ offers: Array<{ _id: string }> }>('/api/offers');
    fill.product = items[0]!.productid;
    fill.offer = offers[0]!._id;
    sessions.shopper = { key: 'token', token: await shopperWithHistory('DM-0001') };
    const { token } = await api<{ token: string }>('/admin/login', { body: E2E_ADMIN });
    sessions.admin = { key: 'adminToken', token };
    // The newest customer: the shopper with history just made, for the customer page.
    const { users } = await api<{ users: Array<{ _id: string }> }>(
      '/admin/dashboard/users?limit=1',
      { token },
    );
    fill.customer = users[0]!._id;
  });
  afterAll(() => browser.stop());

  const pathOf = (route: PageRoute) =>
    route.path.replace(/\{(\w+)\}/g, (_m, name: string) => fill[name] ?? name);

  it(`at ${WIDTHS.join(', ')} px`, async () => {
    // Each page is opened at the narrowest width, then the window is widened: the layout follows
    // the width through CSS and resize-aware hooks, so opening every page three times would only
    // repeat the same rendering at three times the cost.
    const [narrowest, ...wider] = WIDTHS;
    const page = await browser.page({ width: narrowest, height: 800 });
    const tooWide: string[] = [];
    let as: PageRoute['as'] = 'guest';
    for (const route of ALL_PAGES) {
      if (route.as !== as) {
        // From a storefront page, so no console reacts to its session changing half-way.
        await page.setViewportSize({ width: narrowest, height: 800 });
        await page.goto('/about-us');
        await page.evaluate((session) => {
          for (const key of ['token', 'adminToken', 'adminAuth']) localStorage.removeItem(key);
          if (session) localStorage.setItem(session.key, session.token);
          if (session?.key === 'adminToken') localStorage.setItem('adminAuth', 'true');
        }, sessions[route.as]);
        as = route.as;
      }
      await page.setViewportSize({ width: narrowest, height: 800 });
      await page.goto(pathOf(route));
      await page.locator(route.ready).first().waitFor();
      // Images and late layout (fonts, lazy pictures) settle before measuring.
      await page.waitForLoadState('load');
      for (const width of [narrowest, ...wider]) {
        if (width !== narrowest) await widen(page, width);
        const { extra, offenders } = await overflowOf(page);
        if (extra > 0) {
          tooWide.push(`${route.path} at ${width} px: ${extra}px wider (${offenders.join(', ')})`);
        }
      }
    }
    expect(tooWide).toEqual([]);
    // Every page of both apps in one walk: about 40 s alone, more beside another worker.
  }, 180_000);

  it('reflows a listing and the checkout at 320 px (WCAG 1.4.10) without sideways scrolling', async () => {
    const page = await browser.page({ width: 320, height: 800 });
    await page.goto('/about-us');
    await page.evaluate((token) => localStorage.setItem('token', token), sessions.shopper!.token);
    const tooWide: string[] = [];
    for (const [path, ready] of [
      ['/women', 'article.product-card'],
      ['/checkout/address', '.address-option'],
    ] as const) {
      await page.goto(path);
      await page.locator(ready).first().waitFor();
      await page.waitForLoadState('load');
      const { extra, offenders } = await overflowOf(page);
      if (extra > 0) tooWide.push(`${path}: ${extra}px wider (${offenders.join(', ')})`);
    }
    expect(tooWide).toEqual([]);
  });

  it("shows a guest's Sign in and the whole wordmark on a 360 px phone", async () => {
    const page = await browser.page({ width: 360, height: 800 });
    await page.goto('/');
    const signIn = page.getByRole('link', { name: 'Sign in' });
    await signIn.waitFor();
    const box = await signIn.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    const wordmark = page.locator('header .wordmark');
    expect(await wordmark.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});
