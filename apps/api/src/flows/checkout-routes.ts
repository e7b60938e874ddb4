import { orderRefSchema, placeOrderInput, placeOrderSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import { orderPaymentState, placeOrder, type PlaceOrderDeps } from './place-order';
import { userIdOf } from '#platform/auth';

/** Placing an order: the server prices and pays; totals, prices and isPaid sent are ignored. */
export async function checkoutRoutes(app: FastifyInstance) {
  const preHandler = app.requireCustomer;
  const deps: PlaceOrderDeps = {
    db: app.db,
    clock: app.clock,
    log: app.log,
    config: app.config,
    payments: app.payments,
    mailOutbox: app.mailOutbox,
    catalogChanged: () => app.catalogChanged(),
  };

  app.post(
    '/api/order/addOrder',
    {
      preHandler,
      config: {
        openapi: {
          summary: 'Place the order for what the cart holds',
          description:
            "Takes the original client's order draft as it is: the saved address named by " +
            'shippingaddress._id (or addressId), paymentMethod (or CashOnDelivery: true for cash), ' +
            'paymentDetails.paymentIntentId (or paymentIntentId) for a card. The draft orderid is ' +
            "kept when it is 'SH-' and 6 to 40 upper-case letters and digits and no order has " +
            'it. Prices, totals and the payment state are decided by the server. A repeated ' +
            'submit (the same orderid, whatever its form, from the same shopper; or the same ' +
            'card payment) answers 200 with the order the first one created; a card payment ' +
            'made again for it is refunded.',
          body: placeOrderSchema,
          status: 201,
          response: '{success, message, order}',
        },
      },
    },
    async (request, reply) => {
      const input = placeOrderInput(parseInput(placeOrderSchema, request.body));
      const { order, created } = await placeOrder(deps, userIdOf(request), input);
      return reply
        .status(created ? 201 : 200)
        .send({ success: true, message: 'Order placed successfully!', order });
    },
  );

  // Kept for the original clients' call sequence; the payment state was settled inside addOrder.
  app.post(
    '/api/order/updatePaymentStatus',
    {
      preHandler,
      config: {
        openapi: {
          summary: "The order's payment state (the original step after the wallet payment)",
          description: 'Changes nothing: addOrder settled the payment on the server.',
          body: orderRefSchema,
          response: '{success, order}',
        },
      },
    },
    async (request) => {
      const { orderId } = parseInput(orderRefSchema, request.body);
      return { success: true, order: await orderPaymentState(deps, userIdOf(request), orderId) };
    },
  );
}
