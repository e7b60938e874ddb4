import { createHmac, randomInt } from 'node:crypto';
import { BACKUP_CODE_COUNT } from '@store/domain';
import { and, count, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { adminBackupCodes, adminTwoStep, backOfficeSignInPolicy } from '#db/schema';
import { refusal } from '#platform/errors';
import { seal, unseal } from '#platform/secrets';
import { recordAdminWrite, type AuditActor } from '#modules/audit';
import { adminShownNameOf, adminUsernameOf } from '#modules/auth';
import { matchedStep, newTotpSecret, totpUri } from './totp';
import type { CodeDeps } from './two-step-deps';

const SEAL_PURPOSE = 'admin-totp';

/** Both count as failed attempts, like a wrong password. */
export const CODE_FAILURES = ['INVALID_TWO_STEP_CODE', 'TWO_STEP_CODE_USED'] as const;

const wrongCode = () => refusal('unauthenticated', 'INVALID_TWO_STEP_CODE');
const usedCode = () => refusal('unauthenticated', 'TWO_STEP_CODE_USED');

/** The member acting, for the audit log, before their session exists (at the second step). */
export const memberActor = async (db: Db, adminId: string): Promise<AuditActor> => ({
  auth: { userId: adminId, role: 'admin', sessionVersion: 0 },
  staff: { name: (await adminShownNameOf(db, adminId)) ?? 'admin' },
});

/** The member as the audit log names the object of an entry about them: their username. */
const memberLabel = async (deps: CodeDeps, adminId: string) =>
  (await adminUsernameOf(deps.db, adminId)) ?? null;

/** Whether the member's authenticator app is set up and confirmed. */
export async function twoStepOn(db: Db | Tx, adminId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: isNotNull(adminTwoStep.confirmedAt) })
    .from(adminTwoStep)
    .where(eq(adminTwoStep.adminId, adminId));
  return row?.on === true;
}

/** Of the members `ids`, those whose authenticator app is on (the Staff page's column). */
export async function twoStepOnOf(db: Db | Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ adminId: adminTwoStep.adminId })
    .from(adminTwoStep)
    .where(and(inArray(adminTwoStep.adminId, [...ids]), isNotNull(adminTwoStep.confirmedAt)));
  return new Set(rows.map((r) => r.adminId));
}

/**
 * A member's authenticator app and backup codes cleared, in the caller's transaction: turned off
 * by the member, or reset for a member who lost them (who then sets it up again). Passkeys stay:
 * each is a device of its own, removed one by one. False, and nothing cleared, when it was off.
 */
export async function clearTwoStep(tx: Tx, adminId: string): Promise<boolean> {
  if (!(await twoStepOn(tx, adminId))) return false;
  await tx.delete(adminTwoStep).where(eq(adminTwoStep.adminId, adminId));
  await tx.delete(adminBackupCodes).where(eq(adminBackupCodes.adminId, adminId));
  return true;
}

/** The owner's rule: must every member sign in with a second step? */
export async function twoStepRequired(db: Db | Tx): Promise<boolean> {
  const [row] = await db
    .select({ required: backOfficeSignInPolicy.twoStepRequired })
    .from(backOfficeSignInPolicy);
  return row?.required === true;
}

/**
 * Starts (or starts again) setting up an authenticator app: a new secret, sealed at rest, not in
 * force until a code from it is confirmed. The secret and its `otpauth://` address go to the
 * member once, for the QR code and for typing in.
 */
export async function startSetup(deps: CodeDeps, adminId: string, username: string) {
  if (await twoStepOn(deps.db, adminId)) {
    throw refusal('conflict', 'TWO_STEP_ALREADY_ON');
  }
  const secret = newTotpSecret();
  const sealedSecret = seal(secret, deps.jwtSecret, SEAL_PURPOSE);
  await deps.db
    .insert(adminTwoStep)
    .values({ adminId, sealedSecret })
    .onConflictDoUpdate({
      target: adminTwoStep.adminId,
      set: { sealedSecret, confirmedAt: null, lastUsedStep: 0 },
    });
  return { secret, uri: totpUri(secret, username) };
}

/** A backup code as shown: `xxxxx-xxxxx`, letters and digits without look-alikes. */
const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newBackupCode(): string {
  const pick = () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)];
  const group = () => Array.from({ length: 5 }, pick).join('');
  return `${group()}-${group()}`;
}

/** Backup codes are kept as keyed hashes of the member and the code without its dash. */
function backupHash(deps: CodeDeps, adminId: string, code: string): string {
  return createHmac('sha256', deps.jwtSecret)
    .update(`admin-backup-code:${adminId}:${code.replace('-', '')}`)
    .digest('base64url');
}

/** Ten new backup codes, replacing any earlier ones; the plain codes are shown once. */
async function newBackupCodes(deps: CodeDeps, tx: Tx, adminId: string): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, newBackupCode);
  await tx.delete(adminBackupCodes).where(eq(adminBackupCodes.adminId, adminId));
  await tx
    .insert(adminBackupCodes)
    .values(codes.map((code) => ({ adminId, codeHash: backupHash(deps, adminId, code) })));
  return codes;
}

/**
 * Accepts a code of the member's app once: the step it belongs to must be later than the last
 * step used, and recording it is one conditional update, so two requests with the same code
 * cannot both pass. `confirmed` picks the app in force (sign-in, turning off) or the one being
 * set up.
 */
async function useTotp(
  deps: CodeDeps,
  db: Db | Tx,
  adminId: string,
  code: string,
  confirmed: boolean,
) {
  const [row] = await db
    .select({ sealedSecret: adminTwoStep.sealedSecret, confirmedAt: adminTwoStep.confirmedAt })
    .from(adminTwoStep)
    .where(eq(adminTwoStep.adminId, adminId));
  if (!row || (row.confirmedAt !== null) !== confirmed) return 'none' as const;
  const secret = unseal(row.sealedSecret, deps.jwtSecret, SEAL_PURPOSE);
  const step = matchedStep(secret, code, deps.clock.now());
  if (step === null) throw wrongCode();
  const taken = await db
    .update(adminTwoStep)
    .set({ lastUsedStep: step })
    .where(and(eq(adminTwoStep.adminId, adminId), lt(adminTwoStep.lastUsedStep, step)))
    .returning({ adminId: adminTwoStep.adminId });
  if (taken.length === 0) throw usedCode();
  return 'used' as const;
}

/**
 * Confirms the app being set up with a code from it: two-step sign-in is on from now, and the
 * member gets ten backup codes (shown once). Audited as two_step_on.
 */
export async function confirmSetup(
  deps: CodeDeps,
  adminId: string,
  code: string,
  actor: AuditActor,
): Promise<string[]> {
  const objectLabel = await memberLabel(deps, adminId);
  return deps.db.transaction(async (tx) => {
    const used = await useTotp(deps, tx, adminId, code, false);
    if (used === 'none') {
      throw refusal('conflict', 'TWO_STEP_NOT_STARTED');
    }
    await tx
      .update(adminTwoStep)
      .set({ confirmedAt: deps.clock.now() })
      .where(eq(adminTwoStep.adminId, adminId));
    const codes = await newBackupCodes(deps, tx, adminId);
    await recordAdminWrite(tx, actor, {
      action: 'admin.two_step_on',
      objectType: 'admin',
      objectId: adminId,
      objectLabel,
    });
    return codes;
  });
}

/**
 * Checks the second step of a sign-in: a code of the member's app (a step not used before) or
 * one of their unused backup codes, which is then spent. A wrong or used code throws a 401 that
 * the caller counts against the member's and the address's allowance.
 */
export async function checkSecondStep(deps: CodeDeps, adminId: string, code: string) {
  if (/^\d{6}$/.test(code)) {
    const used = await useTotp(deps, deps.db, adminId, code, true);
    if (used === 'none') throw wrongCode();
    return 'code' as const;
  }
  const spent = await deps.db
    .update(adminBackupCodes)
    .set({ usedAt: deps.clock.now() })
    .where(
      and(
        eq(adminBackupCodes.adminId, adminId),
        eq(adminBackupCodes.codeHash, backupHash(deps, adminId, code)),
        isNull(adminBackupCodes.usedAt),
      ),
    )
    .returning({ id: adminBackupCodes.id });
  if (spent.length === 0) throw wrongCode();
  return 'backup_code' as const;
}

/** Records a refused second step under the member (the attempt's address is not kept). */
export async function recordFailedSecondStep(deps: CodeDeps, adminId: string, reason: string) {
  await recordAdminWrite(deps.db, await memberActor(deps.db, adminId), {
    action: 'admin.second_step_failed',
    objectType: 'admin',
    objectId: adminId,
    objectLabel: await memberLabel(deps, adminId),
    changes: { reason },
  });
}

/**
 * Turns two-step sign-in off with a current code (proof the member still holds the app): the
 * secret and the backup codes go. Refused while the owner requires two-step sign-in.
 */
export async function turnOff(deps: CodeDeps, adminId: string, code: string, actor: AuditActor) {
  if (await twoStepRequired(deps.db)) {
    throw refusal('conflict', 'TWO_STEP_REQUIRED');
  }
  if (!(await twoStepOn(deps.db, adminId))) {
    throw refusal('conflict', 'TWO_STEP_OFF');
  }
  await checkSecondStep(deps, adminId, code);
  const objectLabel = await memberLabel(deps, adminId);
  await deps.db.transaction(async (tx) => {
    await clearTwoStep(tx, adminId);
    await recordAdminWrite(tx, actor, {
      action: 'admin.two_step_off',
      objectType: 'admin',
      objectId: adminId,
      objectLabel,
    });
  });
}

/** Unused backup codes the member has left. */
export async function backupCodesLeft(db: Db, adminId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminBackupCodes)
    .where(and(eq(adminBackupCodes.adminId, adminId), isNull(adminBackupCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * The owner requires (or stops requiring) two-step sign-in of every member. Only a member who
 * has it on may require it, so the rule never locks its author out. Audited.
 */
export async function setTwoStepRequired(
  deps: CodeDeps,
  adminId: string,
  required: boolean,
  actor: AuditActor,
) {
  if (required && !(await twoStepOn(deps.db, adminId))) {
    throw refusal('conflict', 'TWO_STEP_OWN_FIRST');
  }
  const objectLabel = await memberLabel(deps, adminId);
  await deps.db.transaction(async (tx) => {
    const before = await twoStepRequired(tx);
    await tx
      .insert(backOfficeSignInPolicy)
      .values({ id: 1, twoStepRequired: required })
      .onConflictDoUpdate({
        target: backOfficeSignInPolicy.id,
        set: { twoStepRequired: required, updatedAt: sql`now()` },
      });
    if (before !== required) {
      await recordAdminWrite(tx, actor, {
        action: 'admin.two_step_policy',
        objectType: 'admin',
        objectId: adminId,
        objectLabel,
        changes: { twoStepRequired: { from: before, to: required } },
      });
    }
  });
}
