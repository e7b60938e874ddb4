import {
  ADMIN_RETURNS_PAGE_SIZE,
  canDeleteReturn,
  toAed,
  type AdminReturnsQuery,
  type ReturnStatus,
} from '@store/domain';
import type { Db } from '#db/client';
import { refusal } from '#platform/errors';
import type { AuditActor } from '#modules/audit';
import { recordReturnWrite } from './return-audit';
import { releaseHold } from './exchange-stock';
import { adminReturnJson, type AdminReturnJson } from './return-json';
import { tellAboutReturn } from './return-mails';
import type { ReturnDeps, ReturnReads } from './return-deps';
import * as repo from './return-repository';
import { creditReturn, refundReturnAtProvider } from './return-status-service';

/** Manage Returns' list: every customer's returns, newest first, searched and filtered. */
export async function listReturnsForAdmin(deps: ReturnReads, query: AdminReturnsQuery) {
  const limit = ADMIN_RETURNS_PAGE_SIZE;
  const { rows, total } = await repo.returnsPage(
    deps.db,
    { q: query.q, status: query.status },
    { limit, offset: (query.page - 1) * limit },
  );
  return {
    returns: rows.map((row) => adminReturnJson(row, deps.config.media.baseUrl)),
    total,
    page: query.page,
    limit,
  };
}

/** One return as the back office sees it. */
export async function adminReturn(deps: ReturnReads, ref: string): Promise<AdminReturnJson> {
  const row = await repo.findReturn(deps.db, ref);
  if (!row) throw refusal('not_found', 'order.return_request_not_found', { code: 'NOT_FOUND' });
  return adminReturnJson(row, deps.config.media.baseUrl);
}

/** Deletes a return only while nothing has happened to it (requested or rejected). */
export async function deleteReturnRequest(db: Db, ref: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await repo.lockReturn(tx, ref);
    if (!request)
      throw refusal('not_found', 'order.return_request_not_found', { code: 'NOT_FOUND' });
    if (!canDeleteReturn(request.status as ReturnStatus)) {
      throw refusal('conflict', 'RETURN_IN_PROGRESS', { params: { status: request.status } });
    }
    // A deleted replacement request puts the units held for it back.
    await releaseHold(tx, request);
    await repo.deleteReturn(tx, request.id);
    await recordReturnWrite(tx, actor, request, 'return.delete');
  });
}

/**
 * admin/wallet/credit: credits a picked-up return with the server's amount (the request's is never
 * read): a save_to_wallet return, or a replacement the shop cannot ship. Under the return's row
 * lock a second call, or one racing the pickup
 * code's own credit, finds it wallet_credited and answers alreadyWalletCredited without moving
 * money.
 */
export async function creditReturnToWallet(
  deps: Omit<ReturnDeps, 'rateLimit' | 'jwtSecret' | 'notificationRefs'>,
  ref: string,
  actor: AuditActor,
) {
  const refundedAtProvider = await refundReturnAtProvider(deps, ref);
  const credit = await deps.db.transaction(async (tx) => {
    const request = await repo.lockReturn(tx, ref);
    if (!request)
      throw refusal('not_found', 'order.return_request_not_found', { code: 'NOT_FOUND' });
    if (request.status === 'wallet_credited') {
      return { id: request.id, already: true, fils: request.creditedFils ?? 0 };
    }
    if (request.returntype !== 'save_to_wallet' && request.status !== 'picked_up') {
      throw refusal('conflict', 'NOT_WALLET_RETURN');
    }
    if (request.status !== 'picked_up') {
      throw refusal('conflict', 'NOT_PICKED_UP');
    }
    const fils = await creditReturn(
      deps.config.store,
      tx,
      request,
      deps.clock.now(),
      refundedAtProvider,
    );
    await tellAboutReturn(deps, tx, request.id, 'return_credited');
    await recordReturnWrite(tx, actor, request);
    return { id: request.id, already: false, fils };
  });
  return {
    alreadyWalletCredited: credit.already,
    amount: toAed(credit.fils),
    return: await adminReturn(deps, credit.id),
  };
}
