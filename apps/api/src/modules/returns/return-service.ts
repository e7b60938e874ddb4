import { randomBytes } from 'node:crypto';
import {
  isWithinReturnWindow,
  makeReturnId,
  type ExchangeOptionsQuery,
  type ReturnRequestInput,
} from '@store/domain';
import type { Db } from '#db/client';
import { refusal } from '#platform/errors';
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
  if (!row) throw refusal('not_found', 'order.return_request_not_found', { code: 'NOT_FOUND' });
  return returnJson(row, deps.config.media.baseUrl);
}

/**
 * The colours and sizes a replacement of the shopper's order item may send, and which of them
 * have `quantity` units in stock now; 404 for an order or item not theirs.
 */
export async function exchangeOptions(db: Db, userId: string, query: ExchangeOptionsQuery) {
  const order = await findOrderForUser(db, userId, query.orderid);
  const item = order && (await orderItemOf(db, order.id, query.productid));
  if (!item) throw refusal('not_found', 'order.item_not_found_order', { code: 'NOT_FOUND' });
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
    if (!order) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
    if (order.status !== 'delivered') {
      throw refusal('conflict', 'NOT_RETURNABLE');
    }
    const now = deps.clock.now();
    if (!isWithinReturnWindow(order.deliveredAt, now)) {
      throw refusal('conflict', 'RETURN_WINDOW_CLOSED');
    }
    const item = await orderItemOf(tx, order.id, input.productid);
    if (!item) throw refusal('not_found', 'order.item_not_found_order', { code: 'NOT_FOUND' });
    if (await repo.returnForItem(tx, item.id)) {
      throw refusal('conflict', 'RETURN_EXISTS');
    }
    if (input.quantity > item.quantity) {
      throw refusal('validation', 'order.you_can_return_most_count', {
        params: { count: item.quantity },
        code: 'VALIDATION',
        field: 'quantity',
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
