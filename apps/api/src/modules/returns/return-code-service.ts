import { returnCodeStep, returnStatusAfterCode, type ReturnStatus } from '@store/domain';
import type { Db, Tx } from '#db/client';
import { refusal } from '#platform/errors';
import type { RateRule } from '#platform/rate-limit';
import type { AuditActor } from '#modules/audit';
import { checkCode, issueCode, liveCode, type CodeCheck, type CodePurpose } from '#modules/codes';
import { notifyCode, type CodeKind } from '#modules/notifications';
import { adminReturnJson, type AdminReturnJson } from './return-json';
import type { ReturnDeps } from './return-deps';
import * as repo from './return-repository';
import { moveLockedReturn } from './return-status-service';
import { replacementOf } from './exchange-stock';

async function replacementFor(tx: Tx, request: repo.ReturnRow) {
  const found = await repo.findReturn(tx, request.id);
  return found ? replacementOf(request, found.item) : null;
}

const MINUTE = 60_000;

/**
 * Per return, before RATE_LIMIT_MULTIPLIER, as for delivery codes: five tries per code and at most
 * five codes a quarter hour leave 25 guesses at 9,000 codes even with a stolen admin token.
 */
const RATES = {
  send: { limit: 5, windowMs: 15 * MINUTE },
  check: { limit: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateRule>;

const STEP_CODE: Record<'pickup' | 'delivery', { purpose: CodePurpose; kind: CodeKind }> = {
  pickup: { purpose: 'return_pickup', kind: 'return_pickup_code' },
  delivery: { purpose: 'return_delivery', kind: 'return_delivery_code' },
};

export const CREDIT_FAILED = 'OTP verified but wallet credit failed. Please try again.';

/** The code step a return is at, or 409 when none is awaited (the code would confirm nothing). */
function stepOf(request: repo.ReturnRow) {
  const step = returnCodeStep(request.status as ReturnStatus);
  if (!step) {
    throw refusal('conflict', 'NO_CODE_STEP', { params: { status: request.status } });
  }
  return { step, target: { purpose: STEP_CODE[step].purpose, subject: request.id } };
}

async function resolve(db: Db, ref: string) {
  const row = await repo.findReturn(db, ref);
  if (!row) throw refusal('not_found', 'order.return_request_not_found', { code: 'NOT_FOUND' });
  return row.request;
}

/**
 * Issues the code the return waits for (pickup or replacement delivery), voiding any earlier one,
 * and gives it to the shopper. Answers only its expiry: the back office never sees the code.
 */
export async function sendReturnCode(deps: Omit<ReturnDeps, 'payLater'>, ref: string) {
  const found = await resolve(deps.db, ref);
  await deps.rateLimit.consume(`return-code-send:${found.id}`, RATES.send);
  const issued = await deps.db.transaction(async (tx) => {
    const request = await repo.lockReturn(tx, found.id);
    if (!request)
      throw refusal('not_found', 'order.return_request_not_found', { code: 'NOT_FOUND' });
    const { step, target } = stepOf(request);
    // A courier collects a return and brings its replacement: the code lasts its route.
    const ttlSeconds = deps.config.shipping.courierCodeMinutes * 60;
    const code = await issueCode(tx, deps.jwtSecret, target, ttlSeconds, deps.clock.now());
    // The pickup-scheduled (or replacement delivery) mail and bell line carry the code.
    await notifyCode(
      deps,
      {
        userId: request.userId,
        kind: STEP_CODE[step].kind,
        returnId: request.id,
        ref: request.returnid,
        otp: code.code,
        ttlSeconds,
        // The replacement's delivery code names the colour and size at the door.
        ...(step === 'delivery' ? { replacement: await replacementFor(tx, request) } : {}),
      },
      tx,
    );
    return { ...code, step, request };
  });
  return { otpExpiresAt: issued.expiresAt.toISOString() };
}

/** The live code's expiry for the dialog's countdown, never the code; null when none is live. */
export async function returnCodeExpiry(db: Db, ref: string) {
  const request = await resolve(db, ref);
  const live = await liveCode(db, stepOf(request).target);
  return live ? { otpExpiresAt: live.expiresAt.toISOString() } : null;
}

export interface VerifiedReturn {
  return: AdminReturnJson;
  /** A save_to_wallet pickup whose credit failed: the return stays picked_up for a retry. */
  creditFailed: boolean;
}

/**
 * Checks the code the admin typed. The right one moves the return on in the same transaction:
 * a pickup to picked_up (and a save_to_wallet return on to its credit), a replacement to
 * delivered. A wrong try is counted even though the call fails.
 */
export async function verifyReturnCode(
  deps: Omit<ReturnDeps, 'payLater' | 'notificationRefs'>,
  ref: string,
  otp: string,
  restock: boolean,
  actor: AuditActor,
): Promise<VerifiedReturn> {
  const found = await resolve(deps.db, ref);
  await deps.rateLimit.consume(`return-code-check:${found.id}`, RATES.check);
  const outcome = await deps.db.transaction(async (tx) => {
    const request = await repo.lockReturn(tx, found.id);
    if (!request)
      throw refusal('not_found', 'order.return_request_not_found', { code: 'NOT_FOUND' });
    const { step, target } = stepOf(request);
    const now = deps.clock.now();
    const check: CodeCheck = await checkCode(tx, deps.jwtSecret, target, otp, now);
    if (check !== 'valid') return { check, creditFailed: false };
    const moved = await moveLockedReturn(deps, tx, request, returnStatusAfterCode(step), {
      restock,
      actor,
    });
    return { check, ...moved };
  });
  if (outcome.check === 'expired') {
    throw refusal('validation', 'order.otp_has_expired_request_new_2', { code: 'OTP_EXPIRED' });
  }
  if (outcome.check === 'invalid')
    throw refusal('validation', 'INVALID_CODE', { code: 'OTP_INVALID' });
  if (outcome.check === 'none') {
    throw refusal('validation', 'order.no_otp_active_return_request', { code: 'OTP_NONE' });
  }
  const row = await repo.findReturn(deps.db, found.id);
  if (!row) throw refusal('not_found', 'order.return_request_not_found', { code: 'NOT_FOUND' });
  return {
    return: adminReturnJson(row, deps.config.media.baseUrl),
    creditFailed: outcome.creditFailed,
  };
}
