import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS } from '#config/env';
import { buildTestApp } from '#test/helper';

/** Writes raw bytes to the server and collects what it answers until it closes. */
function raw(port: number, chunks: string[], pauseMs = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        socket.write(chunk);
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
    });
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('what the HTTP layer refuses, in the store error format', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp({
      timeouts: { ...DEFAULT_TIMEOUTS, headersMs: 500, requestMs: 2000, idleMs: 5000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('a path that does not decode: 400', async () => {
    const res = await app.inject({ url: '/api/catalog/products/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'The address is not valid',
      code: 'BAD_URL',
    });
  });

  it('a path parameter over the limit: 414', async () => {
    const res = await app.inject({ url: `/api/catalog/products/${'x'.repeat(10_000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      success: false,
      error: 'The address is too long',
      code: 'URI_TOO_LONG',
    });
  });

  it('headers or an address too large for the server: 431', async () => {
    const answer = await raw(port, [
      `GET /api/catalog/suggest?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toEqual({
      success: false,
      error: 'The request headers or address are too large',
      code: 'HEADERS_TOO_LARGE',
    });
  });

  it('bytes that are not HTTP: 400', async () => {
    const answer = await raw(port, ['HELLO THERE\r\n\r\n']);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('a client that sends its headers too slowly is cut off', async () => {
    const started = Date.now();
    const answer = await raw(
      port,
      ['GET /api/health HTTP/1.1\r\n', 'Host: x\r\n', 'X-Slow: 1\r\n', 'X-Slow: 2\r\n'],
      700,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(answer)).toMatchObject({ success: false, code: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('sets the server timeouts', () => {
    expect(app.server.headersTimeout).toBe(500);
    expect(app.server.requestTimeout).toBe(2000);
    expect(app.server.timeout).toBe(5000);
  });
});
