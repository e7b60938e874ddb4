import type { FastifyInstance } from 'fastify';
import { staffDeviceRoutes } from './staff-device-routes';
import { staffInvitationRoutes } from './staff-invitation-routes';
import { staffMemberRoutes } from './staff-member-routes';
import { staffRoleRoutes } from './staff-role-routes';

/** The back office's staff: who is signed in, members, invitations, roles and devices. */
export async function staffRoutes(app: FastifyInstance) {
  await staffMemberRoutes(app);
  await staffDeviceRoutes(app);
  await staffInvitationRoutes(app);
  await staffRoleRoutes(app);
}
