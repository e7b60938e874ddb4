import { z } from 'zod';
import { ADMIN_USERNAME_MAX_CHARS } from '../constants';
import {
  BUILT_IN_ROLES,
  PERMISSIONS,
  STAFF_NAME_MAX_CHARS,
  STAFF_ROLE_NAME_MAX_CHARS,
  type BuiltInRole,
} from '../staff';
import { emailField, passwordField, requiredText, text } from './fields';

const ROLE_MESSAGE = `role must be one of ${BUILT_IN_ROLES.join(', ')} or a custom role's id`;

/** A role as the console sends it: a built-in role's key, or a custom role's id. */
const roleField = text({ max: 64, tooLong: ROLE_MESSAGE }, ROLE_MESSAGE).refine(
  (value) =>
    (BUILT_IN_ROLES as readonly string[]).includes(value) || z.uuid().safeParse(value).success,
  ROLE_MESSAGE,
);

/** A member signs in with their email as the username, so it fits the sign-in's field. */
const staffEmailField = emailField.refine(
  (value) => value.length <= ADMIN_USERNAME_MAX_CHARS,
  `Email must be at most ${ADMIN_USERNAME_MAX_CHARS} characters`,
);

const CAP_MESSAGE = 'The daily wallet cap must be an amount in AED from 0 to 100000';
/** AED with at most 2 decimals, 0 to 100,000 a day. */
const walletCapField = z
  .number({ error: CAP_MESSAGE })
  .min(0, CAP_MESSAGE)
  .max(100_000, CAP_MESSAGE)
  .refine(
    (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    CAP_MESSAGE,
  );

export const staffInviteSchema = z.object({
  email: staffEmailField,
  role: roleField,
});
export type StaffInviteInput = z.infer<typeof staffInviteSchema>;

const TOKEN_MESSAGE = 'This invitation link is not valid';
export const staffAcceptSchema = z.object({
  token: text({ max: 128, tooLong: TOKEN_MESSAGE }, TOKEN_MESSAGE).regex(
    /^[A-Za-z0-9_-]{20,128}$/,
    TOKEN_MESSAGE,
  ),
  name: requiredText('Name is required', {
    max: STAFF_NAME_MAX_CHARS,
    tooLong: 'Name is too long',
  }),
  password: passwordField,
});
export type StaffAcceptInput = z.infer<typeof staffAcceptSchema>;

export const staffInvitationQuerySchema = z.object({
  token: staffAcceptSchema.shape.token,
});

export const staffMemberParamsSchema = z.object({
  id: z.uuid({ error: 'Member not found' }),
});

export const staffChangeSchema = z
  .object({
    role: roleField.optional(),
    status: z
      .enum(['active', 'deactivated'], { error: 'status must be active or deactivated' })
      .optional(),
    walletDailyCap: walletCapField.optional(),
  })
  .refine((v) => v.role !== undefined || v.status !== undefined || v.walletDailyCap !== undefined, {
    error: 'Nothing to change',
  });
export type StaffChangeInput = z.infer<typeof staffChangeSchema>;

const PERMISSIONS_MESSAGE = 'Choose at least one permission from the list';
export const staffRoleSchema = z.object({
  name: requiredText('Role name is required', {
    max: STAFF_ROLE_NAME_MAX_CHARS,
    tooLong: 'Role name is too long',
  }),
  permissions: z
    .array(z.enum(PERMISSIONS, { error: PERMISSIONS_MESSAGE }), { error: PERMISSIONS_MESSAGE })
    .min(1, PERMISSIONS_MESSAGE)
    .max(PERMISSIONS.length, PERMISSIONS_MESSAGE)
    .transform((list) => PERMISSIONS.filter((p) => list.includes(p))),
});
export type StaffRoleInput = z.infer<typeof staffRoleSchema>;

export const staffRoleParamsSchema = z.object({
  id: z.uuid({ error: 'Role not found' }),
});

export const staffSessionParamsSchema = z.object({
  id: z.uuid({ error: 'Session not found' }),
});

/** One device of a member, as the owner ends it. */
export const staffMemberSessionParamsSchema = z.object({
  id: staffMemberParamsSchema.shape.id,
  sessionId: staffSessionParamsSchema.shape.id,
});

/** Whether a role field names a built-in role (else it is a custom role's id). */
export function builtInRoleOf(role: string): BuiltInRole | undefined {
  return (BUILT_IN_ROLES as readonly string[]).includes(role) ? (role as BuiltInRole) : undefined;
}
