import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';

// The web app's real server bundle is built with it (`npm run build`) and checked in a browser
// by e2e/catalog-first-load.test.ts. This bundle stands in for it to pin the server's side: which
// pages are rendered, how often, where React's head tags go, and what a failed render sends.
const BUNDLE = `
let renders = 0;
export async function renderPage(url, answers) {
  renders += 1;
  const product = Object.entries(answers).find(([call]) => call.startsWith('/catalog/products/'));
  if (product?.[1]?.product?.name === 'Render Failure') throw new Error('render failed');
  if (product?.[1]?.product?.name === 'Part Left') {
    return '<main data-render="' + renders + '"><!--$!--><template></template><!--/$--></main>';
  }
  return '<link rel="preload" as="image" href="/media/first.webp"/><title>Page ' + url +
    '</title><main data-render="' + renders + '">' + Object.keys(answers).join(' ') +
    (product ? ' ' + product[1].product.name : '') + '</main>';
}
`;

const PAGE =
  '<!doctype html><html><head><title>Shop</title>' +
  '<script type="module" src="/assets/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** What the page's root element holds. */
const rootOf = (page: string) => /<div id="root">(.*?)<\/div>/s.exec(page)?.[1];

describe('storefront pages rendered on the server', () => {
  let app: FastifyInstance;
  let dir: string;
  // "$&" and "$'" mean something to String.replace: the page must show them as they are.
  const shirt = fixtureProduct({ productid: 'TS-RENDERED', gender: 'women', name: "Shirt $& $'" });
  const failing = fixtureProduct({ productid: 'TS-FAILING', name: 'Render Failure' });
  const partLeft = fixtureProduct({ productid: 'TS-PART-LEFT', name: 'Part Left' });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'store-web-'));
    await mkdir(path.join(dir, 'dist'));
    await mkdir(path.join(dir, 'dist-server'));
    await writeFile(path.join(dir, 'dist', 'index.html'), PAGE);
    await writeFile(path.join(dir, 'dist-server', 'entry-server.js'), BUNDLE);
    app = await buildTestApp({ webDistDir: path.join(dir, 'dist') });
    await seedProducts(app, [shirt, failing, partLeft]);
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('puts a listing into the root, and its head tags before the scripts', async () => {
    const body = await page('/women');
    expect(rootOf(body)).toMatch(
      /^<main data-render="\d+">\/catalog\/nav \/catalog\/products\?gender=women&page=1&limit=24<\/main>$/,
    );
    expect(body).toContain(
      '<head><link rel="preload" as="image" href="/media/first.webp"/><title>Page /women</title>' +
        '<script type="module"',
    );
    // One title: the page's own replaces the app's.
    expect(body.match(/<title>/g)).toHaveLength(1);
    // The browser still takes the same answers for its first render.
    expect(body).toContain('<script type="application/json" id="first-page-answers">');
  });

  it('renders a page once for the same answers, and again when the catalogue changed', async () => {
    const first = rootOf(await page('/product/view/TS-RENDERED'));
    expect(first).toMatch(/\/catalog\/products\/TS-RENDERED Shirt \$& \$'<\/main>$/);
    expect(rootOf(await page('/product/view/TS-RENDERED'))).toBe(first);
    expect(rootOf(await page('/Product/VIEW/TS-RENDERED'))).toBe(first);
    await app.db.execute(
      sql`UPDATE products SET price_fils = price_fils + 100 WHERE productid = 'TS-RENDERED'`,
    );
    // What the back office's save does after its write.
    app.catalogChanged();
    expect(rootOf(await page('/product/view/TS-RENDERED'))).not.toBe(first);
  });

  it('keeps no render that left a part for the browser: the next visitor gets a new one', async () => {
    const first = rootOf(await page('/product/view/TS-PART-LEFT'));
    expect(first).toContain('<!--$!-->');
    expect(rootOf(await page('/product/view/TS-PART-LEFT'))).not.toBe(first);
  });

  it('leaves the root empty where the browser renders better', async () => {
    // A product that does not exist, an address with a query string, a page with no data of its
    // own, a refined listing: each goes out as the app's page with what answers it has.
    for (const url of [
      '/product/view/TS-NOPE',
      '/product/view/TS-RENDERED?ref=mail',
      '/women?brand=X',
      '/login',
      '/admin/login',
    ]) {
      expect(rootOf(await page(url)), url).toBe('');
    }
  });

  it('sends the page unrendered when the render fails', async () => {
    const body = await page('/product/view/TS-FAILING');
    expect(rootOf(body)).toBe('');
    expect(body).toContain('"name":"Render Failure"');
  });
});
