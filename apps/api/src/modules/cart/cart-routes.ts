import { cartCodeSchema, cartLineSchema, cartRemoveSchema, cartUpdateSchema } from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#platform/errors';
import { parseInput } from '#platform/validation';
import type { ColorImages } from '#modules/catalog';
import { clearBagCode, setBagCode } from '#modules/promotions';
import * as cart from './cart-service';
import { userIdOf } from '#platform/auth';

/**
 * The bag under /api/cart/. Every call is the signed-in shopper's own; a body's userid is ignored.
 * `shopperOf` answers who is buying for the promotions' conditions (orders knows their orders).
 */
export async function cartRoutes(
  app: FastifyInstance,
  { shopperOf }: { shopperOf: cart.PromotionShopperOf },
) {
  const preHandler = app.requireCustomer;
  const shownWith = (tryCode?: string): cart.BagShownWith => ({
    mediaBaseUrl: app.config.media.baseUrl,
    vat: app.config.store,
    shopperOf,
    now: app.clock.now(),
    ...(tryCode ? { tryCode } : {}),
  });
  const view = (request: FastifyRequest, known?: Map<string, ColorImages>) =>
    cart.cartView(app.db, userIdOf(request), shownWith(), known);

  // The original path has the trailing slash; without it is the same call.
  for (const url of ['/api/cart', '/api/cart/']) {
    app.get(
      url,
      {
        preHandler,
        config: {
          openapi: {
            summary: 'The bag with its totals',
            response: '{success, carts, items, totals, promotions, code, freeShippingGap}',
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

  app.post(
    '/api/cart/code',
    {
      preHandler,
      config: {
        openapi: {
          summary: 'Put a promotion code on the bag',
          description:
            'At most one code a bag; it replaces the one there. A code that does not apply now ' +
            "is refused with 400 PROMOTION_REFUSED, its reason in the request's language, and " +
            'the bag keeps its code.',
          body: cartCodeSchema,
          response: '{success, carts, items, totals, promotions, code, freeShippingGap}',
        },
      },
    },
    async (request) => {
      const { code } = parseInput(cartCodeSchema, request.body);
      const userId = userIdOf(request);
      const tried = await cart.cartView(app.db, userId, shownWith(code));
      const refusal = tried.code?.refusal;
      if (refusal) {
        // In English here; the language plugin answers an Arabic request in Arabic.
        throw new AppError('validation', refusal.message, 'PROMOTION_REFUSED', {
          code: refusal.message,
        });
      }
      await setBagCode(app.db, userId, code);
      return tried;
    },
  );

  app.delete(
    '/api/cart/code',
    {
      preHandler,
      config: {
        openapi: {
          summary: 'Take the promotion code off the bag',
          response: '{success, carts, items, totals, promotions, code, freeShippingGap}',
        },
      },
    },
    async (request) => {
      await clearBagCode(app.db, userIdOf(request));
      return view(request);
    },
  );
}
