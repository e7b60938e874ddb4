import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { varyOn } from '../cache-headers';

/** Host names that mean "every address of this machine": no one can reach the store by them. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '']);

/** The address the store listens on (the port it was given, once it listens), as a Host header. */
function listeningHost(app: FastifyInstance): { name: string; port: number } {
  const bound = app.server.listening ? (app.server.address() as AddressInfo | null) : null;
  const port = bound?.port ?? app.config.port;
  const host = app.config.host;
  const name = WILDCARD_HOSTS.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return { name: name.toLowerCase(), port };
}

/** PUBLIC_HOSTS, or by default the listening address and localhost, with the port a browser sends. */
function allowedHosts(app: FastifyInstance, listening: { name: string; port: number }): string[] {
  if (app.config.publicHosts) return app.config.publicHosts;
  const names = [listening.name, 'localhost'];
  // A browser leaves the port out of the Host header when it is the scheme's own.
  const ports = listening.port === 80 ? [':80', ''] : [`:${listening.port}`];
  return names.flatMap((name) => ports.map((port) => name + port));
}

/**
 * The store's address as search engines and shared links should know it (decision 77):
 * PUBLIC_URL when set, so canonical addresses never depend on which host name a request came in
 * by. Without it, the request's own origin only when its host is one the store is known by
 * (PUBLIC_HOSTS, by default the listening address and localhost), else the listening address: a
 * request naming another host cannot put that host into a page, a sitemap or robots.txt. The
 * answer then depends on the Host header, and says so with `Vary: Host` for any shared cache.
 */
export function publicOrigin(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  if (app.config.publicOrigin) return app.config.publicOrigin;
  varyOn(reply, 'Host');
  const listening = listeningHost(app);
  const host = request.host.toLowerCase();
  if (allowedHosts(app, listening).includes(host)) return `${request.protocol}://${host}`;
  return `http://${listening.name}:${listening.port}`;
}

/**
 * The store's address for what leaves without a request (a mail's links): PUBLIC_URL when set,
 * else the address the store listens on.
 */
export function storeOrigin(app: FastifyInstance): string {
  if (app.config.publicOrigin) return app.config.publicOrigin;
  const { name, port } = listeningHost(app);
  return port === 80 ? `http://${name}` : `http://${name}:${port}`;
}
