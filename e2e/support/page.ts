import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { sharedBrowser } from './chromium';

/** This worker's shared store: journey files running at once never share one (global-setup). */
export const baseUrl = () => {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  return urls[worker % urls.length] as string;
};

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

/** The worker's browser for one journey file; each test gets a fresh context (no shared storage). */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  return {
    async start() {
      browser = await sharedBrowser();
    },
    /** A page in a fresh context; `javaScriptEnabled: false` shows what the server's HTML alone shows. */
    async page(
      viewport: { width: number; height: number } = DESKTOP,
      options: { javaScriptEnabled?: boolean } = {},
    ): Promise<Page> {
      if (!browser) throw new Error('call start() in beforeAll first');
      const context = await browser.newContext({ viewport, baseURL: baseUrl(), ...options });
      contexts.push(context);
      return context.newPage();
    },
    /** Closes this file's contexts; the worker's browser stays for its next file. */
    async stop() {
      await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => undefined)));
    },
  };
}

/**
 * What goes wrong on `page` from now on, as text: console errors, uncaught errors and API
 * answers of 400 and up (a page that calls for nothing it needs logs none of these).
 */
export function recordFailures(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const { pathname } = new URL(response.url());
    seen.push(`${response.status()} ${response.request().method()} ${pathname}`);
  });
  return seen;
}

/** What has focus on `page`: its tag and its name (aria-label, else text); none on <body>. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return undefined;
    return {
      tag: el.tagName.toLowerCase(),
      label: el.getAttribute('aria-label') ?? el.textContent?.trim(),
    };
  });

/**
 * What has focus on `page`, as a screen reader names it (its aria-label, else its text), or
 * 'body' when the keyboard user's place was lost.
 */
export const focusedLabel = async (page: Page) => (await focused(page))?.label ?? 'body';

/** The same with its tag, 'button: Increase quantity', or 'body'. */
export async function focusedName(page: Page) {
  const el = await focused(page);
  return el ? `${el.tag}: ${el.label}` : 'body';
}
