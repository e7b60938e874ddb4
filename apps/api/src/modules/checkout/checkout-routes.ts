import { orderRefSchema, placeOrderSchema } from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseInput } from '../../platform/validation';
import { orderPaymentState, placeOrder } from './checkout-service';

const userIdOf = (request: FastifyRequest) => {
  if (!request.auth) throw new Error('route is missing its auth preHandler');
  return request.auth.userId;
};

/** Orders of spec section 7: the server prices and pays; totals, prices and isPaid sent are ignored. */
export async function checkoutRoutes(app: FastifyInstance) {
  const auth = { preHandler: app.requireCustomer };

  app.post('/api/order/addOrder', auth, async (request, reply) => {
    const input = parseInput(placeOrderSchema, request.body);
    const { order, created } = await placeOrder(app, userIdOf(request), input);
    // A repeated submit answers 200 with the order the first one created.
    return reply
      .status(created ? 201 : 200)
      .send({ success: true, message: 'Order placed successfully!', order });
  });

  // Kept for the spec's call sequence; the payment state was settled inside addOrder.
  app.post('/api/order/updatePaymentStatus', auth, async (request) => {
    const { orderId } = parseInput(orderRefSchema, request.body);
    return { success: true, order: await orderPaymentState(app, userIdOf(request), orderId) };
  });
}
