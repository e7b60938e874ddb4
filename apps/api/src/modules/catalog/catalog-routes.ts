import {
  catalogQuerySchema,
  offerRefSchema,
  productRefSchema,
  suggestQuerySchema,
} from '@store/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_CATALOGUE } from '#platform/cache-headers';
import type { RouteDoc } from '#platform/openapi/route-doc';
import { parseInput } from '#platform/validation';
import { EncodedBody, preferredEncoding } from '#platform/encoded-body';
import type { CatalogState } from './catalog-badges';
import { matchesEtag as matches } from '#platform/answer-replay';
import * as catalog from './catalog-service';
import type { StorefrontOffers } from './catalog-service';

export async function catalogRoutes(app: FastifyInstance, opts: { offers: StorefrontOffers }) {
  const base = app.config.media.baseUrl;
  const cache = app.catalogCache;
  const vat = app.config.store;
  const pricing = vat.pricesIncludeVat ? 'prices-incl-vat:' : 'prices-excl-vat:';
  const NOTE =
    'Public and cached: an ETag per catalogue version, 304 for If-None-Match; shared caches may keep an anonymous answer briefly (Cache-Control s-maxage).';
  const doc = (openapi: RouteDoc) => ({
    config: { openapi: { ...openapi, tag: 'catalogue', description: NOTE } },
  });

  /**
   * Sends a body with its validator. A cached entry answers a browser's Accept-Encoding with the
   * bytes it compressed the first time; the compress plugin leaves an encoded reply alone, and
   * still compresses what is not cached.
   */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    etag: string,
    body: EncodedBody | string,
  ) {
    reply
      .header('etag', etag)
      // Signed-in requests get `private` instead, from the cache-headers plugin.
      .header('cache-control', PUBLIC_CATALOGUE)
      .header('vary', 'accept-encoding');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    if (typeof body === 'string') return reply.send(body);
    const encoding = body.compressible
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
    if (!encoding) return reply.send(body.text);
    return reply.header('content-encoding', encoding).send(await body.encode(encoding));
  }

  /**
   * Answers from the response cache or computes the body once. Validators and cache entries are
   * keyed by the catalogue's state (its version and the promotions running) and what was asked,
   * so a catalogue change, or a promotion's start or end, retires them all. `describe` parses the
   * request (a bad one throws a 400) into a key and a body producer that returns an object to
   * encode or JSON text already encoded.
   */
  async function cached(
    request: FastifyRequest,
    reply: FastifyReply,
    describe: () => { key: string; produce: (state: CatalogState) => Promise<unknown> },
  ) {
    const state = await cache.state();
    const { version, stamp } = state;
    // A cached answer's repeat may be sent by the replay (decision 44): it keeps what goes out.
    const replayable = (etag: string) => {
      if (cache.cachesResponses) app.answerReplay.record(request.raw, reply.raw, stamp, etag);
    };
    const known = cache.etagForUrl(stamp, request.url);
    const hit = known === undefined ? undefined : cache.response(known);
    if (hit) {
      replayable(hit.etag);
      return send(request, reply, hit.etag, hit.body);
    }
    const { key, produce } = describe();
    // The shown prices depend on PRICES_INCLUDE_VAT, not on the catalogue version: a store that
    // changes the setting (a restart) must not answer a browser's old copy with a 304.
    const etag = cache.etag(version, `${state.badgesKey}${pricing}${key}`);
    if (matches(request.headers['if-none-match'], etag)) {
      replayable(etag);
      return send(request, reply, etag, '');
    }
    const entry = cache.response(etag);
    if (entry) {
      cache.rememberUrl(stamp, request.url, etag);
      replayable(etag);
      return send(request, reply, etag, entry.body);
    }
    // Errors (400, 404) propagate from here without a validator and are never cached.
    const value = await produce(state);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (!cache.cachesResponses) return send(request, reply, etag, text);
    const body = new EncodedBody(text);
    cache.storeResponse(etag, { etag, body });
    cache.rememberUrl(stamp, request.url, etag);
    replayable(etag);
    return send(request, reply, etag, body);
  }

  app.get(
    '/api/api/products/',
    doc({ summary: 'Every product (the original bare list; pages use /api/catalog/products)' }),
    (request, reply) =>
      cached(request, reply, () => ({
        key: 'all',
        produce: () => catalog.allProducts(app.db, base, vat),
      })),
  );

  app.get(
    '/api/api/offers',
    doc({ summary: 'Every offer', response: '{success, offers}' }),
    (request, reply) =>
      cached(request, reply, () => ({
        key: 'offers',
        produce: async () => ({
          success: true,
          offers: await catalog.offerList(opts.offers, app.db, base),
        }),
      })),
  );

  app.get(
    '/api/catalog/products',
    doc({
      summary: 'A page of products with filters, search, sort and facets',
      query: catalogQuerySchema,
      response: '{items, total, page, limit, facets}',
    }),
    (request, reply) =>
      cached(request, reply, () => {
        const query = parseInput(catalogQuerySchema, request.query);
        return {
          key: `products:${JSON.stringify(query)}`,
          produce: (state) => catalog.productPage(app.db, cache, state, query, base, vat),
        };
      }),
  );

  app.get(
    '/api/catalog/products/:id',
    doc({
      summary: 'One product by its _id or product code',
      params: productRefSchema,
      response: '{success, product}; 404 Product not found',
    }),
    (request, reply) =>
      cached(request, reply, () => {
        const { id } = parseInput(productRefSchema, request.params);
        return {
          key: `product:${id}`,
          produce: async (state) => ({
            success: true,
            product: await catalog.productDetail(app.db, id, base, vat, state),
          }),
        };
      }),
  );

  app.get(
    '/api/catalog/suggest',
    doc({
      summary: "The header search's matches (at most 8) and how many there are in all",
      query: suggestQuerySchema,
      response: '{success, items, total}',
    }),
    (request, reply) =>
      cached(request, reply, () => {
        const { q } = parseInput(suggestQuerySchema, request.query);
        return {
          key: `suggest:${q ?? ''}`,
          produce: async (state) => ({
            success: true,
            ...(await catalog.suggest(app.db, cache, state, q, base, vat)),
          }),
        };
      }),
  );

  app.get(
    '/api/catalog/offers/:offerId',
    doc({
      summary:
        'An offer with its products: those its linked promotion matches, else those listed and ' +
        'those discounted up to its percent',
      params: offerRefSchema,
      response: '{success, offer, heading, limit, promotion, items}; 404 Offer not found.',
    }),
    (request, reply) =>
      cached(request, reply, () => {
        const { offerId } = parseInput(offerRefSchema, request.params);
        return {
          key: `offer:${offerId}`,
          produce: async (state) => ({
            success: true,
            ...(await catalog.offerPage(
              opts.offers,
              app.db,
              cache,
              state,
              offerId,
              base,
              vat,
              app.clock.now(),
            )),
          }),
        };
      }),
  );

  app.get(
    '/api/catalog/nav',
    doc({
      summary: 'The gender and category pairs the menus and footer link to',
      response: '{success, pairs}',
    }),
    (request, reply) =>
      cached(request, reply, () => ({
        key: 'nav',
        produce: async () => ({ success: true, pairs: await catalog.navigation(app.db) }),
      })),
  );
}
