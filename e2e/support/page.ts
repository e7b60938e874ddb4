import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './chromium';

export const baseUrl = () => inject('baseUrl');

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 900 } as const;

/** A browser shared by one journey file; each test gets a fresh context (no shared storage). */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  return {
    async start() {
      browser = await launchChromium();
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
    async stop() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser?.close();
    },
  };
}
