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

/** Over the cap: a short answer the client can read, then the socket is gone. */
function refuse(socket: Socket) {
  socket.end(TOO_MANY_RESPONSE, () => socket.destroy());
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return length !== undefined ? Number(length) > 0 : 'transfer-encoding' in request.headers;
}

/** A body that stopped arriving: answer 408 and close, so the socket and its memory go. */
function bodyTooSlow(request: FastifyRequest, reply: FastifyReply) {
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
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || isProxy(address)) return;
    if (!sockets.take(address)) return refuse(socket);
    socket.once('close', () => sockets.give(address));
  });

  const forwarded = counter(max);
  app.addHook('onRequest', async (request, reply) => {
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
    const timer = setTimeout(() => bodyTooSlow(request, reply), ms);
    const stop = () => clearTimeout(timer);
    request.raw.once('end', stop);
    reply.raw.once('close', stop);
  });
});
