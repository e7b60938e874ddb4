import { catalogQuerySchema, suggestQuerySchema } from '@store/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput } from '../../platform/validation';
import * as catalog from './catalog-service';

/** Does an If-None-Match header (a list, or `*`) name this ETag? */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export async function catalogRoutes(app: FastifyInstance) {
  const base = app.config.media.baseUrl;
  const cache = app.catalogCache;

  function send(request: FastifyRequest, reply: FastifyReply, etag: string, body: string) {
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  }

  /**
   * Answers from the response cache or computes the body once. Validators and cache entries are
   * keyed by the catalogue version and what was asked, so a catalogue change retires them all.
   * `describe` parses the request (a bad one throws a 400) into a key and a body producer that
   * returns an object to encode or JSON text already encoded.
   */
  async function cached(
    request: FastifyRequest,
    reply: FastifyReply,
    describe: () => { key: string; produce: (version: number) => Promise<unknown> },
  ) {
    const version = await cache.version();
    const known = cache.etagForUrl(version, request.url);
    const hit = known === undefined ? undefined : cache.response(known);
    if (hit) return send(request, reply, hit.etag, hit.body);
    const { key, produce } = describe();
    const etag = cache.etag(version, key);
    if (matches(request.headers['if-none-match'], etag)) return send(request, reply, etag, '');
    let entry = cache.response(etag);
    if (!entry) {
      // Errors (400, 404) propagate from here without a validator and are never cached.
      const value = await produce(version);
      entry = { etag, body: typeof value === 'string' ? value : JSON.stringify(value) };
      cache.storeResponse(etag, entry);
    }
    cache.rememberUrl(version, request.url, etag);
    return send(request, reply, etag, entry.body);
  }

  app.get('/api/api/products/', (request, reply) =>
    cached(request, reply, () => ({
      key: 'all',
      produce: () => catalog.allProducts(app.db, base),
    })),
  );

  app.get('/api/api/offers', (request, reply) =>
    cached(request, reply, () => ({
      key: 'offers',
      produce: async () => ({ success: true, offers: await catalog.offerList(app.db, base) }),
    })),
  );

  app.get('/api/catalog/products', (request, reply) =>
    cached(request, reply, () => {
      const query = parseInput(catalogQuerySchema, request.query);
      return {
        key: `products:${JSON.stringify(query)}`,
        produce: (version) => catalog.productPage(app.db, cache, version, query, base),
      };
    }),
  );

  app.get<{ Params: { id: string } }>('/api/catalog/products/:id', (request, reply) =>
    cached(request, reply, () => ({
      key: `product:${request.params.id}`,
      produce: async () => ({
        success: true,
        product: await catalog.productDetail(app.db, request.params.id, base),
      }),
    })),
  );

  app.get('/api/catalog/suggest', (request, reply) =>
    cached(request, reply, () => {
      const { q } = parseInput(suggestQuerySchema, request.query);
      return {
        key: `suggest:${q ?? ''}`,
        produce: async (version) => ({
          success: true,
          items: await catalog.suggest(app.db, cache, version, q, base),
        }),
      };
    }),
  );

  app.get<{ Params: { offerId: string } }>('/api/catalog/offers/:offerId', (request, reply) =>
    cached(request, reply, () => ({
      key: `offer:${request.params.offerId}`,
      produce: async () => ({
        success: true,
        ...(await catalog.offerPage(app.db, request.params.offerId, base)),
      }),
    })),
  );

  app.get('/api/catalog/nav', (request, reply) =>
    cached(request, reply, () => ({
      key: 'nav',
      produce: async () => ({ success: true, pairs: await catalog.navigation(app.db) }),
    })),
  );
}
