import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { helmetOptions, securityHeaders } from './security-headers';

const lines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, next) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    next();
  },
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ logLevel: 'info' }, { logStream });
});
afterAll(() => app.close());

describe('security headers', () => {
  it('are the ones helmet makes for this configuration', () => {
    const headers = securityHeaders(helmetOptions(app.config));
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'strict-transport-security': expect.stringContaining('max-age='),
    });
  });

  it("open Stripe's sources only with Stripe, its card field and wallet buttons included", () => {
    const csp = (config: typeof app.config) =>
      securityHeaders(helmetOptions(config))['content-security-policy'] ?? '';
    const stripe = csp({
      ...app.config,
      cards: {
        provider: 'stripe',
        secretKey: 'sk_test_x',
        publishableKey: 'pk_test_x',
        webhookSecret: 'whsec_test_x',
      },
    });
    for (const directive of ['script-src', 'frame-src']) {
      const sources = new RegExp(`${directive} ([^;]*)`).exec(stripe)?.[1]?.split(' ') ?? [];
      expect(sources).toEqual(
        expect.arrayContaining(['https://js.stripe.com', 'https://*.js.stripe.com']),
      );
    }
    expect(csp(app.config)).not.toContain('stripe.com');
  });

  it.each([
    ['a call', '/api/health', 200],
    ['an unknown call', '/api/no-such-call', 404],
    ['a bad request', '/api/catalog/products?sort=sideways', 400],
  ])('reach %s', async (_label, url, status) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(status);
    for (const [name, value] of Object.entries(securityHeaders(helmetOptions(app.config)))) {
      expect(res.headers[name], name).toBe(value);
    }
  });
});

describe('access log', () => {
  it('writes one line per request with its method, path, status, time and id, no token', async () => {
    lines.length = 0;
    const res = await app.inject({
      url: '/api/health?from=test',
      headers: { authorization: 'Bearer secret-token-value', 'x-request-id': 'req-abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('req-abc-123');
    const about = lines.filter((l) => l.reqId === 'req-abc-123');
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health?from=test' },
      res: { statusCode: 200 },
    });
    expect(typeof about[0]?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-token-value');
  });
});
