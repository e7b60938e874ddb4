import type { FastifyInstance } from 'fastify';
import { staffDeviceRoutes } from './staff-device-routes';
import { staffInvitationRoutes } from './staff-invitation-routes';
import { staffMemberRoutes } from './staff-member-routes';
import type { MemberTwoStep } from './staff-members';
import { staffRoleRoutes } from './staff-role-routes';

export interface StaffRouteOptions {
  /** Two-step sign-in's part in the Staff page: whose app is on, and the owner's reset. */
  twoStep: MemberTwoStep;
}

/** The back office's staff: who is signed in, members, invitations, roles and devices. */
export async function staffRoutes(app: FastifyInstance, options: StaffRouteOptions) {
  await staffMemberRoutes(app, options.twoStep);
  await staffDeviceRoutes(app);
  await staffInvitationRoutes(app);
  await staffRoleRoutes(app);
}
