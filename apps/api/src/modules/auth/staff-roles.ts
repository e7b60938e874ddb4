import {
  BUILT_IN_ROLE_NAMES,
  builtInRoleOf,
  permissionsNotHeld,
  permissionsOfRole,
  type Permission,
  type StaffRoleInput,
  type StaffRoleKey,
} from '@store/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CustomRole, Sent } from '@store/domain/contract';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '#db/client';
import { admins, staffInvitations, staffRoles } from '#db/schema';
import { recordAdminWrite } from '#modules/audit';
import { staffOf, type StaffMember } from '#platform/auth';
import { refusal } from '#platform/errors';

/**
 * Roles: a built-in key or a custom role's id resolved to its permissions, the grant rule, and
 * the owner's custom roles made, changed and deleted.
 */

type Staffed = FastifyRequest;

const roleNotFound = () => refusal('not_found', 'staff.role_not_found', { code: 'ROLE_NOT_FOUND' });

/** The grant rule's refusal, naming what the granter lacks. */
const cannotGrant = (missing: readonly Permission[]) =>
  refusal('forbidden', 'GRANT_NOT_HELD', { params: { permissions: missing.join(', ') } });

/** A role named by the console: a built-in key, or a custom role's id (looked up). */
export interface ResolvedRole {
  role: StaffRoleKey;
  customRoleId: string | null;
  permissions: Permission[];
  names: { en: string; ar: string };
}

export async function resolveRole(db: Db | Tx, role: string): Promise<ResolvedRole> {
  const builtIn = builtInRoleOf(role);
  if (builtIn) {
    return {
      role: builtIn,
      customRoleId: null,
      permissions: permissionsOfRole(builtIn),
      names: { en: BUILT_IN_ROLE_NAMES.en[builtIn], ar: BUILT_IN_ROLE_NAMES.ar[builtIn] },
    };
  }
  const [custom] = await db.select().from(staffRoles).where(eq(staffRoles.id, role));
  if (!custom) throw roleNotFound();
  return {
    role: 'custom',
    customRoleId: custom.id,
    permissions: permissionsOfRole('custom', custom.permissions),
    names: { en: custom.name, ar: custom.name },
  };
}

export function assertMayGrant(granter: StaffMember, granted: readonly string[]) {
  const missing = permissionsNotHeld(granter.permissions, granted);
  if (missing.length) throw cannotGrant(missing);
}

/** A role's name in English, for the audit log. */
export const roleLabel = (role: string, customName: string | null) =>
  customName ?? BUILT_IN_ROLE_NAMES.en[builtInRoleOf(role) ?? 'owner'];

export async function customRoles(db: Db | Tx): Promise<Sent<CustomRole>[]> {
  const rows = await db.select().from(staffRoles).orderBy(asc(staffRoles.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    permissions: permissionsOfRole('custom', r.permissions),
  }));
}

function nameTaken(err: unknown): boolean {
  const text = String((err as { cause?: unknown })?.cause ?? err);
  return text.includes('staff_roles_name_lower_key');
}

/** A custom role made (or, with `id`, changed) from permissions its maker holds. */
export async function saveCustomRole(
  db: Db,
  request: Staffed,
  input: StaffRoleInput,
  id?: string,
): Promise<Sent<CustomRole>> {
  assertMayGrant(staffOf(request), input.permissions);
  try {
    return await db.transaction(async (tx) => {
      let row;
      if (id) {
        const [before] = await tx
          .select()
          .from(staffRoles)
          .where(eq(staffRoles.id, id))
          .for('update');
        if (!before) throw roleNotFound();
        // Changing a role changes its members: the changer must hold what it gave them too.
        assertMayGrant(staffOf(request), before.permissions);
        [row] = await tx
          .update(staffRoles)
          .set({ name: input.name, permissions: input.permissions, updatedAt: sql`now()` })
          .where(eq(staffRoles.id, id))
          .returning();
      } else {
        [row] = await tx
          .insert(staffRoles)
          .values({ name: input.name, permissions: input.permissions })
          .returning();
      }
      if (!row) throw new Error('role write returned nothing');
      await recordAdminWrite(tx, request, {
        action: id ? 'staff.role-update' : 'staff.role-create',
        objectType: 'staff',
        objectId: row.id,
        objectLabel: row.name,
        changes: { permissions: input.permissions },
      });
      return { id: row.id, name: row.name, permissions: input.permissions };
    });
  } catch (err) {
    if (nameTaken(err)) throw refusal('conflict', 'ROLE_NAME_TAKEN');
    throw err;
  }
}

export async function deleteCustomRole(db: Db, request: Staffed, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(staffRoles).where(eq(staffRoles.id, id)).for('update');
    if (!row) throw roleNotFound();
    assertMayGrant(staffOf(request), row.permissions);
    const [used] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(admins)
      .where(eq(admins.customRoleId, id));
    const [invited] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(staffInvitations)
      .where(and(eq(staffInvitations.customRoleId, id), isNull(staffInvitations.acceptedAt)));
    if ((used?.n ?? 0) + (invited?.n ?? 0) > 0) {
      throw refusal('conflict', 'ROLE_IN_USE');
    }
    await tx.delete(staffRoles).where(eq(staffRoles.id, id));
    await recordAdminWrite(tx, request, {
      action: 'staff.role-delete',
      objectType: 'staff',
      objectId: id,
      objectLabel: row.name,
    });
  });
}
