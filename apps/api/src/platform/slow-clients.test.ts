import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS } from '#config/env';
import { adminToken } from '#test/admin-token';
import { buildTestApp } from '#test/helper';
import { bodyOf, stalledRequest, statusOf, type StalledRequest } from '#test/slow-sockets';

// Over a real listening server: the limits live on sockets, which inject() does not have.
async function listening(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A shopper's call from its own address (127.0.0.1), with its answer. */
async function shop(port: number, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('many slow sockets from one address', () => {
  const CAP = 20;
  let app: FastifyInstance;
  let port: number;
  const held: StalledRequest[] = [];
  beforeAll(async () => {
    app = await buildTestApp({ maxConnectionsPerAddress: CAP });
    port = await listening(app);
  });
  afterAll(async () => {
    for (const s of held) s.socket.destroy();
    await app.close();
  });

  it('are capped per address, and another address still shops', async () => {
    const attack = 200;
    for (let i = 0; i < attack; i += 1) {
      held.push(await stalledRequest(port, { localAddress: '127.0.0.2' }));
    }
    // Every socket past the cap is answered 429 at once, then closed; the first CAP stay open.
    const refused = await Promise.all(held.slice(CAP).map((s) => s.closed));
    for (const { answer } of refused) {
      expect(statusOf(answer)).toBe(429);
      expect(bodyOf(answer)).toEqual({
        success: false,
        error: 'Too many open connections from your address. Please try again shortly.',
        code: 'TOO_MANY_CONNECTIONS',
      });
    }
    expect(held.slice(0, CAP).every((s) => !s.socket.destroyed)).toBe(true);

    expect(await shop(port, '/api/health')).toMatchObject({ status: 200 });
    const products = await shop(port, '/api/catalog/products?limit=5');
    expect(products.status).toBe(200);

    // A socket the attacker closes gives its place back.
    held[0]?.socket.destroy();
    await held[0]?.closed;
    await new Promise((r) => setTimeout(r, 50));
    const again = await stalledRequest(port, { localAddress: '127.0.0.2' });
    held.push(again);
    await new Promise((r) => setTimeout(r, 200));
    expect(again.socket.destroyed).toBe(false);
  });
});

describe('request bodies that stop arriving, and clients behind a trusted proxy', () => {
  const BODY_MS = 1500;
  const UPLOAD_BODY_MS = 4000;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp({
      maxConnectionsPerAddress: 3,
      trustProxy: ['127.0.0.1'],
      timeouts: { ...DEFAULT_TIMEOUTS, bodyMs: BODY_MS, uploadBodyMs: UPLOAD_BODY_MS },
    });
    port = await listening(app);
  });
  afterAll(() => app.close());

  it('a stalled body is answered 408 and closed after the body timeout', async () => {
    const stalled = await stalledRequest(port);
    const { answer, afterMs } = await stalled.closed;
    expect(statusOf(answer)).toBe(408);
    expect(bodyOf(answer)).toEqual({
      success: false,
      error: 'The request body arrived too slowly',
      code: 'BODY_TIMEOUT',
    });
    expect(afterMs).toBeGreaterThanOrEqual(BODY_MS - 100);
    expect(afterMs).toBeLessThan(BODY_MS + 2000);
  });

  it('an image upload keeps its longer body timeout', async () => {
    const token = await adminToken(app);
    const stalled = await stalledRequest(port, {
      path: '/api/upload-product-images',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
      bodyBytes: 10_000,
    });
    await new Promise((r) => setTimeout(r, BODY_MS + 1000));
    expect(stalled.socket.destroyed).toBe(false);
    const { answer, afterMs } = await stalled.closed;
    expect(statusOf(answer)).toBe(408);
    expect(afterMs).toBeGreaterThanOrEqual(UPLOAD_BODY_MS - 100);
  });

  it('behind the proxy, the cap counts each client’s requests, not the proxy’s sockets', async () => {
    const client = { 'x-forwarded-for': '203.0.113.9' };
    const inFlight = await Promise.all(
      [1, 2, 3].map(() => stalledRequest(port, { headers: client })),
    );
    await new Promise((r) => setTimeout(r, 100));
    const fourth = await stalledRequest(port, { headers: client });
    const { answer } = await fourth.closed;
    expect(statusOf(answer)).toBe(429);
    expect(bodyOf(answer)).toMatchObject({ code: 'TOO_MANY_CONNECTIONS' });
    // Five sockets from the proxy's own address are open; another shopper behind it is served.
    const other = await shop(port, '/api/health', { 'x-forwarded-for': '203.0.113.10' });
    expect(other.status).toBe(200);
    for (const s of inFlight) s.socket.destroy();
  });
});
