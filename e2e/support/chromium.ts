import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const INSTALL_HINT =
  'Install it with `sudo apt-get install chromium chromium-headless-shell` (Debian/Ubuntu) or ' +
  'set CHROME_PATH to a Chromium or Chrome executable.';

const firstPresent = (candidates: (string | undefined)[]) =>
  candidates.find((p): p is string => Boolean(p) && existsSync(p as string));

/** Debian's Chromium (never a browser download): CHROME_PATH, or the usual install locations. */
export function findChromium(env: Record<string, string | undefined> = process.env): string {
  const found = firstPresent([env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
  if (!found) throw new Error(`Chromium was not found. ${INSTALL_HINT}`);
  return found;
}

/**
 * The browser the journeys drive: CHROME_PATH, else Debian's Chromium headless shell (the same
 * Blink engine without the full browser's window machinery: about half the CPU a page costs,
 * docs/decisions/0068-journeys-on-the-headless-shell.md), else the full Chromium.
 */
export function findJourneyBrowser(env: Record<string, string | undefined> = process.env): string {
  if (env.CHROME_PATH) return findChromium(env);
  const shell = firstPresent([
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/bin/chromium-headless-shell',
  ]);
  return shell ?? findChromium(env);
}

export function launchChromium(executablePath: string = findJourneyBrowser()): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    // The machine has no network beyond loopback: background services only make noise.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * One browser for all the journey files a worker runs (they share its loaded modules too): each
 * test still opens a context of its own, with its own storage, and closes it. A browser that went
 * away is launched again for the next file.
 */
export function sharedBrowser(): Promise<Browser> {
  if (!shared) {
    const launching = launchChromium().then((browser) => {
      browser.on('disconnected', () => {
        if (shared === launching) shared = undefined;
      });
      return browser;
    });
    launching.catch(() => {
      if (shared === launching) shared = undefined;
    });
    shared = launching;
  }
  return shared;
}
