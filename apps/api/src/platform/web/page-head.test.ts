import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerShopper } from '../../modules/auth/test-users';
import { cartCalls, line } from '../../modules/cart/cart-test-kit';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';

// A stand-in for the web app's server bundle (the real one runs in bench/seo-audit.ts): it writes
// a title as React hoists it, so the head's og:title can be checked to follow it.
const BUNDLE = `
export async function renderPage(url) {
  return '<title>Rendered ' + url + '</title><main>page</main>';
}
`;
const PAGE =
  '<!doctype html><html lang="en" dir="ltr"><head>' +
  '<meta\n  name="description"\n  content="Modern fashion"\n/><title>Souq Style</title>' +
  '<script type="module" src="/assets/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const ORIGIN = 'https://souqstyle.example';

/** Every JSON-LD block of a page, parsed (a block that is not JSON fails the test). */
const jsonLd = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
  );
const metaContent = (page: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`).exec(page)?.[1];
const canonical = (page: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(page)?.[1];

describe('the head of a rendered page, for search engines and shared links', () => {
  let app: FastifyInstance;
  let dir: string;
  let ids: Map<string, string>;
  const trickyName = 'Kaftan </script><script>alert(1)</script>';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'store-web-head-'));
    await mkdir(path.join(dir, 'dist'));
    await mkdir(path.join(dir, 'dist-server'));
    await writeFile(path.join(dir, 'dist', 'index.html'), PAGE);
    await writeFile(path.join(dir, 'dist-server', 'entry-server.js'), BUNDLE);
    app = await buildTestApp({ webDistDir: path.join(dir, 'dist'), publicOrigin: ORIGIN });
    ids = await seedProducts(app, [
      // 99.99 without VAT: 104.9895 with it, so the shown price is a rounding, not a product.
      fixtureProduct({
        productid: 'HD-KAFTAN',
        name: trickyName,
        nameAr: 'قفطان كتان',
        descriptionAr: 'قفطان خفيف لصيف دبي.',
        gender: 'women',
        category: 'Kaftans',
        subcategory: 'Linen',
        priceFils: 9999,
      }),
    ]);
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
  const kaftan = () => ids.get('HD-KAFTAN') ?? '';

  it('gives a product page JSON-LD whose price per variant is what the bag charges', async () => {
    const html = await page(`/product/view/${kaftan()}`);
    // The product's name cannot end the script element it sits in.
    expect(html.match(/<\/script>/g)).toHaveLength(
      html.match(/<script[ >]/g)?.length ?? Number.NaN,
    );
    const [product, trail] = jsonLd(html);
    expect(product).toMatchObject({ '@type': 'ProductGroup', name: trickyName });
    expect(product?.brand).toEqual({ '@type': 'Brand', name: 'Test Brand' });
    expect(product?.productGroupID).toBe('HD-KAFTAN');
    const variants = product?.hasVariant as {
      sku: string;
      color: string;
      size: string;
      image: string;
      offers: { price: string; priceCurrency: string; availability: string };
    }[];
    expect(variants).toHaveLength(6); // Navy and White, S, M and L

    const shopper = await registerShopper(app);
    const cart = cartCalls(app);
    await cart.post(shopper.token, 'addCartProduct', line(kaftan(), 1, 'White', 'L'));
    const bag = (await cart.get(shopper.token)).json();
    // One of it in the bag: its line is what the goods cost the shopper.
    const charged = bag.items[0].lineTotalWithVat;
    expect(bag.totals.goodsWithVat).toBe(charged);
    expect(charged).toBe(104.99);
    const white = variants.find((v) => v.color === 'White' && v.size === 'L');
    expect(white?.sku).toBeTruthy();
    expect(white?.offers).toMatchObject({
      priceCurrency: 'AED',
      availability: 'https://schema.org/InStock',
    });
    for (const variant of variants) expect(Number(variant.offers.price)).toBe(charged);
    expect(white?.image).toMatch(new RegExp(`^${ORIGIN}/media/`));
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('gives a shared product link its picture, name, price and one canonical address', async () => {
    // Opened by its code: the canonical is the address the store links to.
    const html = await page('/product/view/HD-KAFTAN');
    const address = `${ORIGIN}/product/view/${kaftan()}`;
    expect(canonical(html)).toBe(address);
    expect(metaContent(html, 'og:url')).toBe(address);
    expect(metaContent(html, 'og:type')).toBe('product');
    // The title React rendered, escaped once.
    expect(metaContent(html, 'og:title')).toBe('Rendered /product/view/HD-KAFTAN');
    // The preview's picture is the store's JPEG of the product's first image (WhatsApp does
    // not show WebP); structured data keeps the WebP addresses.
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/share-image/test/HD-KAFTAN-navy-1.jpg`);
    expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
    expect(metaContent(html, 'product:price:amount')).toBe('104.99');
    expect(metaContent(html, 'product:price:currency')).toBe('AED');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'description')).toBe('AED 104.99 · A test product.');
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('describes a shared link with a query string too, which the server does not render', async () => {
    const html = await page(`/product/view/${kaftan()}?utm_source=whatsapp`);
    expect(html).toContain('<div id="root"></div>');
    expect(canonical(html)).toBe(`${ORIGIN}/product/view/${kaftan()}`);
    // The server writes the title the web app would.
    const title = `${trickyName} · Test Brand · Souq Style`;
    expect(html).toContain(`<title>${title.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</title>`);
    expect(metaContent(html, 'og:title')).toBe(title.replace(/</g, '&lt;').replace(/>/g, '&gt;'));
    expect(metaContent(html, 'product:price:amount')).toBe('104.99');
  });

  it('writes an Arabic page in Arabic, canonical to itself', async () => {
    const html = await page(`/ar/product/view/${kaftan()}`);
    expect(canonical(html)).toBe(`${ORIGIN}/ar/product/view/${kaftan()}`);
    expect(metaContent(html, 'description')).toContain('قفطان خفيف لصيف دبي.');
    expect(metaContent(html, 'og:locale')).toBe('ar_AE');
    expect(jsonLd(html)[0]?.name).toBe('قفطان كتان');
  });

  it('gives a category page a breadcrumb trail and the canonical in the catalogue’s case', async () => {
    const html = await page('/category/WOMEN/kaftans');
    expect(canonical(html)).toBe(`${ORIGIN}/category/women/Kaftans`);
    expect(metaContent(html, 'description')).toBe(
      'Shop Women › Kaftans at Souq Style: 1 style, delivered across the UAE. Prices in AED, VAT included.',
    );
    expect(jsonLd(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
          { '@type': 'ListItem', position: 2, name: 'Women', item: `${ORIGIN}/category/women` },
          {
            '@type': 'ListItem',
            position: 3,
            name: 'Kaftans',
            item: `${ORIGIN}/category/women/Kaftans`,
          },
        ],
      },
    ]);
    const arabic = await page('/ar/men');
    expect(canonical(arabic)).toBe(`${ORIGIN}/ar/category/men`);
    expect(metaContent(arabic, 'description')).toMatch(/^تسوّق رجال من سوق ستايل/);
    // The category in Arabic where the catalogue's words have it, the address in English.
    const kaftans = await page('/ar/category/women/kaftans');
    expect(canonical(kaftans)).toBe(`${ORIGIN}/ar/category/women/Kaftans`);
    expect(metaContent(kaftans, 'description')).toMatch(/^تسوّق نساء › قفاطين /);
    expect(jsonLd(kaftans)[0]?.itemListElement).toContainEqual({
      '@type': 'ListItem',
      position: 3,
      name: 'قفاطين',
      item: `${ORIGIN}/ar/category/women/Kaftans`,
    });
  });
});
