// Debian's Chromium for Lighthouse, through chrome-launcher (never a browser download), with
// the background services that only make noise on a machine without a network turned off.
import * as chromeLauncher from 'chrome-launcher';
import { findChromium } from '../e2e/support/chromium';

export async function launchLighthouseChrome() {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  return {
    port: chrome.port,
    kill: () => chrome.kill(),
    /** The browser's name and version, as its DevTools endpoint gives them. */
    async version(): Promise<string> {
      const res = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
      return ((await res.json()) as { Browser?: string }).Browser ?? 'unknown';
    },
  };
}
