import { productIdSchema } from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../platform/validation';
import * as wishlist from './wishlist-service';

const userIdOf = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('route is missing its auth preHandler');
  return request.auth.userId;
};

/** The wishlist under /api/wishlist. A body's userid is ignored: the token names the shopper. */
export async function wishlistRoutes(app: FastifyInstance) {
  // Registered without fastify-plugin, so this guard covers only the routes below.
  app.addHook('preHandler', app.requireCustomer);
  const base = app.config.media.baseUrl;

  for (const url of ['/api/wishlist', '/api/wishlist/']) {
    app.get(url, async (request) => ({
      success: true,
      ...(await wishlist.wishlistView(app.db, userIdOf(request), base)),
    }));
  }

  app.post('/api/wishlist/addWishlist', async (request) => {
    const { productid } = parseInput(productIdSchema, request.body);
    const list = await wishlist.add(app.db, userIdOf(request), productid);
    return { success: true, message: 'Added to wishlist', wishlist: list };
  });

  app.post('/api/wishlist/removeWishlist', async (request) => {
    const { productid } = parseInput(productIdSchema, request.body);
    const list = await wishlist.remove(app.db, userIdOf(request), productid);
    return { success: true, message: 'Removed from wishlist', wishlist: list };
  });
}
