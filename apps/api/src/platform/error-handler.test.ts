import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '#test/admin-token';
import { buildTestApp } from '#test/helper';
import { AppError } from './errors';

describe('error contract', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
    app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail at /srv/app.ts:12');
    });
    app.get('/api/test/conflict', async () => {
      throw new AppError('conflict', 'Only 2 items available in stock.', 'OUT_OF_STOCK');
    });
    app.post('/api/test/echo', async (request) => ({ success: true, body: request.body }));
  });
  afterAll(() => app.close());

  it('hides internals of unexpected failures behind the plain server error message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      error: 'Server error. Please try again later.',
      code: 'INTERNAL',
    });
    expect(res.body).not.toContain('secret');
  });

  it('keeps the message and code of known failures with their status', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      error: 'Only 2 items available in stock.',
      code: 'OUT_OF_STOCK',
    });
  });

  it('answers unknown API paths with a JSON 404, not the web app', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'Resource not found' });
  });

  it('rejects a malformed JSON body with a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'Request body is not valid JSON' });
  });

  it('rejects a body over the limit with a 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'TOO_LARGE' });
  });

  it('answers a body of a type the route does not read with a 415 that says what to send', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.ae&password=secret1',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({
      success: false,
      error: 'Send the request body as JSON (Content-Type: application/json)',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const json = await app.inject({
      method: 'POST',
      url: '/api/upload-product-images',
      headers: { authorization: `Bearer ${await adminToken(app)}` },
      payload: { images: [] },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      success: false,
      error: 'Send the files as multipart/form-data',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });
});
