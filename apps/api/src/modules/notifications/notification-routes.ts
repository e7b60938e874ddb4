import { markNotificationReadSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import { listNotifications, markNotificationRead } from './notification-service';
import { userIdOf } from '#platform/auth';

/** The shopper's delivery and pickup codes; only their own are listed or marked read. */
export async function notificationRoutes(app: FastifyInstance) {
  const auth = { preHandler: app.requireCustomer };
  const reads = { db: app.db, clock: app.clock, notificationRefs: app.notificationRefs };

  app.get(
    '/api/auth/notifications',
    {
      ...auth,
      config: {
        openapi: {
          summary: 'Delivery and pickup codes sent to the shopper',
          response: '{success, otp: notifications}',
        },
      },
    },
    async (request) => ({
      success: true,
      otp: await listNotifications(reads, userIdOf(request)),
    }),
  );

  app.post(
    '/api/auth/notifications/mark_as_read',
    {
      ...auth,
      config: {
        openapi: {
          summary: 'Mark a notification read',
          body: markNotificationReadSchema,
          response: '{success, notification}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(markNotificationReadSchema, request.body);
      return {
        success: true,
        notification: await markNotificationRead(reads, userIdOf(request), id),
      };
    },
  );
}
