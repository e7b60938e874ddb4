import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#db/schema';
import { PUBLIC_CATALOGUE } from '#platform/cache-headers';
import { seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';
import { promotionsKit } from '../promotions/promotions-test-kit';
import { catalogue } from './catalog-test-data';

// Over a real listening server: the replay sits in the server Fastify is given (serverFactory),
// which inject() never reaches.

interface Answer {
  status: number;
  /** Header names and values as they went out, in order, without Date. */
  headers: string[][];
  body: Buffer;
}

// Long enough for two requests on a busy machine, short enough to wait out in a test.
const TTL_MS = 1000;

describe('the warm catalogue replay', () => {
  let app: FastifyInstance;
  let port: number;
  const lines: string[] = [];

  beforeAll(async () => {
    app = await buildTestApp(
      { logLevel: 'info', catalog: { responseCache: true, versionTtlMs: TTL_MS } },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    await seedProducts(app, catalogue);
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<Answer>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: string[][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            const name = res.rawHeaders[i]!;
            if (name.toLowerCase() !== 'date') headers.push([name, res.rawHeaders[i + 1]!]);
          }
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
      })
        .on('error', reject)
        .end();
    });
  }

  const header = (answer: Answer, name: string) =>
    answer.headers.find(([n]) => n?.toLowerCase() === name)?.[1];

  /** Asks twice: Fastify answers the first (the replay records it), the replay the second. */
  async function fastifyThenReplay(path: string, headers: Record<string, string> = {}) {
    // The body made and cached first, so the version read next is still fresh for both.
    await get(path, { ...headers, 'if-none-match': '"warm-up"' });
    await new Promise((r) => setTimeout(r, TTL_MS + 50));
    const before = app.answerReplay.replayed;
    const fastify = await get(path, headers);
    expect(app.answerReplay.replayed).toBe(before);
    const replayed = await get(path, headers);
    expect(app.answerReplay.replayed).toBe(before + 1);
    return { fastify, replayed };
  }

  it.each([
    ['the gender page', '/api/catalog/products?gender=men'],
    ['search', '/api/catalog/products?q=linen'],
    ['the offer list', '/api/api/offers'],
    ['a product', '/api/catalog/products/P1'],
  ])('replays %s byte for byte and header for header, plain and br', async (_name, path) => {
    for (const encoding of [undefined, 'br, gzip']) {
      const headers = {
        'x-request-id': 'replay-test',
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      };
      const { fastify, replayed } = await fastifyThenReplay(path, headers);
      expect(fastify.status).toBe(200);
      expect(replayed.status).toBe(200);
      expect(replayed.headers).toEqual(fastify.headers);
      expect(replayed.body.equals(fastify.body)).toBe(true);
      expect(header(replayed, 'cache-control')).toBe(PUBLIC_CATALOGUE);
    }
  });

  it('gives each replayed answer its own request id and date', async () => {
    const path = '/api/catalog/products?gender=women';
    const { fastify, replayed } = await fastifyThenReplay(path);
    const fastifyId = header(fastify, 'x-request-id');
    const replayedId = header(replayed, 'x-request-id');
    expect(replayedId).toMatch(/^[\da-f-]{36}$/);
    expect(replayedId).not.toBe(fastifyId);
    const raw = await new Promise<string | undefined>((resolve) =>
      request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        res.resume();
        resolve(res.headers.date);
      }).end(),
    );
    expect(Date.now() - Date.parse(raw ?? '')).toBeLessThan(2000);
  });

  it('answers 304 to a matching If-None-Match as Fastify does', async () => {
    const path = '/api/catalog/products?gender=men&sort=newest';
    const { fastify: first } = await fastifyThenReplay(path);
    const etag = header(first, 'etag')!;
    const headers = { 'if-none-match': etag, 'x-request-id': 'replay-304' };
    const { fastify, replayed } = await fastifyThenReplay(path, headers);
    expect(fastify.status).toBe(304);
    expect(replayed.status).toBe(304);
    expect(replayed.body.length).toBe(0);
    expect(replayed.headers).toEqual(fastify.headers);
    // Another validator gets the whole answer, from the replay too.
    const other = await get(path, { 'if-none-match': '"c0-other"' });
    expect(other.status).toBe(200);
    expect(other.body.equals(first.body)).toBe(true);
  });

  it('writes the same request-log line as Fastify', async () => {
    const path = '/api/catalog/products?gender=men&page=1';
    const headers = { 'x-request-id': 'replay-log' };
    const logged = (from: number) =>
      lines
        .slice(from)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.msg === 'request completed');
    await new Promise((r) => setTimeout(r, TTL_MS + 50));
    const start = lines.length;
    await get(path, headers);
    const middle = lines.length;
    const before = app.answerReplay.replayed;
    await get(path, headers);
    expect(app.answerReplay.replayed).toBe(before + 1);
    const [fastifyLine] = logged(start).slice(0, 1);
    const replayLines = logged(middle);
    expect(replayLines).toHaveLength(1);
    const [replayLine] = replayLines;
    const comparable = (line: Record<string, unknown> | undefined) => {
      const { time, responseTime, ...rest } = line ?? {};
      expect(typeof time).toBe('number');
      expect(typeof responseTime).toBe('number');
      return { ...rest, req: { ...(rest.req as object), remotePort: 0 } };
    };
    expect(Object.keys(replayLine ?? {})).toEqual(Object.keys(fastifyLine ?? {}));
    expect(comparable(replayLine)).toEqual(comparable(fastifyLine));
    expect(replayLine).toMatchObject({ reqId: 'replay-log', res: { statusCode: 200 } });
  });

  it('serves a product edited elsewhere once the version TTL has passed', async () => {
    const path = '/api/catalog/products/P1';
    const { replayed: old } = await fastifyThenReplay(path);
    const price = (answer: Answer) =>
      (JSON.parse(answer.body.toString()) as { product: { price: number } }).product.price;
    // Another instance's edit: only the database knows, as it bumps the catalogue version.
    await app.db.update(products).set({ priceFils: 12_300 }).where(eq(products.productid, 'P1'));
    await new Promise((r) => setTimeout(r, TTL_MS + 50));
    const fresh = await get(path);
    expect(price(old)).not.toBe(123);
    expect(price(fresh)).toBe(123);
    const before = app.answerReplay.replayed;
    expect(price(await get(path))).toBe(123);
    expect(app.answerReplay.replayed).toBe(before + 1);
  });

  it("serves this instance's own edit on the next request", async () => {
    const path = '/api/catalog/products/P2';
    await fastifyThenReplay(path);
    await app.db.update(products).set({ priceFils: 45_600 }).where(eq(products.productid, 'P2'));
    app.catalogChanged();
    const next = await get(path);
    expect(JSON.parse(next.body.toString())).toMatchObject({ product: { price: 456 } });
  });

  it('stops replaying when a scheduled promotion starts, with no write', async () => {
    const path = '/api/catalog/products/P3';
    const startsAt = new Date(Date.now() + 86_400_000);
    const reward = { kind: 'free_shipping' };
    await promotionsKit(app).create({ kind: 'automatic', code: null, startsAt, reward });
    const { replayed: before } = await fastifyThenReplay(path);
    const badges = (answer: Answer) =>
      (JSON.parse(answer.body.toString()) as { product: { badges: { en: string }[] } }).product
        .badges;
    expect(badges(before)).toEqual([]);
    try {
      app.clock.now = () => new Date(startsAt.getTime() + 1);
      const replays = app.answerReplay.replayed;
      const started = await get(path);
      expect(app.answerReplay.replayed).toBe(replays);
      expect(badges(started)).toMatchObject([{ en: 'Free shipping' }]);
    } finally {
      app.clock.now = () => new Date();
    }
  });

  it.each([
    ['a token', { authorization: 'Bearer not-a-real-token' }],
    ['a session cookie', { cookie: 'session=abc' }],
    ['the language cookie beside another', { cookie: 'lang=en; session=abc' }],
    ['a forwarded address', { 'x-forwarded-for': '203.0.113.9' }],
  ])('never answers a request with %s from a recording', async (_name, extra) => {
    const path = '/api/catalog/products?gender=men&limit=12';
    await fastifyThenReplay(path);
    const before = app.answerReplay.replayed;
    for (let i = 0; i < 2; i += 1) {
      const answer = await get(path, extra);
      expect(answer.status).toBe(200);
      if ('authorization' in extra || 'cookie' in extra) {
        expect(header(answer, 'cache-control')).toBe('private, no-cache');
      }
    }
    expect(app.answerReplay.replayed).toBe(before);
  });

  it('leaves HEAD and other methods to Fastify', async () => {
    const path = '/api/catalog/products?gender=women&limit=12';
    await fastifyThenReplay(path);
    const before = app.answerReplay.replayed;
    expect((await get(path, {}, 'HEAD')).status).toBe(200);
    expect((await get(path, {}, 'POST')).status).toBe(404);
    expect(app.answerReplay.replayed).toBe(before);
  });

  it.each([
    ['Accept-Language: ar', { 'accept-language': 'ar' }],
    ['the lang=ar cookie', { cookie: 'lang=ar' }],
  ])('never gives an Arabic request (%s) an English recording', async (_name, arabic) => {
    const path = '/api/catalog/products?q=linen&limit=12';
    const { replayed: english } = await fastifyThenReplay(path, { 'x-request-id': 'lang' });
    const before = app.answerReplay.replayed;
    const fastifyArabic = await get(path, { ...arabic, 'x-request-id': 'lang' });
    // Not replayed: the English recording is not this request's.
    expect(app.answerReplay.replayed).toBe(before);
    const replayedArabic = await get(path, { ...arabic, 'x-request-id': 'lang' });
    // Replayed from what Fastify answered this very language.
    expect(app.answerReplay.replayed).toBe(before + 1);
    expect(replayedArabic.headers).toEqual(fastifyArabic.headers);
    expect(replayedArabic.body.equals(fastifyArabic.body)).toBe(true);
    if ('cookie' in arabic) {
      expect(header(fastifyArabic, 'cache-control')).toBe('private, no-cache');
      expect(header(english, 'cache-control')).toBe(PUBLIC_CATALOGUE);
    }
  });
});

describe('the replay with the response cache off', () => {
  it('never answers: nothing is recorded', async () => {
    const app = await buildTestApp({ catalog: { responseCache: false, versionTtlMs: 60_000 } });
    try {
      await seedProducts(app, catalogue);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      for (let i = 0; i < 3; i += 1) {
        const res = await fetch(`http://127.0.0.1:${port}/api/catalog/products?gender=men`);
        expect(res.status).toBe(200);
      }
      expect(app.answerReplay.replayed).toBe(0);
    } finally {
      await app.close();
    }
  });
});
