import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newShopper, registerShopper } from '../modules/auth/test-users';
import { buildTestApp } from '../test/helper';
import { callEveryShopperRoute } from '../test/shopper-calls';

describe('what browsers and proxies may keep', () => {
  let app: FastifyInstance;
  let webDistDir: string;
  let token: string;

  beforeAll(async () => {
    // A built web app in miniature: the page and one fingerprinted script.
    webDistDir = await mkdtemp(path.join(tmpdir(), 'store-web-dist-'));
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><script type="module" src="/assets/index-Abc123.js"></script>',
    );
    await writeFile(path.join(webDistDir, 'assets', 'index-Abc123.js'), 'console.log(1);');
    app = await buildTestApp({ webDistDir, rateLimitMultiplier: 100 });
    token = (await registerShopper(app)).token;
  });
  afterAll(async () => {
    await app.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/cart', '/admin/login', '/product/view/x', '/no/such/page'])(
    'answers the app page at %s with no-cache, so a deploy reaches every browser',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('keeps fingerprinted scripts for a year', async () => {
    const res = await app.inject({ url: '/assets/index-Abc123.js' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends no-store on every signed-in shopper's answer, whatever its status", async () => {
    const answers = await callEveryShopperRoute(app, token);
    expect(answers.length).toBeGreaterThan(15);
    expect(answers.map(({ call, res }) => [call, res.headers['cache-control']])).toEqual(
      answers.map(({ call }) => [call, 'no-store']),
    );
    const ok = await app.inject({ url: '/api/auth/getUser', headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('sends no-store with every sign-in token', async () => {
    const shopper = newShopper();
    const register = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: shopper,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.email, password: shopper.password },
    });
    for (const res of [register, login]) {
      expect(res.json().token).toEqual(expect.any(String));
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('lets the public catalogue be revalidated by ETag instead', async () => {
    const res = await app.inject({ url: '/api/catalog/products' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toEqual(expect.any(String));
  });
});
