import { randomBytes } from 'node:crypto';
import {
  isWithinReturnWindow,
  makeReturnId,
  type ExchangeOptionsQuery,
  type ReturnRequestInput,
} from '@store/domain';
import type { Db } from '#db/client';
import { AppError, notFound } from '#platform/errors';
import { findOrderForUser, lockOrder, orderItemOf } from '#modules/orders';
import { returnJson } from './return-json';
import { tellAboutReturn } from './return-mails';
import { exchangeChoices, holdReplacement } from './exchange-stock';
import type { ReturnReads, ReturnWrites } from './return-deps';
import * as repo from './return-repository';

export async function listReturns(deps: ReturnReads, userId: string) {
  const rows = await repo.returnsOfUser(deps.db, userId);
  return rows.map((row) => returnJson(row, deps.config.media.baseUrl));
}

export async function getReturn(deps: ReturnReads, userId: string, ref: string) {
  const row = await repo.findReturn(deps.db, ref, userId);
  if (!row) throw notFound('Return request not found');
  return returnJson(row, deps.config.media.baseUrl);
}

/**
 * The colours and sizes a replacement of the shopper's order item may send, and which of them
 * have `quantity` units in stock now; 404 for an order or item not theirs.
 */
export async function exchangeOptions(db: Db, userId: string, query: ExchangeOptionsQuery) {
  const order = await findOrderForUser(db, userId, query.orderid);
  const item = order && (await orderItemOf(db, order.id, query.productid));
  if (!item) throw notFound('Item not found in this order');
  return exchangeChoices(db, item, query.quantity);
}

/**
 * A return request for one item of the shopper's delivered order, within the window by the app's
 * clock. The order's row lock serialises two requests for the same item, so the second sees the
 * first and gets RETURN_EXISTS (the unique index on the item stays as the last line of defence).
 */
export async function requestReturn(deps: ReturnWrites, userId: string, input: ReturnRequestInput) {
  const id = await deps.db.transaction(async (tx) => {
    const found = await findOrderForUser(tx, userId, input.orderid);
    const order = found && (await lockOrder(tx, found.id));
    if (!order) throw notFound('Order not found');
    if (order.status !== 'delivered') {
      throw new AppError('conflict', 'Only delivered orders can be returned', 'NOT_RETURNABLE');
    }
    const now = deps.clock.now();
    if (!isWithinReturnWindow(order.deliveredAt, now)) {
      throw new AppError(
        'conflict',
        'The return window for this order has closed',
        'RETURN_WINDOW_CLOSED',
      );
    }
    const item = await orderItemOf(tx, order.id, input.productid);
    if (!item) throw notFound('Item not found in this order');
    if (await repo.returnForItem(tx, item.id)) {
      throw new AppError(
        'conflict',
        'A return has already been requested for this item',
        'RETURN_EXISTS',
      );
    }
    if (input.quantity > item.quantity) {
      throw new AppError('validation', `You can return at most ${item.quantity}`, 'VALIDATION', {
        quantity: `You can return at most ${item.quantity}`,
      });
    }
    // A replacement's units (the item's own colour and size unless another was chosen) are held
    // from stock from now on.
    const replacement =
      input.returntype === 'replacement'
        ? (input.exchange ?? { color: item.color, size: item.size })
        : null;
    if (replacement) await holdReplacement(tx, item, replacement, input.quantity);
    const returnId = await repo.insertReturn(tx, {
      returnid: makeReturnId(now, randomBytes(5).toString('hex')),
      orderId: order.id,
      orderItemId: item.id,
      userId,
      reason: input.reason,
      reasonDetail: input.otherReason ?? null,
      returntype: input.returntype,
      quantity: input.quantity,
      exchangeColor: replacement?.color ?? null,
      exchangeSize: replacement?.size ?? null,
      held: replacement !== null,
      status: 'return_requested',
      createdAt: now,
      updatedAt: now,
    });
    await tellAboutReturn(deps, tx, returnId, 'return_received');
    return returnId;
  });
  return getReturn(deps, userId, id);
}
