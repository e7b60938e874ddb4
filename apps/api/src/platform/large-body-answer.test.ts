import { Agent, request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { bodyOf, statusOf } from '#test/slow-sockets';

/**
 * A client that writes its whole request before it reads the answer, as many HTTP clients do
 * (Python's http.client, scripts, some proxies): the answer it reads, and the error its writing
 * met. A client whose write fails reports a network error instead of the answer.
 */
function sendWholeThenRead(port: number, path: string, body: Buffer) {
  return new Promise<{ status: number; code?: unknown; writeFailed?: string }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let writeFailed: string | undefined;
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('error', (err: NodeJS.ErrnoException) => (writeFailed ??= err.code ?? err.message));
    socket.on('close', () => {
      const status = statusOf(answer);
      const code = status ? (bodyOf(answer) as { code?: unknown }).code : undefined;
      resolve({ status, code, ...(writeFailed ? { writeFailed } : {}) });
    });
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nhost: store.test\r\ncontent-type: application/json\r\n` +
          `content-length: ${body.length}\r\n\r\n`,
      );
      socket.end(body);
    });
  });
}

/**
 * A 5 MB sign-in answered before its body was read. The connection was cut under a client still
 * sending it, two ways: Fastify refuses a body over the limit by its Content-Length before reading
 * it and answers 413 with `Connection: close`, and Node then destroyed the socket as soon as the
 * answer was written, with the rest of the body unread; and once an address holds its cap of open
 * sockets (a run of ordinary calls through a keep-alive client leaves its sockets open, each
 * counted until the keep-alive timeout), a new socket was answered 429 the moment it connected and
 * destroyed at once. Either way the client's write failed (EPIPE, ECONNRESET), and a client that
 * writes its request whole before reading it showed a network error. Now the rest of a refused
 * body is read and dropped before a closing answer, and a refused socket is closed for writing
 * and read for a moment before it goes: the answer arrives.
 */
describe('a 5 MB sign-in over a real connection', () => {
  const CAP = 8;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp({ maxConnectionsPerAddress: CAP });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  const fiveMb = Buffer.from(
    JSON.stringify({ email: 'shopper@example.ae', password: 'x'.repeat(5 * 1024 * 1024) }),
  );
  const bigSignIn = () => sendWholeThenRead(port, '/api/auth/login', fiveMb);

  /** Sign-ups, sign-ins, bags and hostile text fields, a burst at a time through one client. */
  async function ordinaryCalls(agent: Agent) {
    const call = (path: string, body?: object, token?: string) =>
      new Promise<{ status: number; body: { token?: string } }>((resolve, reject) => {
        const payload = body ? JSON.stringify(body) : undefined;
        const req = request(
          {
            host: '127.0.0.1',
            port,
            path,
            agent,
            method: payload ? 'POST' : 'GET',
            headers: {
              'content-type': 'application/json',
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
          },
          (res) => {
            let text = '';
            res.on('data', (d) => (text += d));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    const shoppers = Array.from({ length: CAP + 2 }, (_, i) => ({
      fullname: `Run Shopper ${i}`,
      email: `run${i}.${process.pid}@example.ae`,
      password: 'secret123',
    }));
    const signedUp = await Promise.all(shoppers.map((s) => call('/api/auth/register', s)));
    const tokens = signedUp.map((r) => r.body.token).filter((t): t is string => !!t);
    await Promise.all(tokens.map((t) => call('/api/cart', undefined, t)));
    await Promise.all(
      shoppers.map((s) => call('/api/auth/login', { email: s.email, password: s.password })),
    );
    await Promise.all([
      call('/api/auth/register', { ...shoppers[0], fullname: 'Null\u0000Byte' }),
      call('/api/auth/register', { ...shoppers[0], fullname: 'x'.repeat(100_000) }),
      call('/api/auth/login', { email: '<script>@example.ae', password: "' OR 1=1 --" }),
    ]);
    return signedUp.length + tokens.length + shoppers.length + 3;
  }

  it('is answered 413 on a fresh store, and 429 once a run of calls holds the cap, never cut', async () => {
    expect(await bigSignIn()).toEqual({ status: 413, code: 'TOO_LARGE' });

    const agent = new Agent({ keepAlive: true });
    expect(await ordinaryCalls(agent)).toBeGreaterThanOrEqual(25);
    // The run's sockets stay open in the client's pool: this address is at its cap.
    expect(await bigSignIn()).toEqual({ status: 429, code: 'TOO_MANY_CONNECTIONS' });
    expect(await bigSignIn()).toEqual({ status: 429, code: 'TOO_MANY_CONNECTIONS' });

    agent.destroy();
    await new Promise((r) => setTimeout(r, 200));
    expect(await bigSignIn()).toEqual({ status: 413, code: 'TOO_LARGE' });
  });
});
