import {
  staffAcceptSchema,
  staffInvitationQuerySchema,
  staffInviteSchema,
  staffRoleParamsSchema,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import { publicOrigin } from '#platform/web/public-origin';
import type { AuthDeps } from './auth-deps';
import { RATE_RULES as R } from './rate-rules';
import {
  acceptInvitation,
  invitationInfo,
  inviteMember,
  withdrawInvitation,
} from './staff-invitations';

/** Invitations: sent and withdrawn by the owner, read and accepted by the invitee. */
export async function staffInvitationRoutes(app: FastifyInstance) {
  const guard = { preHandler: app.requireAdmin };
  const deps: Pick<AuthDeps, 'db' | 'clock' | 'mailOutbox' | 'passwords'> = {
    db: app.db,
    clock: app.clock,
    mailOutbox: app.mailOutbox,
    passwords: app.passwords,
  };

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
      const origin = publicOrigin(app, request, reply);
      const invitation = await inviteMember(deps, request, origin, input);
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
      await withdrawInvitation(app.db, request, id);
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
      return { success: true, invitation: await invitationInfo(deps, token) };
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
      const { username } = await acceptInvitation(deps, input);
      return reply.status(201).send({ success: true, username });
    },
  );
}
