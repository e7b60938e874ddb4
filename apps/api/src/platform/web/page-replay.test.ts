import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CATALOGUE } from '#platform/cache-headers';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';

// Over a real listening server: the replay sits in the server Fastify is given, which inject()
// never reaches. The bundle stands in for the web app's server render (server-render.test.ts).
const BUNDLE = `
export async function renderPage(url, answers) {
  const product = Object.entries(answers).find(([call]) => call.startsWith('/catalog/products/'));
  return '<main>' + (product ? product[1].product.name : url) + '</main>';
}
`;
const PAGE =
  '<!doctype html><html><head><title>Shop</title>' +
  '<script type="module" src="/assets/app.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

// Long enough for two requests on a busy machine, short enough to wait out in a test.
const TTL_MS = 1000;

describe('storefront pages kept and replayed', () => {
  let app: FastifyInstance;
  let dir: string;
  let port: number;
  const shirt = fixtureProduct({ productid: 'TS-KEPT', gender: 'women', name: 'Kept Shirt' });

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'store-pages-'));
    await mkdir(path.join(dir, 'dist'));
    await mkdir(path.join(dir, 'dist-server'));
    await writeFile(path.join(dir, 'dist', 'index.html'), PAGE);
    await writeFile(path.join(dir, 'dist-server', 'entry-server.js'), BUNDLE);
    app = await buildTestApp({
      webDistDir: path.join(dir, 'dist'),
      catalog: { responseCache: true, versionTtlMs: TTL_MS },
    });
    await seedProducts(app, [shirt]);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  function get(url: string, headers: Record<string, string> = {}) {
    return new Promise<Answer>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path: url, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const br = res.headers['content-encoding'] === 'br';
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(res.headers).map(([k, v]) => [k, String(v)]),
            ),
            text: (br ? brotliDecompressSync(raw) : raw).toString(),
          });
        });
      })
        .on('error', reject)
        .end();
    });
  }

  /** Asks until the answer is a replay (at most a few times: the first ones are Fastify's). */
  async function replayed(url: string, headers: Record<string, string> = {}) {
    for (let i = 0; i < 4; i += 1) {
      const before = app.answerReplay.replayed;
      const answer = await get(url, headers);
      if (app.answerReplay.replayed === before + 1) return answer;
    }
    throw new Error(`${url} was never replayed`);
  }

  const page = '/product/view/TS-KEPT';

  it('sends the same rendered page again without making it, with a validator and shared caching', async () => {
    const made = await get(page, { 'accept-encoding': 'br' });
    expect(made.status).toBe(200);
    expect(made.text).toContain('<div id="root"><main>Kept Shirt</main></div>');
    expect(made.headers['cache-control']).toBe(PUBLIC_CATALOGUE);
    expect(made.headers.etag).toMatch(/^"p-[\w-]+"$/);
    const again = await replayed(page, { 'accept-encoding': 'br' });
    expect(again.text).toBe(made.text);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.etag).toBe(made.headers.etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_CATALOGUE);
  });

  it('answers 304 to a browser that holds the page, also from the replay', async () => {
    const { etag = '' } = (await get(page)).headers;
    const notModified = await replayed(page, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.text).toBe('');
    expect((await get(page, { 'if-none-match': '"p-other"' })).status).toBe(200);
  });

  it('shows a change in the console on the next request', async () => {
    await replayed(page);
    await app.db.execute(
      sql`UPDATE products SET name = 'Renamed Shirt' WHERE productid = 'TS-KEPT'`,
    );
    // What the back office's save does after its write.
    app.catalogChanged();
    const next = await get(page);
    expect(next.text).toContain('<main>Renamed Shirt</main>');
    expect(next.text).not.toContain('Kept Shirt');
  });

  it('keeps a page per host, whose links name the address it was asked at', async () => {
    const host = `localhost:${port}`;
    await replayed(page);
    const before = app.answerReplay.replayed;
    const other = await get(page, { host });
    expect(app.answerReplay.replayed).toBe(before);
    expect(other.text).toContain(`http://${host}/product/view/TS-KEPT`);
    expect((await replayed(page, { host })).text).toBe(other.text);
  });

  it('never replays a signed-in request, nor one that sends a shopper to their language', async () => {
    const signedIn = { authorization: 'Bearer not-checked-for-a-page' };
    const before = app.answerReplay.replayed;
    for (let i = 0; i < 3; i += 1) {
      const answer = await get(page, signedIn);
      expect(answer.headers['cache-control']).toBe('private, no-cache');
    }
    expect(app.answerReplay.replayed).toBe(before);
    // Arabic chosen: a link within the store keeps the English page, an outside one is sent on.
    const arabic = { cookie: 'lang=ar' };
    await replayed(page, { ...arabic, 'sec-fetch-site': 'same-origin' });
    for (const site of ['none', 'cross-site']) {
      const answer = await get(page, { ...arabic, 'sec-fetch-site': site });
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe('/ar/product/view/TS-KEPT');
    }
  });
});
