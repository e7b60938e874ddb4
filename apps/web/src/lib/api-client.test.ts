import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  ApiError,
  apiDelete,
  apiGet,
  apiPost,
  apiPut,
  configureApiClient,
  createApiClient,
  isTokenExpiredError,
  resetApiClient,
} from './api-client';

type Reply = { status: number; body?: unknown; raw?: string };

/** What the test server answers on `/api/<name>` (any method). */
const replies: Record<string, Reply> = {
  ok: { status: 200, body: { success: true, value: 42 } },
  empty: { status: 204 },
  'expired-code': { status: 401, body: { success: false, error: 'Nope', code: 'TokenExpired' } },
  'expired-text': { status: 401, body: { success: false, error: 'jwt expired' } },
  unauthorized: { status: 401, body: { success: false, error: 'No token provided' } },
  forbidden: { status: 403, body: { success: false, error: 'Admins only' } },
  missing: { status: 404, body: { success: false, error: 'No such thing' } },
  'missing-no-text': { status: 404, raw: 'Not Found' },
  limited: { status: 429, body: { success: false, error: 'Slow down' } },
  broken: { status: 500, body: { success: false, error: 'Boom' } },
  unavailable: { status: 503, body: { success: false, error: 'Starting' } },
  teapot: { status: 418, raw: '<html>teapot</html>' },
  invalid: {
    status: 400,
    body: { success: false, error: 'Email is required', code: 'VALIDATION' },
  },
  'invalid-fields': {
    status: 400,
    body: {
      success: false,
      error: 'Enter a code',
      code: 'VALIDATION',
      fields: { code: 'Enter a code', reward: 'Choose a reward', count: 3 },
    },
  },
  'invalid-no-text': { status: 400, raw: 'oops' },
  'bad-json': { status: 200, raw: '{"success": true, items: [' },
};

let server: Server;
let base: string;
let closedBase: string;
let lastRequest: { method?: string; url?: string; auth?: string; type?: string; body: string };

function handle(req: IncomingMessage, res: ServerResponse): void {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    lastRequest = {
      method: req.method,
      url: req.url,
      auth: req.headers.authorization,
      type: req.headers['content-type'],
      body,
    };
    const name = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/api\//, '');
    if (name === 'hang') return; // never answers: the client's timeout must fire
    if (name === 'echo') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, ...lastRequest }));
      return;
    }
    const reply = replies[name] ?? { status: 404, body: { success: false, error: 'unknown' } };
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(reply.raw ?? (reply.body === undefined ? undefined : JSON.stringify(reply.body)));
  });
}

async function listen(s: Server): Promise<string> {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}/api`;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

beforeAll(async () => {
  server = createServer(handle);
  base = await listen(server);
  // A port that was just freed: connecting to it is refused (a network error).
  const closed = createServer();
  closedBase = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  resetApiClient();
});

const clearTokens = vi.fn();
const onSessionExpired = vi.fn();

beforeEach(() => {
  clearTokens.mockReset();
  onSessionExpired.mockReset();
  // From the defaults each time: a test's own setting (a 100 ms timeout) must not reach the next.
  resetApiClient();
  configureApiClient({ baseUrl: base, getToken: () => null, clearTokens, onSessionExpired });
});

describe('reads', () => {
  it('returns the parsed JSON and sends query parameters, JSON accept and no token for guests', async () => {
    const data = await apiGet<{ url: string; auth?: string; method: string }>('/echo', {
      params: { page: 2, limit: 24, gender: undefined, sort: 'price-asc' },
    });
    expect(data.method).toBe('GET');
    expect(data.url).toBe('/api/echo?page=2&limit=24&sort=price-asc');
    expect(data.auth).toBeUndefined();
    await expect(apiGet('/ok')).resolves.toEqual({ success: true, value: 42 });
  });

  it('sends the stored bearer token when there is one', async () => {
    configureApiClient({ getToken: () => 'abc.def' });
    const data = await apiGet<{ auth: string }>('/echo');
    expect(data.auth).toBe('Bearer abc.def');
  });

  it('maps 401 TokenExpired, or a message containing "expired", to a token-expired error', async () => {
    for (const path of ['/expired-code', '/expired-text']) {
      const error = await failure(apiGet(path));
      expect(error.status).toBe(401);
      expect(error.code).toBe('TokenExpired');
      expect(isTokenExpiredError(error)).toBe(true);
      expect(error.message).toBe('Session expired. Please login again.');
    }
    expect(clearTokens).not.toHaveBeenCalled();
  });

  it.each([
    ['/unauthorized', 401, 'Unauthorized access. Please login again.'],
    ['/forbidden', 403, 'Access forbidden. You do not have permission.'],
    ['/missing', 404, 'Resource not found'],
    ['/limited', 429, 'Too many requests. Please try again later.'],
    ['/broken', 500, 'Server error. Please try again later.'],
    ['/unavailable', 503, 'Request failed with status 503'],
    ['/teapot', 418, 'Request failed with status 418'],
  ])('GET %s (%i) fails with %j', async (path, status, message) => {
    const error = await failure(apiGet(path));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(isTokenExpiredError(error)).toBe(false);
  });

  it("keeps the server's own text beside the catalogue's message", async () => {
    const error = await failure(apiGet('/missing'));
    expect(error.message).toBe('Resource not found');
    expect(error.serverText).toBe('No such thing');
    expect((await failure(apiGet('/missing-no-text'))).serverText).toBeUndefined();
  });

  it('carries the server code', async () => {
    const error = await failure(apiGet('/invalid'));
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe('Request failed with status 400');
  });

  it('reports a body that is not JSON', async () => {
    const error = await failure(apiGet('/bad-json'));
    expect(error.message).toBe('Invalid response format from server');
    expect(error.status).toBe(200);
  });

  it('reports a network failure', async () => {
    configureApiClient({ baseUrl: closedBase });
    const error = await failure(apiGet('/ok'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error. Please check your internet connection.');
  });

  it('times out a hanging response', async () => {
    const started = Date.now();
    const error = await failure(apiGet('/hang', { timeoutMs: 150 }));
    expect(error.message).toBe('Request timeout. Please try again.');
    expect(error.code).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('uses the configured default timeout of 30 s unless told otherwise', async () => {
    configureApiClient({ timeoutMs: 100 });
    const error = await failure(apiGet('/hang'));
    expect(error.message).toBe('Request timeout. Please try again.');
  });

  it('lets a caller cancel without reporting a timeout or network error', async () => {
    const controller = new AbortController();
    const pending = apiGet('/hang', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });
});

describe('writes', () => {
  it('sends JSON with the bearer token', async () => {
    configureApiClient({ getToken: () => 'tkn' });
    const data = await apiPost<{ method: string; type: string; auth: string; body: string }>(
      '/echo',
      { productid: 'p1', quantity: 2 },
    );
    expect(data).toMatchObject({ method: 'POST', type: 'application/json', auth: 'Bearer tkn' });
    expect(JSON.parse(data.body)).toEqual({ productid: 'p1', quantity: 2 });
    await expect(apiPut('/ok', { a: 1 })).resolves.toEqual({ success: true, value: 42 });
    await expect(apiDelete('/empty')).resolves.toBeUndefined();
    expect(lastRequest.method).toBe('DELETE');
  });

  it('sends a FormData body as multipart with its own boundary', async () => {
    configureApiClient({ getToken: () => 'tkn' });
    const form = new FormData();
    form.set('title', 'Eid Sale');
    const data = await apiPost<{ type: string; auth: string; body: string }>('/echo', form);
    expect(data.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(data.auth).toBe('Bearer tkn');
    expect(data.body).toContain('name="title"');
    expect(data.body).toContain('Eid Sale');
  });

  it('on 401 TokenExpired removes the tokens, reports the expired session and fails', async () => {
    const error = await failure(apiPost('/expired-code', {}));
    expect(error.message).toBe('Session expired, please log in again.');
    expect(error.status).toBe(401);
    expect(error.code).toBe('TokenExpired');
    expect(clearTokens).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith('Session expired, please log in again.');
  });

  it.each([
    ['/missing', 404, 'No such thing'],
    ['/missing-no-text', 404, 'Endpoint not found'],
    ['/broken', 500, 'Server error. Please try again later.'],
    ['/unavailable', 503, 'Server error. Please try again later.'],
    ['/invalid', 400, 'Email is required'],
    ['/forbidden', 403, 'Admins only'],
    ['/unauthorized', 401, 'No token provided'],
    ['/invalid-no-text', 400, 'Request failed'],
    ['/teapot', 418, 'Request failed'],
  ])('POST %s (%i) fails with %j', async (path, status, message) => {
    const error = await failure(apiPost(path, { x: 1 }));
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it("carries a refusal's field messages for the form to show beside each field", async () => {
    const error = await failure(apiPost('/invalid-fields', {}));
    expect(error.fields).toEqual({ code: 'Enter a code', reward: 'Choose a reward' });
    expect((await failure(apiPost('/invalid', {}))).fields).toBeUndefined();
  });

  it('reports a network failure with the write wording', async () => {
    configureApiClient({ baseUrl: closedBase });
    const error = await failure(apiPost('/ok', {}));
    expect(error.message).toBe('Network error. Please check your connection and server status.');
  });

  it('times out a hanging write', async () => {
    const error = await failure(apiPost('/hang', {}, { timeoutMs: 150 }));
    expect(error.message).toBe('Request timeout. Please try again.');
  });

  it('reports a success body that is not JSON', async () => {
    const error = await failure(apiPost('/bad-json', {}));
    expect(error.message).toBe('Invalid response format from server');
  });
});

describe('a second client (the back office)', () => {
  const onUnauthorized = vi.fn();
  let token: string | null = 'admin-token';
  const admin = createApiClient({
    getToken: () => token,
    clearTokens,
    onSessionExpired,
    onUnauthorized,
  });
  beforeEach(() => {
    onUnauthorized.mockReset();
    token = 'admin-token';
    admin.configure({ baseUrl: base });
  });

  it('sends its own token, not the storefront’s', async () => {
    configureApiClient({ getToken: () => 'shopper-token' });
    expect((await admin.get<{ auth: string }>('/echo')).auth).toBe('Bearer admin-token');
    expect((await apiGet<{ auth: string }>('/echo')).auth).toBe('Bearer shopper-token');
  });

  it.each(['expired-code', 'unauthorized'])(
    'hands any 401 (%s) on reads and writes to onUnauthorized',
    async (name) => {
      const read = await failure(admin.get(`/${name}`));
      const write = await failure(admin.post(`/${name}`, {}));
      expect(onUnauthorized.mock.calls.map(([error]) => error)).toEqual([read, write]);
      expect(read.status).toBe(401);
      // The write path's own expiry handling stays out of it.
      expect(onSessionExpired).not.toHaveBeenCalled();
      expect(clearTokens).not.toHaveBeenCalled();
    },
  );

  it('leaves a 401 to a request without a token (a failed sign-in) to the caller', async () => {
    token = null;
    const error = await failure(admin.post('/unauthorized', { username: 'x' }));
    expect(error.message).toBe('No token provided');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves other failures alone', async () => {
    await failure(admin.get('/forbidden'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('handlers wired in while a request is under way', () => {
  it('are the ones a failure reaches', async () => {
    const early = vi.fn();
    const late = vi.fn();
    const client = createApiClient({
      baseUrl: base,
      getToken: () => 'token',
      onUnauthorized: early,
    });
    const pending = failure(client.get('/unauthorized'));
    client.configure({ onUnauthorized: late });
    await pending;
    expect(early).not.toHaveBeenCalled();
    expect(late).toHaveBeenCalledTimes(1);
  });
});
