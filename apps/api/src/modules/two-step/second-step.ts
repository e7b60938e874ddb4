import type { FastifyRequest } from 'fastify';
import { AppError } from '#platform/errors';
import type { Tokens } from '#platform/tokens';
import {
  accountRateRules as R,
  countOnlyFailures,
  rememberSignInClient,
  signInDevice,
  startAdminSession,
} from '#modules/auth';
import { issueChallenge } from './challenges';
import {
  checkSecondStep,
  CODE_FAILURES,
  recordFailedSecondStep,
  twoStepOn,
  twoStepRequired,
} from './two-step-service';

import type { CodeDeps, TwoStepDeps } from './two-step-deps';

export const CODE_NEEDED_MESSAGE = 'Enter the code from your authenticator app.';
export const SETUP_NEEDED_MESSAGE =
  'This store requires two-step sign-in. Set up an authenticator app to continue.';

/**
 * What a right password leads to: with the member's app on, a step that waits for its code;
 * when the owner requires two-step sign-in and the member has none, a step that sets it up
 * first; otherwise null, and the session starts at once.
 */
export async function secondStepAnswer(deps: CodeDeps, adminId: string) {
  if (await twoStepOn(deps.db, adminId)) {
    const step = await issueChallenge(deps, 'second_step', adminId);
    return { success: true, secondStep: 'code', ...step, message: CODE_NEEDED_MESSAGE };
  }
  if (await twoStepRequired(deps.db)) {
    const step = await issueChallenge(deps, 'setup', adminId);
    return { success: true, secondStep: 'setup', ...step, message: SETUP_NEEDED_MESSAGE };
  }
  return null;
}

/**
 * Runs a second-step check counted like a password: per member and per address, failures only.
 * A refused code is written to the audit log under the member.
 */
export async function countedCheck<T>(
  deps: TwoStepDeps,
  request: FastifyRequest,
  adminId: string,
  check: () => Promise<T>,
): Promise<T> {
  const limit = deps.rateLimit;
  const hits = [
    await limit.consume(`admin-2fa:ip:${request.ip}`, R.secondStepPerClient),
    await limit.consume(`admin-2fa:account:${adminId}`, R.secondStepPerAccount),
  ];
  return countOnlyFailures(
    limit,
    hits,
    async () => {
      try {
        return await check();
      } catch (err) {
        const code = err instanceof AppError ? err.code : undefined;
        if (code && (CODE_FAILURES as readonly string[]).includes(code)) {
          await recordFailedSecondStep(
            deps,
            adminId,
            code === 'TWO_STEP_CODE_USED' ? 'used' : 'wrong',
          );
        }
        throw err;
      }
    },
    CODE_FAILURES,
  );
}

/**
 * The session a finished sign-in starts: the token, and the address remembered as known (by
 * its keyed hash, hence the key).
 */
export async function startSession(
  deps: Pick<TwoStepDeps, 'db' | 'jwtSecret'> & { tokens: Tokens },
  request: FastifyRequest,
  adminId: string,
) {
  const token = await startAdminSession(deps, adminId, signInDevice(request));
  await rememberSignInClient(deps, { adminId }, request.ip);
  return token;
}

export { checkSecondStep };
