import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How long a shared cache (a CDN, the nginx in front of the instances) may serve an anonymous
 * catalogue answer without asking, and how much longer it may serve it while it asks in the
 * background. With `CATALOG_VERSION_TTL_MS` on top, a catalogue change reaches every shopper
 * behind such a cache within `CATALOG_CHANGE_REACHES_SHOPPERS_SECONDS` (decision 31).
 */
export const SHARED_CACHE_SECONDS = 10;
export const STALE_WHILE_REVALIDATE_SECONDS = 10;
/** The bound the README states: fresh, then stale while revalidating, plus the version's 1 s. */
export const CATALOG_CHANGE_REACHES_SHOPPERS_SECONDS =
  SHARED_CACHE_SECONDS + STALE_WHILE_REVALIDATE_SECONDS + 1;

/** Answers that only their own reader may see: never stored by a browser or a proxy. */
export const PRIVATE_NO_STORE = 'private, no-store';
/** The catalogue: browsers revalidate by ETag every time; shared caches keep it for a while. */
export const PUBLIC_CATALOGUE = `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
/** The same answer to a signed-in request: the reader's browser may revalidate it, nobody else. */
export const PRIVATE_REVALIDATED = 'private, no-cache';

/** Adds a request header to Vary once, keeping what another plugin put there. */
export function varyOn(reply: FastifyReply, header: string) {
  const given = reply.getHeader('vary');
  const list =
    given === undefined
      ? []
      : String(given)
          .split(',')
          .map((v) => v.trim());
  if (list.includes('*') || list.some((v) => v.toLowerCase() === header.toLowerCase())) return;
  reply.header('vary', [...list.filter(Boolean), header].join(', '));
}

/** A request that names a person (a token or any cookie): its answer is never shared. */
export function isPersonalRequest(headers: IncomingHttpHeaders): boolean {
  return Boolean(headers.authorization) || Boolean(headers.cookie);
}

/**
 * API answers are private unless a route says otherwise: a shopper's cart, orders, wallet,
 * notifications with their codes and every sign-in token must never sit in a browser's or a
 * proxy's cache. The public catalogue says `PUBLIC_CATALOGUE`; a request carrying a token or a
 * cookie never gets a shared-cacheable answer, whichever route answers it.
 */
export const cacheHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    const given = reply.getHeader('cache-control');
    if (given === undefined) {
      reply.header('cache-control', PRIVATE_NO_STORE);
    } else if (isPersonalRequest(request.headers) && /\b(public|s-maxage)\b/.test(String(given))) {
      reply.header('cache-control', PRIVATE_REVALIDATED);
    }
    return payload;
  });
});
