import {
  canTransitionReturn,
  returnCreditFils,
  type ReturnStatus,
  type ReturnType as ReturnKind,
} from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../platform/errors';
import { creditWallet } from '../wallet/wallet-repository';
import { returnJson, type ReturnJson } from './return-json';
import * as repo from './return-repository';

const cannotMove = (from: string, to: string) =>
  new AppError('conflict', `Cannot move a return from ${from} to ${to}`, 'INVALID_TRANSITION');

/**
 * Moves a return along the admin spec's statuses (domain canTransitionReturn). A save_to_wallet
 * return is credited when it is picked up, price x quantity + 5 % rounded down, and moves straight
 * on to wallet_credited; the row lock and the ledger's unique reference make that credit happen once.
 */
export async function advanceReturnStatus(
  app: FastifyInstance,
  returnId: string,
  to: ReturnStatus,
): Promise<ReturnJson> {
  await app.db.transaction(async (tx) => {
    const request = await repo.lockReturn(tx, returnId);
    if (!request) throw notFound('Return request not found');
    const from = request.status as ReturnStatus;
    const type = request.returntype as ReturnKind;
    const now = app.clock.now();
    const credit = type === 'save_to_wallet' && (to === 'picked_up' || to === 'wallet_credited');
    if (!canTransitionReturn(from, to, type)) throw cannotMove(from, to);
    if (!credit) {
      await repo.updateReturn(tx, request.id, { status: to, updatedAt: now });
      return;
    }
    const found = await repo.findReturn(tx, request.id);
    if (!found) throw notFound('Return request not found');
    const amountFils = returnCreditFils(found.item.priceFils, request.quantity);
    // A free item has nothing to credit, and the ledger only takes positive amounts.
    if (amountFils > 0) {
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
    await repo.updateReturn(tx, request.id, {
      status: 'wallet_credited',
      creditedFils: amountFils,
      updatedAt: now,
    });
  });
  const row = await repo.findReturn(app.db, returnId);
  if (!row) throw notFound('Return request not found');
  return returnJson(row, app.config.media.baseUrl);
}
