import { BlockList, isIPv6, type Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#config/env';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An image upload: its body may take `timeouts.uploadBodyMs` instead of `bodyMs`. */
    largeBody?: boolean;
  }
}

const TOO_MANY = {
  success: false,
  error: 'Too many open connections from your address. Please try again shortly.',
  code: 'TOO_MANY_CONNECTIONS',
};
const TOO_MANY_RESPONSE = (() => {
  const body = JSON.stringify(TOO_MANY);
  return (
    'HTTP/1.1 429 Too Many Requests\r\n' +
    'Content-Type: application/json; charset=utf-8\r\n' +
    'Cache-Control: no-store\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Connection: close\r\n\r\n' +
    body
  );
})();
const BODY_TOO_SLOW = {
  success: false,
  error: 'The request body arrived too slowly',
  code: 'BODY_TIMEOUT',
};

/**
 * Which socket addresses are the proxies TRUST_PROXY names: their sockets carry many shoppers,
 * so they are not capped as one client (docs/decisions/0026).
 */
export function proxyAddresses(trust: Config['trustProxy']): (address: string) => boolean {
  if (trust === false || trust === 0) return () => false;
  if (trust === true || typeof trust === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trust) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.)/, '');
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}

/** Counts open things per address; `take` says no once an address holds `max`. */
function counter(max: number) {
  const open = new Map<string, number>();
  return {
    take(address: string): boolean {
      const count = open.get(address) ?? 0;
      if (count >= max) return false;
      open.set(address, count + 1);
      return true;
    },
    give(address: string) {
      const count = (open.get(address) ?? 1) - 1;
      if (count <= 0) open.delete(address);
      else open.set(address, count);
    },
  };
}

/** How long a refused client may go on sending what it had started before its socket goes. */
const LINGER_MS = 3000;
/** A refused body up to this size is read to its end before the answer closes the connection. */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Over the cap: a short answer, then the socket is closed for writing and what the client was
 * already sending is read and dropped for a moment before the socket goes. Destroying it at once
 * would reset a client still writing its request, whose write then fails: many clients show that
 * as a network error and never read the answer. Its request is never handled (see onRequest).
 */
function refuse(socket: Socket, refused: WeakSet<Socket>) {
  refused.add(socket);
  socket.end(TOO_MANY_RESPONSE);
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  socket.once('end', () => socket.destroy());
  socket.once('close', () => clearTimeout(timer));
}

/** Resolves once the request's body has all arrived (dropped as it comes), or `ms` have passed. */
function bodyArrives(request: FastifyRequest, ms: number): Promise<void> {
  const raw = request.raw;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, Math.max(0, ms));
    raw.once('end', done);
    raw.once('close', done);
    raw.resume();
  });
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return length !== undefined ? Number(length) > 0 : 'transfer-encoding' in request.headers;
}

/** A body that stopped arriving: answer 408 and close, so the socket and its memory go. */
function bodyTooSlow(request: FastifyRequest, reply: FastifyReply, draining: WeakSet<object>) {
  // An answer is waiting for the body to arrive (onSend below): it goes at the same time.
  if (draining.has(request)) return;
  const socket = request.raw.socket;
  if (reply.sent || reply.raw.headersSent) {
    socket.destroy();
    return;
  }
  request.log.info({ ip: request.ip }, 'request body too slow');
  reply.raw.once('finish', () => socket.destroy());
  void reply.code(408).header('connection', 'close').send(BODY_TOO_SLOW);
}

/**
 * Slow clients (decision 26): at most `maxConnectionsPerAddress` open sockets per remote address,
 * and a request body must arrive within `timeouts.bodyMs` (`uploadBodyMs` on the image upload
 * routes). Behind trusted proxies the sockets are the proxies', so the same cap applies to the
 * requests in flight per client address they forward instead.
 */
export const slowClientsPlugin = fp(async (app: FastifyInstance) => {
  const { maxConnectionsPerAddress: max, timeouts, trustProxy } = app.config;
  const isProxy = proxyAddresses(trustProxy);

  const sockets = counter(max);
  const refused = new WeakSet<Socket>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address)) return;
    if (!sockets.take(address)) return refuse(socket, refused);
    socket.once('close', () => sockets.give(address));
  });

  const forwarded = counter(max);
  const deadlines = new WeakMap<object, number>();
  const draining = new WeakSet<object>();
  app.addHook('onRequest', async (request, reply) => {
    // A request on a socket refused over the cap: already answered 429; its body is dropped.
    if (refused.has(request.raw.socket)) {
      request.raw.resume();
      return reply.hijack();
    }
    // Only a client address learnt from a trusted proxy's header: direct sockets are counted above.
    if (request.ip !== request.socket.remoteAddress) {
      const address = request.ip;
      if (!forwarded.take(address)) {
        return reply.code(429).header('connection', 'close').send(TOO_MANY);
      }
      reply.raw.once('close', () => forwarded.give(address));
    }
    if (!hasBody(request)) return;
    const ms = request.routeOptions.config.largeBody ? timeouts.uploadBodyMs : timeouts.bodyMs;
    deadlines.set(request, Date.now() + ms);
    const timer = setTimeout(() => bodyTooSlow(request, reply, draining), ms);
    const stop = () => clearTimeout(timer);
    request.raw.once('end', stop);
    reply.raw.once('close', stop);
  });

  // A body refused before it is read (413: too large by its Content-Length) is answered with
  // `Connection: close`, and the socket would be closed under a client still sending it, whose
  // write then fails. The rest of the body is read and dropped first, within the time a body may
  // take, and the answer goes once it has all arrived (or when that time is up). Uploads
  // (largeBody) still close at once: their clients are browsers, which read an early answer, and
  // not reading the rest of 100 MB is what closing is for.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 413 || request.raw.complete || !hasBody(request)) return payload;
    if (request.routeOptions.config.largeBody) return payload;
    if (Number(request.headers['content-length']) > DRAIN_MAX_BYTES) return payload;
    draining.add(request);
    const deadline = deadlines.get(request) ?? Date.now() + timeouts.bodyMs;
    await bodyArrives(request, deadline - Date.now());
    return payload;
  });
});
