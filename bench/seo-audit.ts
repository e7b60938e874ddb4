// Search engines and shared links (decision 50): Lighthouse's SEO audit of the home, a category and
// a product page of the built store, in Debian's Chromium through chrome-launcher (never a browser
// download). Prints each page's score and every audit that did not pass; exits 1 below 100.
// `--lang ar` audits the same three pages in Arabic (under /ar).
// Usage: npm run build && npm run bench:seo [-- --lang ar]
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { startStore } from '../e2e/support/store-server';
import { launchLighthouseChrome } from './lighthouse-chrome';

const { values } = parseArgs({ options: { lang: { type: 'string', default: 'en' } } });
const TARGET = 100;

const store = await startStore({ LOG_LEVEL: 'info' });
const chrome = await launchLighthouseChrome();
let worst = TARGET;
try {
  const feed = (await (
    await fetch(`${store.url}/api/catalog/products?gender=women&limit=1`)
  ).json()) as { items: Array<{ _id: string }> };
  const base = values.lang === 'ar' ? `${store.url}/ar` : store.url;
  const pages = [
    { name: 'home', url: values.lang === 'ar' ? base : `${base}/` },
    { name: 'category (women)', url: `${base}/category/women` },
    { name: 'product', url: `${base}/product/view/${feed.items[0]?._id}` },
  ];
  console.log(`\nLighthouse SEO (${values.lang}), mobile, Chromium ${await chrome.version()}`);
  for (const page of pages) {
    const result = await lighthouse(page.url, {
      port: chrome.port,
      onlyCategories: ['seo'],
      output: 'json',
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.url}`);
    const score = Math.round((lhr.categories.seo?.score ?? 0) * 100);
    worst = Math.min(worst, score);
    console.log(
      `${page.name.padEnd(18)} ${String(score).padStart(3)}  ${page.url.replace(store.url, '')}`,
    );
    for (const ref of lhr.categories.seo?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score === 1 || ref.weight === 0) continue;
      console.log(`  failed: ${audit.id} (${audit.title})`);
      for (const item of (audit.details as { items?: unknown[] } | undefined)?.items ?? []) {
        console.log(`    ${JSON.stringify(item).slice(0, 300)}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await store.stop();
}
if (worst < TARGET) {
  console.error(`\nA page scored ${worst}, below ${TARGET}.`);
  process.exit(1);
}
