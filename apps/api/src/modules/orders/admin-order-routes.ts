import {
  ORDER_DELIVERED_MESSAGE,
  STATUS_UPDATED_MESSAGE,
  adminOrderRefSchema,
  adminOrdersQuerySchema,
  deliveryCodeSchema,
  updateOrderStatusSchema,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../platform/errors';
import { parseInput } from '../../platform/validation';
import { listAdminOrders, setOrderStatus } from './admin-order-service';
import { confirmDelivery, deliveryCodeExpiry, sendDeliveryCode } from './order-delivery';

/**
 * Manage Orders (admin only): the listing, status changes, and delivery confirmed by the
 * shopper's code, which the server makes, sends and checks. No answer ever carries the code.
 */
export async function adminOrderRoutes(app: FastifyInstance) {
  const admin = { preHandler: app.requireAdmin };

  app.get('/api/admin/orders', admin, async (request) => ({
    success: true,
    ...(await listAdminOrders(app, parseInput(adminOrdersQuerySchema, request.query))),
  }));

  app.post('/api/admin/orders/updateStatus', admin, async (request) => {
    const { orderid, status } = parseInput(updateOrderStatusSchema, request.body);
    const order = await setOrderStatus(app, orderid, status);
    return { success: true, message: STATUS_UPDATED_MESSAGE, order };
  });

  app.post('/api/admin/orders/sendOtp', admin, async (request) => {
    const { orderid } = parseInput(adminOrderRefSchema, request.body);
    return { success: true, ...(await sendDeliveryCode(app, orderid)) };
  });

  app.post('/api/admin/orders/otp', admin, async (request) => {
    const { orderid } = parseInput(adminOrderRefSchema, request.body);
    const otp = await deliveryCodeExpiry(app, orderid);
    if (!otp) throw notFound('No delivery code is waiting for this order', 'NO_OTP');
    return { success: true, otp };
  });

  app.post('/api/admin/orders/verifyOtp', admin, async (request) => {
    const { orderid, otp } = parseInput(deliveryCodeSchema, request.body);
    const order = await confirmDelivery(app, orderid, otp);
    return { success: true, message: ORDER_DELIVERED_MESSAGE, order };
  });
}
