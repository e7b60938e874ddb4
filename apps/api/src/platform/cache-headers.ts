import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers are private unless a route says otherwise: a shopper's cart, orders, wallet,
 * notifications with their codes and every sign-in token must never sit in a browser's or a
 * proxy's cache. The public catalogue sets its own `no-cache` with ETags and keeps it.
 */
export const cacheHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
