import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';
import { STAND_IN_PAGE, standInWebApp } from '#test/web-dist';

// A stand-in for the web app's server bundle (the real one is checked in a browser by
// e2e/storefront-arabic.test.ts): it shows which address it rendered and from which answers.
const BUNDLE = `
export async function renderPage(url, answers) {
  return '<main data-url="' + url + '">' + Object.keys(answers).join(' ') + '</main>';
}
`;

const rootOf = (page: string) => /<div id="root">(.*?)<\/div>/s.exec(page)?.[1];
const hreflangs = (page: string) =>
  [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
    ([, lang, href]) => `${lang} ${href}`,
  );

describe('the Arabic storefront pages under /ar', () => {
  let app: FastifyInstance;
  let web: Awaited<ReturnType<typeof standInWebApp>>;
  const abaya = fixtureProduct({ productid: 'TS-ABAYA-AR', gender: 'women', name: 'Linen Abaya' });

  beforeAll(async () => {
    // The build's Arabic twin of index.html names the Arabic entry script (decision 93).
    web = await standInWebApp(
      STAND_IN_PAGE,
      BUNDLE,
      STAND_IN_PAGE.replace('/assets/app.js', '/assets/app-ar.js'),
    );
    // The store is known by this name: its pages name it (decision 77).
    app = await buildTestApp({
      webDistDir: web.webDistDir,
      publicHosts: ['shop.example.ae'],
    });
    await seedProducts(app, [abaya]);
  });
  afterAll(async () => {
    await app.close();
    await web.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { host: 'shop.example.ae', ...headers } });

  it('renders an Arabic listing on the server, right to left, from the English answers', async () => {
    const res = await get('/ar/women');
    expect(res.statusCode).toBe(200);
    const page = res.body;
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<title>سوق ستايل · أزياء للإمارات</title>');
    expect(page).not.toContain('Modern fashion');
    expect(rootOf(page)).toContain('data-url="/ar/women"');
    expect(rootOf(page)).toContain('/catalog/products?gender=women');
    expect(hreflangs(page)).toEqual([
      'en http://shop.example.ae/women',
      'ar http://shop.example.ae/ar/women',
      'x-default http://shop.example.ae/women',
    ]);
  });

  it('leaves the English pages as they were, with the Arabic page as an alternate', async () => {
    const home = await get('/');
    expect(home.body).toContain('<html lang="en" dir="ltr">');
    expect(home.body).toContain('<title>Souq Style</title>');
    expect(hreflangs(home.body)).toEqual([
      'en http://shop.example.ae/',
      'ar http://shop.example.ae/ar',
      'x-default http://shop.example.ae/',
    ]);
    const product = await get('/ar/product/view/TS-ABAYA-AR');
    expect(rootOf(product.body)).toContain('/catalog/products/TS-ABAYA-AR');
    expect(hreflangs(product.body)[0]).toBe('en http://shop.example.ae/product/view/TS-ABAYA-AR');
  });

  it('sends the pages the browser renders in Arabic too, such as the checkout', async () => {
    const res = await get('/ar/checkout/address');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(rootOf(res.body)).toBe('');
  });

  it("names each language's own entry script, so a page loads only its own catalogue", async () => {
    for (const url of ['/ar', '/ar/women', '/ar/checkout/address']) {
      const page = (await get(url)).body;
      expect(page).toContain('src="/assets/app-ar.js"');
      expect(page).not.toContain('src="/assets/app.js"');
    }
    for (const url of ['/', '/women', '/checkout/address']) {
      const page = (await get(url)).body;
      expect(page).toContain('src="/assets/app.js"');
      expect(page).not.toContain('app-ar.js');
    }
  });

  it("sends the Arabic of the catalogue's words with Arabic pages only (decision 52)", async () => {
    const words = (page: string) => {
      const json = /<script type="application\/json" id="catalogue-words">(.*?)<\/script>/s.exec(
        page,
      )?.[1];
      return json ? (JSON.parse(json) as Record<string, string>) : undefined;
    };
    for (const url of ['/ar/women', '/ar/checkout/address']) {
      const arabic = words((await get(url)).body);
      expect(arabic?.abayas).toBe('عبايات');
      expect(arabic?.black).toBe('أسود');
    }
    expect(words((await get('/women')).body)).toBeUndefined();
  });

  it('takes a shopper who chose Arabic to the Arabic page when they arrive from outside', async () => {
    const res = await get('/women?brand=Rimal', { cookie: 'theme=x; lang=ar' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ar/women?brand=Rimal');
    expect(String(res.headers.vary)).toContain('cookie');
  });

  it('follows a link inside the store as asked, and never guesses from Accept-Language', async () => {
    const followed = await get('/women', { cookie: 'lang=ar', 'sec-fetch-site': 'same-origin' });
    expect(followed.statusCode).toBe(200);
    expect(followed.body).toContain('<html lang="en" dir="ltr">');
    const guessed = await get('/women', { 'accept-language': 'ar-AE,ar;q=0.9' });
    expect(guessed.statusCode).toBe(200);
    expect(guessed.body).toContain('<html lang="en" dir="ltr">');
    const english = await get('/women', { cookie: 'lang=en' });
    expect(english.statusCode).toBe(200);
    // The Arabic pages stay Arabic whatever the cookie says: their address chose the language.
    const arabic = await get('/ar/women', { cookie: 'lang=en' });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
  });
});
