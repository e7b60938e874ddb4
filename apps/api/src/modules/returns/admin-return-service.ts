import {
  ADMIN_RETURNS_PAGE_SIZE,
  canDeleteReturn,
  toAed,
  type AdminReturnsQuery,
  type ReturnStatus,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '#platform/errors';
import type { AuditActor } from '#modules/audit';
import { recordReturnWrite } from './return-audit';
import { releaseHold } from './exchange-stock';
import { adminReturnJson, type AdminReturnJson } from './return-json';
import { tellAboutReturn } from './return-mails';
import * as repo from './return-repository';
import { creditReturn, refundReturnAtProvider } from './return-status-service';

/** Manage Returns' list: every customer's returns, newest first, searched and filtered. */
export async function listReturnsForAdmin(app: FastifyInstance, query: AdminReturnsQuery) {
  const limit = ADMIN_RETURNS_PAGE_SIZE;
  const { rows, total } = await repo.returnsPage(
    app.db,
    { q: query.q, status: query.status },
    { limit, offset: (query.page - 1) * limit },
  );
  return {
    returns: rows.map((row) => adminReturnJson(row, app.config.media.baseUrl)),
    total,
    page: query.page,
    limit,
  };
}

/** One return as the back office sees it. */
export async function adminReturn(app: FastifyInstance, ref: string): Promise<AdminReturnJson> {
  const row = await repo.findReturn(app.db, ref);
  if (!row) throw notFound('Return request not found');
  return adminReturnJson(row, app.config.media.baseUrl);
}

/** Deletes a return only while nothing has happened to it (requested or rejected). */
export async function deleteReturnRequest(
  app: FastifyInstance,
  ref: string,
  actor: AuditActor,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const request = await repo.lockReturn(tx, ref);
    if (!request) throw notFound('Return request not found');
    if (!canDeleteReturn(request.status as ReturnStatus)) {
      throw new AppError(
        'conflict',
        `A return that is ${request.status} cannot be deleted: only requested or rejected ones`,
        'RETURN_IN_PROGRESS',
      );
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
export async function creditReturnToWallet(app: FastifyInstance, ref: string, actor: AuditActor) {
  const refundedAtProvider = await refundReturnAtProvider(app, ref);
  const credit = await app.db.transaction(async (tx) => {
    const request = await repo.lockReturn(tx, ref);
    if (!request) throw notFound('Return request not found');
    if (request.status === 'wallet_credited') {
      return { id: request.id, already: true, fils: request.creditedFils ?? 0 };
    }
    if (request.returntype !== 'save_to_wallet' && request.status !== 'picked_up') {
      throw new AppError(
        'conflict',
        'A replacement return is credited to the wallet only instead of shipping its replacement, once picked up',
        'NOT_WALLET_RETURN',
      );
    }
    if (request.status !== 'picked_up') {
      throw new AppError(
        'conflict',
        'The wallet is credited once the return is picked up',
        'NOT_PICKED_UP',
      );
    }
    const fils = await creditReturn(app, tx, request, app.clock.now(), refundedAtProvider);
    await tellAboutReturn(app, tx, request.id, 'return_credited');
    await recordReturnWrite(tx, actor, request);
    return { id: request.id, already: false, fils };
  });
  return {
    alreadyWalletCredited: credit.already,
    amount: toAed(credit.fils),
    return: await adminReturn(app, credit.id),
  };
}
