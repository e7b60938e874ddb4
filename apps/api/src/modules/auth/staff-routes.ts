import {
  staffAcceptSchema,
  staffChangeSchema,
  staffInvitationQuerySchema,
  staffInviteSchema,
  staffMemberParamsSchema,
  staffRoleParamsSchema,
  staffRoleSchema,
  staffSessionParamsSchema,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { staffOf } from '#platform/auth';
import { parseInput } from '#platform/validation';
import { RATE_RULES as R } from './rate-rules';
import {
  acceptInvitation,
  changeMember,
  currentMember,
  customRoles,
  deleteCustomRole,
  endMemberSessions,
  endSessions,
  invitationInfo,
  inviteMember,
  saveCustomRole,
  sessionsOf,
  staffOverview,
  withdrawInvitation,
} from './staff-service';

const MEMBER =
  '{success, member: {id, username, name, role, roleName, permissions, walletDailyCap}}';
const SESSIONS = '{success, sessions: [{id, userAgent, ip, signedInAt, lastSeenAt, current}]}';

/** The back office's staff: who is signed in, members, invitations, roles and devices. */
export async function staffRoutes(app: FastifyInstance) {
  const guard = { preHandler: app.requireAdmin };

  app.get(
    '/api/admin/me',
    {
      ...guard,
      config: {
        permission: 'member',
        openapi: {
          summary: 'The signed-in member: name, role and permissions (the console follows them)',
          response: MEMBER,
        },
      },
    },
    async (request) => ({ success: true, member: await currentMember(app, request) }),
  );

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
      return { success: true, sessions: await sessionsOf(app, staff.adminId, staff.sessionId) };
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
      await endSessions(app, request, staffOf(request).adminId, id);
      return { success: true };
    },
  );

  app.get(
    '/api/admin/staff',
    {
      ...guard,
      config: {
        permission: 'staff:read',
        openapi: {
          summary: 'Members with their role and status, open invitations and custom roles',
          response: '{success, members, invitations, roles}',
        },
      },
    },
    async () => ({ success: true, ...(await staffOverview(app)) }),
  );

  app.post(
    '/api/admin/staff/invitations',
    {
      ...guard,
      config: {
        permission: 'staff:manage',
        openapi: {
          summary: 'Invite a member by email: a one-time link valid 72 hours, by mail',
          description:
            'The role must be one whose every permission the inviter holds (403 GRANT_NOT_HELD). ' +
            'An address that is already a member is a 409; a new invitation replaces an open one.',
          body: staffInviteSchema,
          status: 201,
          response: '{success, invitation: {id, email, role, roleName, expiresAt}}',
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(staffInviteSchema, request.body);
      const invitation = await inviteMember(app, request, reply, input);
      return reply.status(201).send({ success: true, invitation });
    },
  );

  app.delete(
    '/api/admin/staff/invitations/:id',
    {
      ...guard,
      config: {
        permission: 'staff:manage',
        openapi: {
          summary: 'Withdraw an invitation not yet accepted',
          params: staffRoleParamsSchema,
          response: '{success}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(staffRoleParamsSchema, request.params);
      await withdrawInvitation(app, request, id);
      return { success: true };
    },
  );

  app.get(
    '/api/staff/invitation',
    {
      config: {
        openapi: {
          summary: "An invitation's address and role, for the page that accepts it",
          description: '404 INVITATION_NOT_VALID for a link used, withdrawn or past 72 hours.',
          query: staffInvitationQuerySchema,
          response: '{success, invitation: {email, role: {en, ar}, expiresAt}}',
        },
      },
    },
    async (request) => {
      const { token } = parseInput(staffInvitationQuerySchema, request.query);
      await app.rateLimit.consume(`staff-invitation:ip:${request.ip}`, R.adminLoginPerClient);
      return { success: true, invitation: await invitationInfo(app, token) };
    },
  );

  app.post(
    '/api/staff/accept',
    {
      config: {
        openapi: {
          summary: 'Accept an invitation: set a name and a password (the link works once)',
          description: 'The member then signs in at POST /api/admin/login with their email.',
          body: staffAcceptSchema,
          status: 201,
          response: '{success, username}',
        },
      },
    },
    async (request, reply) => {
      await app.rateLimit.consume(`staff-invitation:ip:${request.ip}`, R.adminLoginPerClient);
      const input = parseInput(staffAcceptSchema, request.body);
      await app.passwords.admit();
      const { username } = await acceptInvitation(app, input);
      return reply.status(201).send({ success: true, username });
    },
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      ...guard,
      config: {
        permission: 'staff:manage',
        openapi: {
          summary: "Change a member's role, deactivate or reactivate them, or set their wallet cap",
          description:
            'Nobody gives or takes away permissions they do not hold (403 GRANT_NOT_HELD); the ' +
            'last active owner cannot be demoted or deactivated (409 LAST_OWNER). A deactivation ' +
            "ends the member's sessions at their next call, on every instance.",
          params: staffMemberParamsSchema,
          body: staffChangeSchema,
          response: '{success}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(staffMemberParamsSchema, request.params);
      const input = parseInput(staffChangeSchema, request.body);
      await changeMember(app, request, id, input);
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
      return { success: true, sessions: await sessionsOf(app, id) };
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
      await endMemberSessions(app, request, id);
      return { success: true };
    },
  );

  app.get(
    '/api/admin/staff/roles',
    {
      ...guard,
      config: {
        permission: 'staff:read',
        openapi: {
          summary: 'The custom roles',
          response: '{success, roles: [{id, name, permissions}]}',
        },
      },
    },
    async () => ({ success: true, roles: await customRoles(app) }),
  );

  app.post(
    '/api/admin/staff/roles',
    {
      ...guard,
      config: {
        permission: 'staff:manage',
        openapi: {
          summary: 'Make a custom role from the permission list (only permissions the maker holds)',
          body: staffRoleSchema,
          status: 201,
          response: '{success, role: {id, name, permissions}}',
        },
      },
    },
    async (request, reply) => {
      const input = parseInput(staffRoleSchema, request.body);
      const role = await saveCustomRole(app, request, input);
      return reply.status(201).send({ success: true, role });
    },
  );

  app.put(
    '/api/admin/staff/roles/:id',
    {
      ...guard,
      config: {
        permission: 'staff:manage',
        openapi: {
          summary: 'Change a custom role (its members hold the new list at their next call)',
          params: staffRoleParamsSchema,
          body: staffRoleSchema,
          response: '{success, role: {id, name, permissions}}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(staffRoleParamsSchema, request.params);
      const input = parseInput(staffRoleSchema, request.body);
      return { success: true, role: await saveCustomRole(app, request, input, id) };
    },
  );

  app.delete(
    '/api/admin/staff/roles/:id',
    {
      ...guard,
      config: {
        permission: 'staff:manage',
        openapi: {
          summary: 'Delete a custom role nobody has (409 ROLE_IN_USE otherwise)',
          params: staffRoleParamsSchema,
          response: '{success}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(staffRoleParamsSchema, request.params);
      await deleteCustomRole(app, request, id);
      return { success: true };
    },
  );
}
