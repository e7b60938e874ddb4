import { cartLineSchema, cartRemoveSchema, cartUpdateSchema } from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../platform/validation';
import * as cart from './cart-service';

const userIdOf = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('route is missing its auth preHandler');
  return request.auth.userId;
};

/** The bag under /api/cart/. Every call is the signed-in shopper's own; a body's userid is ignored. */
export async function cartRoutes(app: FastifyInstance) {
  // Registered without fastify-plugin, so this guard covers only the routes below.
  app.addHook('preHandler', app.requireCustomer);
  const base = app.config.media.baseUrl;
  const view = (request: FastifyRequest) => cart.cartView(app.db, userIdOf(request), base);

  // The spec's path has the trailing slash; without it is the same call.
  for (const url of ['/api/cart', '/api/cart/']) app.get(url, async (request) => view(request));

  app.get('/api/cart/clear', async (request) => {
    await cart.clear(app.db, userIdOf(request));
    return { success: true };
  });

  app.post('/api/cart/addCartProduct', async (request) => {
    const input = parseInput(cartLineSchema, request.body);
    const { capped } = await cart.addProduct(app.db, userIdOf(request), input);
    return { success: true, message: 'Product added to cart', capped, cart: await view(request) };
  });

  app.post('/api/cart/removeCart', async (request) => {
    const input = parseInput(cartRemoveSchema, request.body);
    await cart.removeProduct(app.db, userIdOf(request), input);
    return { success: true, message: 'Product removed from cart.', cart: await view(request) };
  });

  app.post('/api/cart/updateQuantity', async (request) => {
    const input = parseInput(cartUpdateSchema, request.body);
    await cart.updateQuantity(app.db, userIdOf(request), input);
    return { success: true, cart: await view(request) };
  });
}
