// Phone page speed: lab Largest Contentful Paint of the home, a category and a
// product page in Debian's Chromium through the DevTools protocol, with a throttled profile (4x
// CPU slowdown, 1.6 Mbps down, 750 kbps up, 150 ms round trip) on a 390 px phone screen. Each
// page loads with an empty cache; the median of the runs is reported. With --baseline, a second
// store serves another build of the web app (say, main's, built into a directory of its own with
// `npx vite build apps/web --outDir /tmp/web-main`) and the two are measured turn about.
// `--lang ar` measures the same three pages in Arabic (under /ar), `--lang en,ar` both, with
// each Arabic page's bytes beside its English twin's (everything the page transferred until its
// LCP was read, as the network saw it: compressed, headers included).
// Usage: npm run build && npm run bench:lcp [-- --runs 5 --baseline /tmp/web-main --lang en,ar]
import { parseArgs } from 'node:util';
import type { Browser } from 'playwright-core';
import { findChromium, launchChromium } from '../e2e/support/chromium';
import { startStore } from '../e2e/support/store-server';
import { watchMachine } from './machine-load';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    baseline: { type: 'string' },
    lang: { type: 'string', default: 'en' },
  },
});
const runs = Number(values.runs);
const languages = (values.lang ?? 'en').split(',');
const BUDGET_MS = 1500;

const PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

interface Load {
  lcp: number;
  /** Bytes the page transferred (compressed bodies and headers) until its LCP was read. */
  bytes: number;
}

async function lcpOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
    });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: PROFILE.downloadBytesPerSecond,
      uploadThroughput: PROFILE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // LCP settles once the page is quiet; read the last candidate the browser reported.
    await page.waitForTimeout(1500);
    // A string, so this file needs no DOM types: it runs in the page.
    const lcp = await page.evaluate<number>(`new Promise((resolve) => {
      new PerformanceObserver((list) => {
        resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(Number.NaN), 5000);
    })`);
    return { lcp, bytes };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

type Store = Awaited<ReturnType<typeof startStore>>;

/** The three pages in each language on one store (each store seeds its own catalogue and ids). */
async function pagesOf(store: Store) {
  const product = (await (
    await fetch(`${store.url}/api/catalog/products?gender=women&limit=1`)
  ).json()) as { items: Array<{ _id: string }> };
  return languages.flatMap((lang) => {
    const base = lang === 'ar' ? `${store.url}/ar` : store.url;
    return [
      { lang, name: 'home', url: lang === 'ar' ? base : `${base}/` },
      { lang, name: 'category (women)', url: `${base}/women` },
      { lang, name: 'product', url: `${base}/product/view/${product.items[0]?._id}` },
    ];
  });
}

const builds = [{ label: 'this build', env: {} as Record<string, string> }];
if (values.baseline) builds.push({ label: 'baseline', env: { WEB_DIST_DIR: values.baseline } });
const stores = await Promise.all(builds.map((b) => startStore({ LOG_LEVEL: 'info', ...b.env })));
// LCP is measured in the full browser a shopper runs, not the journeys' headless shell.
const browser = await launchChromium(findChromium());
const machine = watchMachine();
/** Median bytes of each English page, by name, for its Arabic twin's ratio. */
const englishBytes = new Map<string, number>();
try {
  // A first start renders the demo images in the background, seconds of both cores: a running
  // store has them, so wait until it is done. One untimed visit per page then warms the server.
  await Promise.all(stores.map((store) => store.waitForLog('demo images rendered', 900_000)));
  const pages = await Promise.all(stores.map(pagesOf));
  for (const list of pages) for (const p of list) await lcpOnce(browser, p.url);

  console.log(
    `\nLab LCP, 390 px phone, 4x CPU, 1.6 Mbps, 150 ms RTT, ${runs} runs, empty cache, target ${BUDGET_MS} ms`,
  );
  console.log('lang  page                  build        median ms   min ms   max ms    KB   ar/en');
  for (const [i, first] of (pages[0] ?? []).entries()) {
    const loads = builds.map((): Load[] => []);
    // Turn about, so a busy moment of the machine falls on both builds alike.
    for (let r = 0; r < runs; r += 1) {
      for (const [b, list] of pages.entries()) loads[b]?.push(await lcpOnce(browser, list[i]!.url));
    }
    for (const [b, build] of builds.entries()) {
      const t = (loads[b] ?? []).map((l) => l.lcp);
      const kb = median((loads[b] ?? []).map((l) => l.bytes)) / 1000;
      if (first.lang === 'en' && b === 0) englishBytes.set(first.name, kb);
      const english = englishBytes.get(first.name);
      const ratio = first.lang === 'ar' && english && b === 0 ? (kb / english).toFixed(2) : '';
      const verdict = median(t) <= BUDGET_MS ? 'ok' : `over ${BUDGET_MS} ms`;
      console.log(
        `${first.lang.padEnd(5)} ${first.name.padEnd(20)}  ${build.label.padEnd(10)} ${median(t)
          .toFixed(0)
          .padStart(10)} ${Math.min(...t)
          .toFixed(0)
          .padStart(8)} ${Math.max(...t)
          .toFixed(0)
          .padStart(8)} ${kb.toFixed(0).padStart(5)} ${ratio.padStart(7)}   ${verdict}`,
      );
    }
  }
  console.log(machine());
} finally {
  await browser.close();
  await Promise.all(stores.map((store) => store.stop()));
}
