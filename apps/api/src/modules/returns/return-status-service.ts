import {
  adminCanSetReturnStatus,
  canTransitionReturn,
  returnCreditFils,
  returnTransitionNeedsCode,
  type ReturnStatus,
  type ReturnType as ReturnKind,
} from '@store/domain';
import type { Config } from '#config/env';
import type { Tx } from '#db/client';
import { refusal, type AppError } from '#platform/errors';
import type { AuditActor } from '#modules/audit';
import { lockProducts } from '#modules/catalog';
import { restoreStock } from '#modules/inventory';
import { creditForReturn, issueCreditNote } from '#modules/invoices';
import { payLaterOff } from '#modules/payments';
import { creditWallet } from '#modules/wallet';
import { payLaterPaymentOf, recordPayLaterRefund } from '#modules/orders';
import { returnJson, type ReturnJson } from './return-json';
import { recordReturnWrite } from './return-audit';
import { releaseHold, shipReplacement } from './exchange-stock';
import { mailForReturnStatus, tellAboutReturn } from './return-mails';
import type { ReturnDeps, ReturnMove, ReturnWrites } from './return-deps';
import * as repo from './return-repository';

const cannotMove = (from: string, to: string) =>
  refusal('conflict', 'order.cannot_move_return_from_from', {
    params: { from, to },
    code: 'INVALID_TRANSITION',
  });

/** Why the back office may not set `to` itself: the code or the credit does it. */
function adminRefusal(from: ReturnStatus, to: ReturnStatus, type: ReturnKind): AppError {
  if (canTransitionReturn(from, to, type) && returnTransitionNeedsCode(from, to)) {
    return refusal('conflict', 'CODE_REQUIRED');
  }
  if (to === 'wallet_credited') {
    return refusal('conflict', 'CREDIT_REQUIRED');
  }
  return cannotMove(from, to);
}

export interface MoveOptions {
  /** Refuse what only a code or the credit may do (admin/returns/updateReturnStatus). */
  asAdmin?: boolean;
  /** The admin's request: the move is recorded in the audit log, in its transaction. */
  actor?: AuditActor;
}

/** What a move did beyond the status: whether a save_to_wallet pickup's credit failed. */
export interface MoveResult {
  creditFailed: boolean;
}

/**
 * Moves a return along its statuses (domain canTransitionReturn). A save_to_wallet
 * return is credited when it is picked up, price x quantity + 5 % rounded down, and moves straight
 * on to wallet_credited; the row lock and the ledger's unique reference make that credit happen
 * once. A replacement's units are held from stock from its request; they leave the shelf as it
 * ships, or go back when it is rejected or credited instead.
 */
export async function advanceReturnStatus(
  deps: ReturnWrites,
  returnId: string,
  to: ReturnStatus,
  options: MoveOptions = {},
): Promise<ReturnJson> {
  const id = await deps.db.transaction(async (tx) => {
    const request = await repo.lockReturn(tx, returnId);
    if (!request)
      throw refusal('not_found', 'order.return_request_not_found', { code: 'NOT_FOUND' });
    const from = request.status as ReturnStatus;
    const type = request.returntype as ReturnKind;
    if (options.asAdmin && !adminCanSetReturnStatus(from, to, type)) {
      throw adminRefusal(from, to, type);
    }
    await moveLockedReturn(deps, tx, request, to, { actor: options.actor });
    return request.id;
  });
  const row = await repo.findReturn(deps.db, id);
  if (!row) throw refusal('not_found', 'order.return_request_not_found', { code: 'NOT_FOUND' });
  return returnJson(row, deps.config.media.baseUrl);
}

/**
 * Applies `to` to a return the caller has locked in `tx`, with what the step brings along: the
 * replacement's stock, the save_to_wallet credit. Throws 409 for a move the domain refuses.
 */
export async function moveLockedReturn(
  deps: ReturnMove,
  tx: Tx,
  request: repo.ReturnRow,
  to: ReturnStatus,
  options: { restock?: boolean; actor?: AuditActor | undefined } = {},
): Promise<MoveResult> {
  const result = await applyMove(deps, tx, request, to, options);
  await recordReturnWrite(tx, options.actor, request);
  return result;
}

async function applyMove(
  deps: ReturnMove,
  tx: Tx,
  request: repo.ReturnRow,
  to: ReturnStatus,
  options: { restock?: boolean },
): Promise<MoveResult> {
  const from = request.status as ReturnStatus;
  const type = request.returntype as ReturnKind;
  if (!canTransitionReturn(from, to, type)) throw cannotMove(from, to);
  const now = deps.clock.now();
  if (to === 'wallet_credited') {
    await creditReturn(deps.config.store, tx, request, now);
    await tellAboutReturn(deps, tx, request.id, 'return_credited');
    return { creditFailed: false };
  }
  if (to === 'replacement_shipped') await shipReplacement(tx, request);
  // A rejected replacement puts its held units back for other shoppers.
  if (to === 'rejected') await releaseHold(tx, request);
  await repo.updateReturn(tx, request.id, { status: to, updatedAt: now });
  const mail = mailForReturnStatus(to);
  if (mail) await tellAboutReturn(deps, tx, request.id, mail);
  // Only the pickup code's step asks the shop owner (verifyOtp, restock by default).
  if (to === 'picked_up' && options.restock === true) await restockReturn(tx, request);
  if (to !== 'picked_up' || type !== 'save_to_wallet') return { creditFailed: false };
  // The pickup happened whatever the wallet does: a failed credit rolls back to this savepoint
  // only, leaving the return picked_up for admin/wallet/credit to retry.
  try {
    await tx.transaction((sp) =>
      creditReturn(deps.config.store, sp, { ...request, status: 'picked_up' }, now),
    );
    await tellAboutReturn(deps, tx, request.id, 'return_credited');
    return { creditFailed: false };
  } catch (err) {
    deps.log.error({ err, returnId: request.id }, 'return picked up but its wallet credit failed');
    return { creditFailed: true };
  }
}

/**
 * Credits a locked, picked-up save_to_wallet return (the order item's price x the returned
 * quantity + 5 %, rounded down; without the 5 % when prices include VAT) and marks it
 * wallet_credited. Answers the amount in fils.
 */
export async function creditReturn(
  vat: Config['store'],
  tx: Tx,
  request: repo.ReturnRow,
  now: Date,
  refundedAtProvider = false,
): Promise<number> {
  const found = await repo.findReturn(tx, request.id);
  if (!found) throw refusal('not_found', 'order.return_request_not_found', { code: 'NOT_FOUND' });
  // What the returned units were paid: a line sold with a promotion's discount credits its share.
  const { item } = found;
  const amountFils = returnCreditFils(item.priceFils, request.quantity, vat, item);
  // A free item has nothing to credit, and the ledger only takes positive amounts.
  // A pay-later order's return goes back to the shopper's plan, asked of its provider before
  // this transaction (refundReturnAtProvider); every other one to the wallet.
  const payLater = (await payLaterPaymentOf(tx, request.orderId))?.method ?? null;
  if (payLater === 'tabby' && !refundedAtProvider) {
    throw refusal('conflict', 'TABBY_REFUND_FROM_CONSOLE');
  }
  if (payLater === 'tamara' && !refundedAtProvider) {
    throw refusal('conflict', 'TAMARA_REFUND_FROM_CONSOLE');
  }
  if (amountFils > 0) {
    if (payLater) {
      await recordPayLaterRefund(tx, request.orderId, amountFils);
    } else {
      await creditWallet(tx, {
        userId: request.userId,
        amountFils,
        reference: `return-credit:${request.id}`,
        orderId: request.orderId,
        orderItemId: request.orderItemId,
        returnId: request.id,
        note: `Refund for return ${request.returnid}`,
      });
    }
    // The money went back: a credit note corrects the order's invoice.
    const where = payLater ?? 'wallet';
    await issueCreditNote(tx, creditForReturn(request, found.item, amountFils, now, where));
  }
  // A replacement credited instead of shipping no longer needs the units held for it.
  await releaseHold(tx, request);
  await repo.updateReturn(tx, request.id, {
    status: 'wallet_credited',
    creditedFils: amountFils,
    updatedAt: now,
  });
  return amountFils;
}

/**
 * A picked-up unit the shop owner can resell goes back to the colour and size it was sold in,
 * once: `restocked` is set in the same transaction, under the return's lock. A product deleted
 * since, or a variant it no longer has, takes nothing back (restoreStock skips it).
 */
async function restockReturn(tx: Tx, request: repo.ReturnRow): Promise<void> {
  if (request.restocked) return;
  const found = await repo.findReturn(tx, request.id);
  const item = found?.item;
  if (item?.productId) {
    await lockProducts(tx, [item.productId]);
    await restoreStock(tx, [
      { productId: item.productId, color: item.color, size: item.size, quantity: request.quantity },
    ]);
  }
  await repo.updateReturn(tx, request.id, { restocked: true });
}

/**
 * A picked-up return of a pay-later order: its credit asked of the order's provider before the
 * transaction that records it (no network call holds a lock), with the return's reference, which
 * the provider takes once (Tabby by the reference, Tamara by the store's claim on it): a repeat
 * or a retry after a failure refunds nothing more. False for other orders.
 */
export async function refundReturnAtProvider(
  deps: Pick<ReturnDeps, 'db' | 'config' | 'payLater'>,
  ref: string,
): Promise<boolean> {
  const found = await repo.findReturn(deps.db, ref);
  if (!found || found.request.status !== 'picked_up') return false;
  const paid = await payLaterPaymentOf(deps.db, found.request.orderId);
  if (!paid) return false;
  const { item, request } = found;
  const amountFils = returnCreditFils(item.priceFils, request.quantity, deps.config.store, item);
  if (amountFils > 0) {
    const provider = deps.payLater[paid.method];
    if (!provider) throw payLaterOff(paid.method);
    await provider.refund(paid.paymentId, amountFils, `return-${request.id}`);
  }
  return true;
}
