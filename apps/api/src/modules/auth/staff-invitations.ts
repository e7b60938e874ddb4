import { createHash, randomBytes } from 'node:crypto';
import {
  STAFF_INVITATION_HOURS,
  type StaffAcceptInput,
  type StaffInviteInput,
} from '@store/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { InvitationInfo, InvitationSent, Sent } from '@store/domain/contract';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '#db/client';
import { admins, staffInvitations } from '#db/schema';
import { recordAdminWrite, type AuditActor } from '#modules/audit';
import { renderStaffInvitationMail } from '#modules/mails';
import { staffOf } from '#platform/auth';
import { refusal } from '#platform/errors';
import type { AuthDeps } from './auth-deps';
import { assertMayGrant, resolveRole } from './staff-roles';

/** Invitations: a hashed one-time link by mail, withdrawn, read by its page, and accepted once. */

type Staffed = FastifyRequest;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The actor of a write made by a member who is not signed in yet (accepting an invitation). */
const actorFor = (adminId: string, name: string): AuditActor => ({
  auth: { userId: adminId, role: 'admin', sessionVersion: 0 },
  staff: { name },
});

/**
 * Invites `email` with a role the inviter holds every permission of: a one-time link valid 72
 * hours on `origin` (the store's address as the request knows it), mailed through the outbox
 * (the token sealed there, only its hash kept here). A new invitation to the same address
 * replaces the open one.
 */
export async function inviteMember(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'mailOutbox'>,
  request: Staffed,
  origin: string,
  input: StaffInviteInput,
): Promise<Sent<InvitationSent>> {
  const inviter = staffOf(request);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.clock.now().getTime() + STAFF_INVITATION_HOURS * 3_600_000);
  const url = `${origin}/admin/accept-invitation?token=${token}`;
  const invitation = await deps.db.transaction(async (tx) => {
    const role = await resolveRole(tx, input.role);
    assertMayGrant(inviter, role.permissions);
    const [taken] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(sql`lower(${admins.username}) = lower(${input.email})`);
    if (taken) throw refusal('conflict', 'ALREADY_MEMBER');
    await tx
      .delete(staffInvitations)
      .where(
        and(
          sql`lower(${staffInvitations.email}) = lower(${input.email})`,
          isNull(staffInvitations.acceptedAt),
        ),
      );
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email: input.email,
        role: role.role,
        customRoleId: role.customRoleId,
        tokenHash: tokenHash(token),
        invitedBy: inviter.adminId,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('invitation insert returned nothing');
    const [me] = await tx
      .select({ name: admins.name, username: admins.username })
      .from(admins)
      .where(eq(admins.id, inviter.adminId));
    const mail = await renderStaffInvitationMail({
      inviter: me?.name ?? me?.username ?? 'admin',
      role: role.names,
      url,
      hours: STAFF_INVITATION_HOURS,
    });
    await deps.mailOutbox.enqueue(tx, {
      to: input.email,
      language: 'en',
      kind: 'staff_invitation',
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      secret: token,
    });
    await recordAdminWrite(tx, request, {
      action: 'staff.invite',
      objectType: 'staff',
      objectId: row.id,
      objectLabel: input.email,
      changes: { email: input.email, role: role.names.en },
    });
    return { row, role };
  });
  await deps.mailOutbox.drain();
  return {
    id: invitation.row.id,
    email: invitation.row.email,
    role: invitation.row.customRoleId ?? invitation.row.role,
    roleName: invitation.role.names.en,
    expiresAt: invitation.row.expiresAt.toISOString(),
  };
}

/** Withdraws an invitation not yet accepted: its link stops working. */
export async function withdrawInvitation(db: Db, request: Staffed, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
      .returning();
    if (!row) {
      throw refusal('not_found', 'staff.invitation_not_found', { code: 'INVITATION_NOT_FOUND' });
    }
    await recordAdminWrite(tx, request, {
      action: 'staff.invitation-withdrawn',
      objectType: 'staff',
      objectId: row.id,
      objectLabel: row.email,
    });
  });
}

async function openInvitation(db: Db | Tx, token: string, now: Date, lock = false) {
  const query = db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash(token)),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw refusal('not_found', 'INVITATION_NOT_VALID');
  return row;
}

/** What the acceptance page shows before the invitee sets a name and a password. */
export async function invitationInfo(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  token: string,
): Promise<Sent<InvitationInfo>> {
  const row = await openInvitation(deps.db, token, deps.clock.now());
  const role = await resolveRole(deps.db, row.customRoleId ?? row.role);
  return { email: row.email, role: role.names, expiresAt: row.expiresAt.toISOString() };
}

/**
 * The invitee's answer: the link works once, before its expiry; the member is made with the
 * invitation's role and signs in with their email and the password set here.
 */
export async function acceptInvitation(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'passwords'>,
  input: StaffAcceptInput,
) {
  const passwordHash = await deps.passwords.hash(input.password);
  return deps.db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, input.token, deps.clock.now(), true);
    const [taken] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(sql`lower(${admins.username}) = lower(${invitation.email})`);
    if (taken) throw refusal('conflict', 'ALREADY_MEMBER');
    const [member] = await tx
      .insert(admins)
      .values({
        username: invitation.email,
        name: input.name,
        passwordHash,
        role: invitation.role,
        customRoleId: invitation.customRoleId,
      })
      .returning({ id: admins.id });
    if (!member) throw new Error('member insert returned nothing');
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: sql`now()` })
      .where(eq(staffInvitations.id, invitation.id));
    await recordAdminWrite(tx, actorFor(member.id, input.name), {
      action: 'staff.join',
      objectType: 'staff',
      objectId: member.id,
      objectLabel: invitation.email,
      changes: { name: input.name, role: invitation.customRoleId ?? invitation.role },
    });
    return { username: invitation.email };
  });
}
