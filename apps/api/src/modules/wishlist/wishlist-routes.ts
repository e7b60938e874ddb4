import { productIdSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import * as wishlist from './wishlist-service';
import { userIdOf } from '#platform/auth';

/** The wishlist under /api/wishlist. A body's userid is ignored: the token names the shopper. */
export async function wishlistRoutes(app: FastifyInstance) {
  const preHandler = app.requireCustomer;
  const base = app.config.media.baseUrl;

  for (const url of ['/api/wishlist', '/api/wishlist/']) {
    app.get(
      url,
      {
        preHandler,
        config: { openapi: { summary: 'The wishlist', response: '{success, wishlist, items}' } },
      },
      async (request) => ({
        success: true,
        ...(await wishlist.wishlistView(
          app.db,
          userIdOf(request),
          base,
          app.config.store,
          await app.catalogCache.state(),
        )),
      }),
    );
  }

  app.post(
    '/api/wishlist/addWishlist',
    {
      preHandler,
      config: {
        openapi: {
          summary: 'Add a product to the wishlist',
          body: productIdSchema,
          response: '{success, message, wishlist}',
        },
      },
    },
    async (request) => {
      const { productid } = parseInput(productIdSchema, request.body);
      const list = await wishlist.add(app.db, userIdOf(request), productid);
      return { success: true, message: 'Added to wishlist', wishlist: list };
    },
  );

  app.post(
    '/api/wishlist/removeWishlist',
    {
      preHandler,
      config: {
        openapi: {
          summary: 'Remove a product from the wishlist',
          body: productIdSchema,
          response: '{success, message, wishlist}',
        },
      },
    },
    async (request) => {
      const { productid } = parseInput(productIdSchema, request.body);
      const list = await wishlist.remove(app.db, userIdOf(request), productid);
      return { success: true, message: 'Removed from wishlist', wishlist: list };
    },
  );
}
