import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { adminSignInChallenges } from '#db/schema';
import { refusal } from '#platform/errors';
import type { StepDeps } from './two-step-deps';

type Purpose = (typeof adminSignInChallenges.$inferSelect)['purpose'];

/** How long a sign-in step waits for its code, its setup or its passkey. */
export const CHALLENGE_MINUTES = 5;

export const stepExpired = () => refusal('unauthenticated', 'SIGN_IN_STEP_EXPIRED');

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface Challenge {
  adminId: string | null;
  webauthnChallenge: string | null;
}

/** A new step for `adminId` (none for a passkey sign-in, where the passkey names the member). */
export async function issueChallenge(
  deps: StepDeps,
  purpose: Purpose,
  adminId: string | null,
  webauthnChallenge: string | null = null,
): Promise<{ challenge: string; expiresAt: string }> {
  const now = deps.clock.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
  // Expired steps go as new ones come, so the table stays small without a worker.
  await deps.db.delete(adminSignInChallenges).where(lte(adminSignInChallenges.expiresAt, now));
  await deps.db.insert(adminSignInChallenges).values({
    tokenHash: hashOf(token),
    adminId,
    purpose,
    webauthnChallenge,
    expiresAt,
  });
  return { challenge: token, expiresAt: expiresAt.toISOString() };
}

const live = (deps: StepDeps, token: string, purpose: Purpose) =>
  and(
    eq(adminSignInChallenges.tokenHash, hashOf(token)),
    eq(adminSignInChallenges.purpose, purpose),
    gt(adminSignInChallenges.expiresAt, deps.clock.now()),
  );

/** The step `token` names while it has not expired; 401 SIGN_IN_STEP_EXPIRED otherwise. */
export async function openChallenge(
  deps: StepDeps,
  token: string,
  purpose: Purpose,
): Promise<Challenge> {
  const [row] = await deps.db
    .select({
      adminId: adminSignInChallenges.adminId,
      webauthnChallenge: adminSignInChallenges.webauthnChallenge,
    })
    .from(adminSignInChallenges)
    .where(live(deps, token, purpose));
  if (!row) throw stepExpired();
  return row;
}

/** Uses the step up: of two requests that finish it at once, only one gets past here. */
export async function spendChallenge(
  deps: StepDeps,
  db: Db | Tx,
  token: string,
  purpose: Purpose,
): Promise<void> {
  const gone = await db
    .delete(adminSignInChallenges)
    .where(live(deps, token, purpose))
    .returning({ tokenHash: adminSignInChallenges.tokenHash });
  if (gone.length === 0) throw stepExpired();
}
