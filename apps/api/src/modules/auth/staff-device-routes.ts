import {
  staffMemberParamsSchema,
  staffMemberSessionParamsSchema,
  staffSessionParamsSchema,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { staffOf } from '#platform/auth';
import { parseInput } from '#platform/validation';
import { endMemberSessions, endSessions, sessionsOf } from './staff-devices';

const SESSIONS = '{success, sessions: [{id, userAgent, ip, signedInAt, lastSeenAt, current}]}';

/** Signed-in devices: the member's own, and a member's as the owner sees and ends them. */
export async function staffDeviceRoutes(app: FastifyInstance) {
  const guard = { preHandler: app.requireAdmin };

  app.get(
    '/api/admin/me/sessions',
    {
      ...guard,
      config: {
        permission: 'member',
        openapi: { summary: "The member's own signed-in devices", response: SESSIONS },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return { success: true, sessions: await sessionsOf(app.db, staff.adminId, staff.sessionId) };
    },
  );

  app.delete(
    '/api/admin/me/sessions/:id',
    {
      ...guard,
      config: {
        permission: 'member',
        openapi: {
          summary: "End one of the member's own signed-in devices (its next call is refused)",
          params: staffSessionParamsSchema,
          response: '{success}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(staffSessionParamsSchema, request.params);
      await endSessions(app.db, request, staffOf(request).adminId, id);
      return { success: true };
    },
  );

  app.get(
    '/api/admin/staff/:id/sessions',
    {
      ...guard,
      config: {
        permission: 'staff:manage',
        openapi: {
          summary: "A member's signed-in devices",
          params: staffMemberParamsSchema,
          response: SESSIONS,
        },
      },
    },
    async (request) => {
      const { id } = parseInput(staffMemberParamsSchema, request.params);
      return { success: true, sessions: await sessionsOf(app.db, id) };
    },
  );

  app.delete(
    '/api/admin/staff/:id/sessions',
    {
      ...guard,
      config: {
        permission: 'staff:manage',
        openapi: {
          summary: "End every one of a member's sessions",
          params: staffMemberParamsSchema,
          response: '{success}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(staffMemberParamsSchema, request.params);
      await endMemberSessions(app.db, request, id);
      return { success: true };
    },
  );

  app.delete(
    '/api/admin/staff/:id/sessions/:sessionId',
    {
      ...guard,
      config: {
        permission: 'staff:manage',
        openapi: {
          summary: "End one of a member's signed-in devices (its next call is refused)",
          description:
            'The grant rule holds: a member whose role has a permission the caller lacks is out ' +
            "of reach (403 GRANT_NOT_HELD). A device that is not the member's, or already ended, " +
            'is a 404 SESSION_NOT_FOUND.',
          params: staffMemberSessionParamsSchema,
          response: '{success}',
        },
      },
    },
    async (request) => {
      const { id, sessionId } = parseInput(staffMemberSessionParamsSchema, request.params);
      await endMemberSessions(app.db, request, id, sessionId);
      return { success: true };
    },
  );
}
