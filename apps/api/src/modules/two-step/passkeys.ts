import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#db/client';
import { adminPasskeys } from '#db/schema';
import { refusal } from '#platform/errors';
import { publicOrigin } from '#platform/web/public-origin';
import { recordAdminWrite, type AuditActor } from '#modules/audit';
import { issueChallenge, openChallenge, spendChallenge } from './challenges';
import { TOTP_ISSUER } from './totp';
import type { StepDeps } from './two-step-deps';

/** The origin and relying-party id a passkey is made for and checked against. */
export interface RelyingParty {
  origin: string;
  rpID: string;
}

const refused = () => refusal('unauthenticated', 'PASSKEY_REFUSED');

/**
 * The origin and relying-party id the browser signs for: the store's public origin (PUBLIC_URL,
 * else the request's own when its host is one the store is known by), never a host the request
 * merely names.
 */
export function relyingParty(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): RelyingParty {
  const origin = publicOrigin(app, request, reply);
  return { origin, rpID: new URL(origin).hostname };
}

const uuidBytes = (id: string) => Uint8Array.from(Buffer.from(id.replace(/-/g, ''), 'hex'));

/** The options for the browser to make a passkey for the signed-in member, and their step. */
export async function passkeyAddOptions(
  deps: StepDeps,
  { rpID }: RelyingParty,
  adminId: string,
  username: string,
) {
  const existing = await deps.db
    .select({ id: adminPasskeys.credentialId, transports: adminPasskeys.transports })
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId));
  const options = await generateRegistrationOptions({
    rpName: TOTP_ISSUER,
    rpID,
    userName: username,
    userID: uuidBytes(adminId),
    attestationType: 'none',
    excludeCredentials: existing,
    // A passkey signs in on its own, so it must name the member and check who holds it.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const step = await issueChallenge(deps, 'passkey_add', adminId, options.challenge);
  return { ...step, options };
}

/** Verifies the browser's new passkey against its step and keeps it under `name`. Audited. */
export async function addPasskey(
  deps: StepDeps,
  { origin, rpID }: RelyingParty,
  input: { adminId: string; challenge: string; name: string; credential: unknown },
  actor: AuditActor,
) {
  const step = await openChallenge(deps, input.challenge, 'passkey_add');
  if (step.adminId !== input.adminId || !step.webauthnChallenge) throw refused();
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: { ...(input.credential as RegistrationResponseJSON), clientExtensionResults: {} },
      expectedChallenge: step.webauthnChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
    });
  } catch {
    throw refused();
  }
  if (!verified.verified) throw refused();
  const { credential } = verified.registrationInfo;
  return deps.db.transaction(async (tx) => {
    await spendChallenge(deps, tx, input.challenge, 'passkey_add');
    const [row] = await tx
      .insert(adminPasskeys)
      .values({
        adminId: input.adminId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw refusal('conflict', 'PASSKEY_EXISTS');
    }
    await recordAdminWrite(tx, actor, {
      action: 'admin.passkey_add',
      objectType: 'admin',
      objectId: input.adminId,
      objectLabel: input.name,
    });
    return passkeyJson(row);
  });
}

type PasskeyRow = typeof adminPasskeys.$inferSelect;
const passkeyJson = (row: PasskeyRow) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The member's passkeys, oldest first. */
export async function passkeysOf(db: Db, adminId: string) {
  const rows = await db
    .select()
    .from(adminPasskeys)
    .where(eq(adminPasskeys.adminId, adminId))
    .orderBy(asc(adminPasskeys.createdAt));
  return rows.map(passkeyJson);
}

export async function renamePasskey(db: Db, adminId: string, id: string, name: string) {
  const [row] = await db
    .update(adminPasskeys)
    .set({ name })
    .where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.adminId, adminId)))
    .returning();
  if (!row) throw refusal('not_found', 'PASSKEY_NOT_FOUND');
  return passkeyJson(row);
}

/** Removes one of the member's own passkeys. Audited. */
export async function removePasskey(db: Db, adminId: string, id: string, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(adminPasskeys)
      .where(and(eq(adminPasskeys.id, id), eq(adminPasskeys.adminId, adminId)))
      .returning();
    if (!row) throw refusal('not_found', 'PASSKEY_NOT_FOUND');
    await recordAdminWrite(tx, actor, {
      action: 'admin.passkey_remove',
      objectType: 'admin',
      objectId: adminId,
      objectLabel: row.name,
    });
  });
}

/** Options for signing in with any passkey of this store (the passkey names its member). */
export async function passkeySignInOptions(deps: StepDeps, { rpID }: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
  const step = await issueChallenge(deps, 'passkey_sign_in', null, options.challenge);
  return { ...step, options };
}

/**
 * Checks a passkey's signature against its step and the stored public key; the member it
 * belongs to is signed in. The step is spent either way, so an answer is never tried twice.
 */
export async function passkeySignIn(
  deps: StepDeps,
  { origin, rpID }: RelyingParty,
  input: { challenge: string; credential: AuthenticationResponseJSON },
): Promise<string> {
  const step = await openChallenge(deps, input.challenge, 'passkey_sign_in');
  await spendChallenge(deps, deps.db, input.challenge, 'passkey_sign_in');
  const [passkey] = await deps.db
    .select()
    .from(adminPasskeys)
    .where(eq(adminPasskeys.credentialId, input.credential.id));
  if (!passkey || !step.webauthnChallenge) throw refused();
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: { ...input.credential, clientExtensionResults: {} },
      expectedChallenge: step.webauthnChallenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: Uint8Array.from(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
  } catch {
    throw refused();
  }
  if (!verified.verified) throw refused();
  await deps.db
    .update(adminPasskeys)
    .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: deps.clock.now() })
    .where(eq(adminPasskeys.id, passkey.id));
  return passkey.adminId;
}
