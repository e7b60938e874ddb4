import { cartLineSchema, cartRemoveSchema, cartUpdateSchema } from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '#platform/validation';
import type { ColorImages } from '#modules/catalog';
import * as cart from './cart-service';
import { userIdOf } from '#platform/auth';

/** The bag under /api/cart/. Every call is the signed-in shopper's own; a body's userid is ignored. */
export async function cartRoutes(app: FastifyInstance) {
  const preHandler = app.requireCustomer;
  const base = app.config.media.baseUrl;
  const view = (request: FastifyRequest, known?: Map<string, ColorImages>) =>
    cart.cartView(app.db, userIdOf(request), base, app.config.store, known);

  // The original path has the trailing slash; without it is the same call.
  for (const url of ['/api/cart', '/api/cart/']) {
    app.get(
      url,
      {
        preHandler,
        config: {
          openapi: {
            summary: 'The bag with its totals',
            response: '{success, carts, items, totals}',
          },
        },
      },
      async (request) => view(request),
    );
  }

  app.get(
    '/api/cart/clear',
    { preHandler, config: { openapi: { summary: 'Empty the bag' } } },
    async (request) => {
      await cart.clear(app.db, userIdOf(request));
      return { success: true };
    },
  );

  app.post(
    '/api/cart/addCartProduct',
    {
      preHandler,
      config: {
        openapi: {
          summary: 'Add a product in a colour and size to the bag',
          description: 'A merged quantity is capped at the stock (capped: true).',
          body: cartLineSchema,
          response: '{success, message, capped, cart}',
        },
      },
    },
    async (request) => {
      const input = parseInput(cartLineSchema, request.body);
      const { capped, media } = await cart.addProduct(app.db, userIdOf(request), input);
      const bag = await view(request, media);
      return { success: true, message: 'Product added to cart', capped, cart: bag };
    },
  );

  app.post(
    '/api/cart/removeCart',
    {
      preHandler,
      config: {
        openapi: {
          summary: 'Remove a line (with selections) or every line of a product',
          body: cartRemoveSchema,
          response: '{success, message, cart}',
        },
      },
    },
    async (request) => {
      const input = parseInput(cartRemoveSchema, request.body);
      await cart.removeProduct(app.db, userIdOf(request), input);
      return { success: true, message: 'Product removed from cart.', cart: await view(request) };
    },
  );

  app.post(
    '/api/cart/updateQuantity',
    {
      preHandler,
      config: {
        openapi: {
          summary: "Set a line's quantity (1 up to the stock)",
          body: cartUpdateSchema,
          response: '{success, cart}',
        },
      },
    },
    async (request) => {
      const input = parseInput(cartUpdateSchema, request.body);
      await cart.updateQuantity(app.db, userIdOf(request), input);
      return { success: true, cart: await view(request) };
    },
  );
}
