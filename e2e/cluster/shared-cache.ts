import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CATALOG_CHANGE_REACHES_SHOPPERS_SECONDS } from '../../apps/api/src/platform/cache-headers';
import { addProductWithImage, priceOn, setPrice } from './catalogue';
import type { Cluster } from './cluster';
import { check, get, sleep } from './http';
import { adminToken, registerShopper } from './shoppers';

const ANONYMOUS_CALLS = [
  '/api/catalog/products?gender=men',
  '/api/catalog/nav',
  '/api/catalog/suggest?q=shirt',
  '/api/api/offers',
];

/** The storefront's catalogue pages: the same for every visitor at one catalogue state. */
const CATALOGUE_PAGES = ['/', '/ar', '/women', '/search?q=shirt'];
/** A cache key (scheme, host, address) of a catalogue page. */
const CATALOGUE_PAGE =
  /^https?[^/]*\/(ar\/?)?((women|men|kids|accessories|category\/[^?]+|search\?q=[^&]+|product\/view\/[\w-]+))?$/;

/** Repeated anonymous pages, page data and media are answered by the cache in front, with 304s. */
export async function cacheServesAnonymousData(cluster: Cluster): Promise<void> {
  const token = await adminToken(cluster.balancerUrl);
  const product = await addProductWithImage(cluster.balancerUrl, token);
  const urls = [
    ...ANONYMOUS_CALLS,
    `/api/catalog/products/${product.id}`,
    product.image,
    ...CATALOGUE_PAGES,
    `/product/view/${product.id}`,
  ];
  const problems: string[] = [];
  for (const url of urls) {
    const first = await get(cluster.cacheUrl, url);
    const again = await get(cluster.cacheUrl, url);
    const etag = again.headers.get('etag');
    const revalidated = etag
      ? await get(cluster.cacheUrl, url, undefined, { 'if-none-match': etag })
      : undefined;
    if (first.status !== 200 || again.cache !== 'HIT' || revalidated?.status !== 304) {
      problems.push(
        `${url}: ${first.status} ${first.cache}, then ${again.status} ${again.cache}, then ${revalidated?.status}`,
      );
    }
  }
  check(problems.length === 0, problems.join('; '));
}

/**
 * A price change reaches shoppers through the cache within the time README states, in the
 * product's JSON and on its page (the page carries its first answers).
 */
export async function priceChangeThroughCache(cluster: Cluster): Promise<void> {
  const token = await adminToken(cluster.balancerUrl);
  const product = await addProductWithImage(cluster.balancerUrl, token);
  const url = `/api/catalog/products/${product.id}`;
  const page = `/product/view/${product.id}`;
  const pageShows = async (price: number) =>
    (await get(cluster.cacheUrl, page)).text.includes(`"price":${price},`);
  for (const u of [url, page]) {
    await get(cluster.cacheUrl, u);
    check((await get(cluster.cacheUrl, u)).cache === 'HIT', `${u} was not cached`);
  }
  check(await pageShows(149.5), 'the product page does not show its price');
  await setPrice(cluster.balancerUrl, token, product, 99.5);
  const changed = Date.now();
  const boundMs = CATALOG_CHANGE_REACHES_SHOPPERS_SECONDS * 1000;
  const reached = async (shows: () => Promise<boolean>) => {
    let servedOld = 0;
    while (Date.now() - changed < boundMs + 5_000) {
      if (await shows()) return { tookMs: Date.now() - changed, servedOld };
      servedOld += 1;
      await sleep(250);
    }
    return { tookMs: Infinity, servedOld };
  };
  const [json, html] = await Promise.all([
    reached(async () => (await priceOn(cluster.cacheUrl, product.id)) === 99.5),
    reached(() => pageShows(99.5)),
  ]);
  console.log(
    `  the new price reached the cache's shoppers after ${json.tookMs} ms in the product's JSON, ` +
      `${html.tookMs} ms on its page (bound ${boundMs} ms)`,
  );
  for (const [what, r] of [
    ['JSON', json],
    ['page', html],
  ] as const) {
    check(r.servedOld > 0, `the cache never served the old price (${what}): it was not in the way`);
    check(
      r.tookMs <= boundMs,
      `the new price (${what}) took ${r.tookMs} ms, more than ${boundMs} ms`,
    );
  }
}

/**
 * No answer to a signed-in request is ever taken from or kept in the cache, and the stock a
 * signed-in shopper sees on a product page and in the bag is as fresh as without a cache.
 */
export async function signedInNeverCached(cluster: Cluster): Promise<void> {
  const shopper = await registerShopper(cluster.instances[0]?.url ?? '', 'cached');
  const token = await adminToken(cluster.balancerUrl);
  const product = await addProductWithImage(cluster.balancerUrl, token);
  const productUrl = `/api/catalog/products/${product.id}`;
  const verdicts: string[] = [];
  for (const url of [
    ...ANONYMOUS_CALLS,
    productUrl,
    ...CATALOGUE_PAGES,
    '/api/auth/getUser',
    '/api/cart',
    '/api/auth/notifications',
    '/api/auth/wallet/getWallet',
  ]) {
    for (let i = 0; i < 2; i += 1) {
      const res = await get(cluster.cacheUrl, url, shopper.token);
      if (
        res.cache === 'HIT' ||
        res.cache === 'STALE' ||
        /public|s-maxage/.test(res.headers.get('cache-control') ?? '')
      ) {
        verdicts.push(`${url}: ${res.cache} ${res.headers.get('cache-control')}`);
      }
    }
  }
  // The anonymous page is cached now; the signed-in shopper still sees a stock change at once.
  await get(cluster.cacheUrl, productUrl);
  await cluster.db.query('UPDATE products SET stock = 7 WHERE id = $1', [product.id]);
  await sleep(1_500);
  const mine = await get(cluster.cacheUrl, productUrl, shopper.token);
  const stock = (mine.json as { product?: { stock?: number } } | undefined)?.product?.stock;
  if (stock !== 7) verdicts.push(`a signed-in product page showed stock ${stock}, not 7`);

  // Nothing in the cache's folder was answered to a request that named a person.
  const files = await cacheFiles(path.join(cluster.nginxDir, 'cache'));
  for (const file of files) {
    const head = (await readFile(file)).subarray(0, 4096).toString('latin1');
    const key = /KEY: (.*)/.exec(head)?.[1] ?? '';
    const personal = /cache-control: [^\r\n]*(private|no-store)/i.test(head);
    const catalogue =
      /\/api\/(catalog\/|api\/(products\/|offers))|\/media\//.test(key) || CATALOGUE_PAGE.test(key);
    if (personal || !catalogue || head.includes(shopper.token)) verdicts.push(`cached: ${key}`);
  }
  check(files.length > 0, 'the cache kept nothing at all');
  check(verdicts.length === 0, verdicts.join('; '));
}

async function cacheFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
