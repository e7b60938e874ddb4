import { z } from 'zod';
import { BUILT_IN_ROLES, PERMISSIONS } from '../staff';
import { aed, answer, id, isoDate, ok } from './fields';

const permissions = z.array(z.enum(PERMISSIONS));

/** A member's role: a built-in role's key, `custom` (GET /api/admin/me), or a custom role's id. */
const role = z.string();

/** A daily wallet cap in AED; null for an owner, who has none. */
const walletDailyCap = aed.nullable();

/** GET /api/admin/me: who the console is signed in as; its menus and buttons follow `permissions`. */
export const currentMemberAnswer = answer({
  success: ok,
  member: answer({
    id,
    username: z.string(),
    name: z.string().nullable(),
    role: z.enum([...BUILT_IN_ROLES, 'custom']),
    /** A custom role's name; null for a built-in role (the console names those itself). */
    roleName: z.string().nullable(),
    permissions,
    walletDailyCap,
  }),
});
export type CurrentMemberAnswer = z.output<typeof currentMemberAnswer>;
export type CurrentMember = CurrentMemberAnswer['member'];

/** A row of the Staff page's members. `role` is a built-in key or a custom role's id. */
export const staffMemberAnswer = answer({
  id,
  username: z.string(),
  name: z.string().nullable(),
  role,
  roleName: z.string().nullable(),
  status: z.enum(['active', 'deactivated']),
  walletDailyCap,
  createdAt: isoDate,
  lastSeenAt: isoDate.nullable(),
  /** Whether the member's authenticator app is on (an owner may then reset it). */
  twoStepOn: z.boolean(),
});
export type StaffMemberRow = z.output<typeof staffMemberAnswer>;

/** An invitation not yet accepted, as the Staff page lists it. */
export const staffInvitationAnswer = answer({
  id,
  email: z.string(),
  role,
  roleName: z.string().nullable(),
  expiresAt: isoDate,
  expired: z.boolean(),
});
export type StaffInvitationRow = z.output<typeof staffInvitationAnswer>;

/** A custom role the owner made from the permission list. */
export const customRoleAnswer = answer({ id, name: z.string(), permissions });
export type CustomRole = z.output<typeof customRoleAnswer>;

/** GET /api/admin/staff: members, open invitations and custom roles. */
export const staffOverviewAnswer = answer({
  success: ok,
  members: z.array(staffMemberAnswer),
  invitations: z.array(staffInvitationAnswer),
  roles: z.array(customRoleAnswer),
});
export type StaffOverview = z.output<typeof staffOverviewAnswer>;

/** POST /api/admin/staff/invitations: the invitation sent (its link goes only by mail). */
export const invitationSentAnswer = answer({
  success: ok,
  invitation: answer({
    id,
    email: z.string(),
    role,
    roleName: z.string(),
    expiresAt: isoDate,
  }),
});
export type InvitationSent = z.output<typeof invitationSentAnswer>['invitation'];

/** GET /api/staff/invitation: what the acceptance page shows, the role in both languages. */
export const invitationInfoAnswer = answer({
  success: ok,
  invitation: answer({
    email: z.string(),
    role: answer({ en: z.string(), ar: z.string() }),
    expiresAt: isoDate,
  }),
});
export type InvitationInfoAnswer = z.output<typeof invitationInfoAnswer>;
export type InvitationInfo = InvitationInfoAnswer['invitation'];

/** POST /api/staff/accept: the member's username, their email, to sign in with. */
export const invitationAcceptedAnswer = answer({ success: ok, username: z.string() });

/** GET /api/admin/staff/roles. */
export const customRolesAnswer = answer({ success: ok, roles: z.array(customRoleAnswer) });

/** POST and PUT /api/admin/staff/roles: the role as saved. */
export const customRoleSavedAnswer = answer({ success: ok, role: customRoleAnswer });

/** A signed-in device of a member: browser, address, when. */
export const staffDeviceAnswer = answer({
  id,
  userAgent: z.string(),
  ip: z.string(),
  signedInAt: isoDate,
  lastSeenAt: isoDate,
  /** The device this call came from (always false when the owner reads another member's). */
  current: z.boolean(),
});
export type StaffDevice = z.output<typeof staffDeviceAnswer>;

/** GET /api/admin/me/sessions and GET /api/admin/staff/:id/sessions. */
export const staffDevicesAnswer = answer({ success: ok, sessions: z.array(staffDeviceAnswer) });
export type StaffDevices = z.output<typeof staffDevicesAnswer>;

/** A staff change whose answer is only that it was made (the console reads the list again). */
export const staffDoneAnswer = answer({ success: ok });
