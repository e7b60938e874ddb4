import { retryCapture, retryRefund } from './order-capture-retry';
import {
  ORDER_DELIVERED_MESSAGE,
  STATUS_UPDATED_MESSAGE,
  adminOrderRefSchema,
  adminOrdersQuerySchema,
  CANCEL_DECLINED_MESSAGE,
  CANCEL_RETURNED_MESSAGE,
  deliveryCodeSchema,
  settleCancelRequestSchema,
  updateOrderStatusSchema,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { demandPermission } from '#platform/auth';
import { refusal } from '#platform/errors';
import { parseInput } from '#platform/validation';
import { listAdminOrders, setOrderStatus } from './admin-order-service';
import { settleCancelRequest } from './order-cancel-request';
import { confirmDelivery, deliveryCodeExpiry, sendDeliveryCode } from './order-delivery';
import { orderDepsOf } from './order-deps';

/**
 * Manage Orders (admin only): the listing, status changes, and delivery confirmed by the
 * shopper's code, which the server makes, sends and checks. No answer ever carries the code.
 */
export async function adminOrderRoutes(app: FastifyInstance) {
  const deps = orderDepsOf(app);
  const admin = { preHandler: app.requireAdmin };

  app.get(
    '/api/admin/orders',
    {
      ...admin,
      config: {
        permission: 'orders:read',
        openapi: {
          summary: 'Orders for Manage Orders, 10 a page, newest first, with the store-wide counts',
          description:
            "method filters by how the order was paid: card, cod (cash on delivery), wallet, tabby or tamara; an order paid from the wallet with the rest at the door is under both wallet and cod. An unknown value is a 400 in the request's language.",
          query: adminOrdersQuerySchema,
          response: '{success, orders, total, totalCapped, page, limit, stats}',
        },
      },
    },
    async (request) => ({
      success: true,
      ...(await listAdminOrders(deps, parseInput(adminOrdersQuerySchema, request.query))),
    }),
  );

  app.get(
    '/api/admin/orders/couriers',
    {
      ...admin,
      config: {
        permission: 'orders:read',
        openapi: {
          summary:
            "The couriers the ship dialog offers (the SHIPPING_COURIERS setting), each with its tracking page ({n} is the parcel number), 'Other' last",
          response: '{success, couriers: [{key, label, trackingUrl}]}',
        },
      },
    },
    async () => ({ success: true, couriers: app.config.shipping.couriers }),
  );

  app.post(
    '/api/admin/orders/updateStatus',
    {
      ...admin,
      config: {
        permission: ['orders:ship', 'orders:cancel'],
        openapi: {
          summary:
            'Ship a placed order (with its courier and tracking number), or cancel one not yet delivered (stock and money back once)',
          description:
            'Delivered is reached only through the delivery code; timestamps come from the server clock.',
          body: updateOrderStatusSchema,
          response: '{success, message, order}',
        },
      },
    },
    async (request) => {
      const { orderid, status, carrier, trackingNumber } = parseInput(
        updateOrderStatusSchema,
        request.body,
      );
      demandPermission(request, status === 'cancelled' ? 'orders:cancel' : 'orders:ship');
      const order = await setOrderStatus(
        deps,
        orderid,
        status,
        { carrier, trackingNumber },
        request,
      );
      return { success: true, message: STATUS_UPDATED_MESSAGE, order };
    },
  );

  app.post(
    '/api/admin/orders/cancelRequest',
    {
      ...admin,
      config: {
        permission: 'orders:cancel',
        openapi: {
          summary:
            "Settle a shopper's request to cancel a shipped order: 'returned' (the parcel is back: cancelled, stock and money back once) or 'declined' (the order goes on)",
          description:
            'The shopper is told either way. 409 NO_CANCEL_REQUEST when the order has no open request (never asked, or already settled).',
          body: settleCancelRequestSchema,
          response: '{success, message, order}',
        },
      },
    },
    async (request) => {
      const { orderid, decision } = parseInput(settleCancelRequestSchema, request.body);
      const order = await settleCancelRequest(deps, orderid, decision, request);
      const message = decision === 'returned' ? CANCEL_RETURNED_MESSAGE : CANCEL_DECLINED_MESSAGE;
      return { success: true, message, order };
    },
  );

  app.post(
    '/api/admin/orders/sendOtp',
    {
      ...admin,
      config: {
        permission: 'orders:deliver',
        openapi: {
          summary:
            'Make a delivery code and give it to the shopper (notification and mail); the order goes out for delivery',
          description: 'Answers the expiry only, never the code. A resend voids the earlier code.',
          body: adminOrderRefSchema,
          response: '{success, otpExpiresAt}',
        },
      },
    },
    async (request) => {
      const { orderid } = parseInput(adminOrderRefSchema, request.body);
      return { success: true, ...(await sendDeliveryCode(deps, orderid, request)) };
    },
  );

  app.post(
    '/api/admin/orders/otp',
    {
      ...admin,
      config: {
        permission: 'orders:deliver',
        openapi: {
          summary: 'The live delivery code expiry, for the countdown (never the code)',
          body: adminOrderRefSchema,
          response: '{success, otp: {otpExpiresAt}}',
        },
      },
    },
    async (request) => {
      const { orderid } = parseInput(adminOrderRefSchema, request.body);
      const otp = await deliveryCodeExpiry(app.db, orderid);
      if (!otp) throw refusal('not_found', 'NO_OTP');
      return { success: true, otp };
    },
  );

  app.post(
    '/api/admin/orders/verifyOtp',
    {
      ...admin,
      config: {
        permission: 'orders:deliver',
        openapi: {
          summary:
            'Check the code the courier typed: the right one within 120 s delivers the order',
          body: deliveryCodeSchema,
          response: '{success, message, order}',
        },
      },
    },
    async (request) => {
      const { orderid, otp } = parseInput(deliveryCodeSchema, request.body);
      const order = await confirmDelivery(deps, orderid, otp, request);
      return { success: true, message: ORDER_DELIVERED_MESSAGE, order };
    },
  );

  app.post(
    '/api/admin/orders/retryCapture',
    {
      ...admin,
      config: {
        permission: 'orders:capture',
        openapi: {
          summary: "Try a shipped Tabby order's capture again",
          description:
            'The same capture the background check retries, with the same reference, so Tabby ' +
            'takes it once. 409 CAPTURE_NOT_OWED when the order has no capture pending.',
          body: adminOrderRefSchema,
          response: '{success, message, order}',
        },
      },
    },
    async (request) => {
      const { orderid } = parseInput(adminOrderRefSchema, request.body);
      const order = await retryCapture(deps, orderid);
      return { success: true, message: STATUS_UPDATED_MESSAGE, order };
    },
  );

  app.post(
    '/api/admin/orders/retryRefund',
    {
      ...admin,
      config: {
        // Finishing a cancel: whoever may cancel an order may see its money go back.
        permission: 'orders:cancel',
        openapi: {
          summary: "Try a cancelled Tabby or Tamara order's close or refund again",
          description:
            'The same close or refund the background check retries, with the same reference ' +
            '(cancel-<order id>), so the provider gives the money back once; the answer shows ' +
            'whether it went through (payLaterRefund.state). Recorded in the audit log. 409 ' +
            'REFUND_NOT_OWED when nothing is pending, REFUND_IN_PROGRESS while another call ' +
            'is asking the provider.',
          body: adminOrderRefSchema,
          response: '{success, message, order}',
        },
      },
    },
    async (request) => {
      const { orderid } = parseInput(adminOrderRefSchema, request.body);
      const order = await retryRefund(deps, orderid, request);
      return { success: true, message: STATUS_UPDATED_MESSAGE, order };
    },
  );
}
