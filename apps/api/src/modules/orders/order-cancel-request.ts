import {
  canCancelOrder,
  changedFields,
  type CancelReason,
  type CancelRequestDecision,
  type OrderStatus,
} from '@store/domain';
import type { Tx } from '#db/client';
import { refusal } from '#platform/errors';
import { recordAdminWrite, type AuditActor } from '#modules/audit';
import type { OrderRow } from './order-repository';
import { voidCodes } from '#modules/codes';
import { renderOwnerMail } from '#modules/mails';
import { tellShopper } from '#modules/notifications';
import { adminOrderJsonOf } from './admin-order-json';
import type { OrderDeps, OrderTell, OrderWrites } from './order-deps';
import { cancelOrderFlow, NO_CANCEL_REQUEST } from './order-cancel';
import { findOrderByRef, lockOrder, updateOrder } from './order-repository';

/** Refused: the order has no open request (never asked, already settled, or closed since). */
const noRequest = () => refusal('conflict', 'NO_CANCEL_REQUEST');

/** Refused while a request is open: the owner answers it before the order is delivered. */
export const cancelRequestOpen = () => refusal('conflict', 'CANCEL_REQUESTED');

/** Why the shopper asks to cancel: a listed reason and their own words, each optional. */
export type CancelWhy = { reason?: CancelReason | undefined; note?: string | undefined };

/**
 * The shopper's Cancel on an order with the courier (decision 55), on the order the caller has
 * locked: the request is stamped once with the shopper's reason, and the shopper and the owner
 * are told once. Nothing else moves: stock and money wait for the parcel to come back. A repeat
 * changes nothing, its reason included.
 */
export async function requestCancelLocked(
  deps: OrderTell & Pick<OrderDeps, 'config'>,
  tx: Tx,
  order: OrderRow,
  why: CancelWhy = {},
): Promise<{ order: OrderRow; fresh: boolean }> {
  if (order.cancelRequestedAt) return { order, fresh: false };
  const now = deps.clock.now();
  const asked = await updateOrder(tx, order.id, {
    cancelRequestedAt: now,
    cancelReason: why.reason ?? null,
    cancelNote: why.note ?? null,
    updatedAt: now,
  });
  await tellShopperOf(deps, tx, asked, 'cancel_requested');
  await tellOwner(deps, tx, asked);
  return { order: asked, fresh: true };
}

/** The shopper's bell line and mail about their request, in the order's transaction. */
function tellShopperOf(
  deps: OrderTell,
  tx: Tx,
  order: OrderRow,
  kind: 'cancel_requested' | 'cancel_declined',
) {
  return tellShopper(deps, tx, {
    userId: order.userId,
    orderId: order.id,
    event: { kind, orderid: order.orderid },
  });
}

/**
 * A mail to OWNER_EMAIL (none when unset), in the outbox with the request: in English and in
 * Arabic, since the address has no language of its own (decision 66), with the shopper's reason.
 */
async function tellOwner(
  deps: Pick<OrderDeps, 'config' | 'mailOutbox' | 'log'>,
  tx: Tx,
  order: OrderRow,
): Promise<void> {
  const to = deps.config.mail.owner;
  if (!to) return;
  try {
    const mail = await renderOwnerMail(
      {
        kind: 'owner_cancel_requested',
        orderid: order.orderid,
        customer: order.shippingAddress.username,
        status: order.status,
        totalFils: order.totalFils,
        trackingNumber: order.trackingNumber,
        reason: order.cancelReason,
        note: order.cancelNote,
      },
      deps.config.publicOrigin,
    );
    await deps.mailOutbox.enqueue(tx, {
      to,
      language: 'en',
      kind: 'owner_cancel_requested',
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  } catch (err) {
    // Telling the owner never fails the shopper's request: the console shows it all the same.
    deps.log.error({ err, orderId: order.id }, 'the owner could not be told of a cancel request');
  }
}

const LOGGED_FIELDS = ['status', 'isPaid', 'paymentStatus'] as const;

async function recordSettlement(
  tx: Tx,
  actor: AuditActor,
  before: OrderRow,
  after: OrderRow,
  decision: CancelRequestDecision,
) {
  await recordAdminWrite(tx, actor, {
    action: decision === 'returned' ? 'order.cancel_returned' : 'order.cancel_declined',
    objectType: 'order',
    objectId: after.id,
    objectLabel: after.orderid,
    changes: {
      cancelRequest: { from: 'requested', to: decision },
      ...changedFields(before, after, LOGGED_FIELDS),
    },
  });
}

/** The request must still be open on the locked order, and the order still cancellable. */
function openRequestOf(locked: OrderRow | undefined): OrderRow {
  if (!locked) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
  if (!locked.cancelRequestedAt || !canCancelOrder(locked.status as OrderStatus)) {
    throw noRequest();
  }
  return locked;
}

/**
 * The owner settles a shopper's request under the order's row lock, so a second click or a
 * concurrent one finds it settled (409) and nothing moves twice. 'returned': the parcel is
 * back, and the order is cancelled through the same path as a cancel before shipping (stock,
 * wallet, card refund and credit note once). 'declined': the request is cleared and the order
 * goes on; the shopper is told either way.
 */
export async function settleCancelRequest(
  deps: OrderWrites,
  ref: string,
  decision: CancelRequestDecision,
  actor: AuditActor,
) {
  const found = await findOrderByRef(deps.db, ref);
  if (!found) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
  // Refused before any lock when plainly nothing is open; checked again under the locks.
  openRequestOf(found);
  if (decision === 'returned') {
    const { order } = await cancelOrderFlow(deps, found, {
      // Refused when the request was settled meanwhile.
      check: (locked) => {
        openRequestOf(locked);
        return true;
      },
      alsoInTransaction: async (tx, { was, order: cancelled }) => {
        // A delivery code sent before can no longer deliver the order.
        await voidCodes(tx, { purpose: 'delivery', subject: found.id }, deps.clock.now());
        await recordSettlement(tx, actor, was, cancelled, decision);
      },
    });
    return adminOrderJsonOf(deps, order);
  }
  const declined = await deps.db.transaction(async (tx) => {
    const locked = openRequestOf(await lockOrder(tx, found.id));
    const now = deps.clock.now();
    const after = await updateOrder(tx, locked.id, { ...NO_CANCEL_REQUEST, updatedAt: now });
    await tellShopperOf(deps, tx, after, 'cancel_declined');
    await recordSettlement(tx, actor, locked, after, decision);
    return after;
  });
  return adminOrderJsonOf(deps, declined);
}
