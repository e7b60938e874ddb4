import { staffChangeSchema, staffMemberParamsSchema } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '#platform/validation';
import type { AuthDeps } from './auth-deps';
import {
  changeMember,
  currentMember,
  resetMemberTwoStep,
  staffOverview,
  type MemberTwoStep,
} from './staff-members';

const MEMBER =
  '{success, member: {id, username, name, role, roleName, permissions, walletDailyCap}}';

/** Who is signed in, the Staff page's overview, a member changed, and their two-step reset. */
export async function staffMemberRoutes(app: FastifyInstance, twoStep: MemberTwoStep) {
  const guard = { preHandler: app.requireAdmin };
  const deps: Pick<AuthDeps, 'db' | 'clock'> = { db: app.db, clock: app.clock };

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
    async (request) => ({ success: true, member: await currentMember(app.db, request) }),
  );

  app.get(
    '/api/admin/staff',
    {
      ...guard,
      config: {
        permission: 'staff:read',
        openapi: {
          summary:
            'Members with their role, status and whether two-step sign-in is on, open ' +
            'invitations and custom roles',
          response: '{success, members, invitations, roles}',
        },
      },
    },
    async () => ({ success: true, ...(await staffOverview(deps, twoStep)) }),
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
      await changeMember(app.db, request, id, input);
      return { success: true };
    },
  );

  app.post(
    '/api/admin/staff/:id/two-step/reset',
    {
      ...guard,
      config: {
        permission: 'staff:manage',
        openapi: {
          summary: "Reset a member's two-step sign-in when they lost their authenticator app",
          description:
            "The member's app and backup codes are cleared and their sessions end on every " +
            'instance; they sign in with their password and, when the store requires two-step ' +
            'sign-in, set up a new app there. Their passkeys stay. Not for yourself (409 ' +
            'OWN_TWO_STEP_RESET; turn your own off on the Security page), 409 TWO_STEP_OFF when ' +
            'it is not on, 403 GRANT_NOT_HELD for a member holding permissions you do not.',
          params: staffMemberParamsSchema,
          response: '{success}',
        },
      },
    },
    async (request) => {
      const { id } = parseInput(staffMemberParamsSchema, request.params);
      await resetMemberTwoStep(app.db, request, id, twoStep);
      return { success: true };
    },
  );
}
