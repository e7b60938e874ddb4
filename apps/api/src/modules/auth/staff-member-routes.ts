import { staffChangeSchema, staffMemberParamsSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import { changeMember, currentMember, staffOverview } from './staff-members';

const MEMBER =
  '{success, member: {id, username, name, role, roleName, permissions, walletDailyCap}}';

/** Who is signed in, the Staff page's overview, and a member changed. */
export async function staffMemberRoutes(app: FastifyInstance) {
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
}
