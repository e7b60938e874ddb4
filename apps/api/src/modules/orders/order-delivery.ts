import {
  canSendDeliveryCode,
  deliveryCodeSeconds,
  isPaidAtDoor,
  type OrderStatus,
} from '@store/domain';
import type { Db } from '#db/client';
import { refusal } from '#platform/errors';
import type { AuditActor } from '#modules/audit';
import type { RateRule } from '#platform/rate-limit';
import { invoiceIfDelivered } from './order-invoice';
import type { OrderRow } from './order-repository';
import { checkCode, issueCode, liveCode, type CodeSubject } from '#modules/codes';
import { paidAtPlacement } from '#modules/invoices';
import { notifyCode, tellShopper } from '#modules/notifications';
import { adminOrderJsonOf } from './admin-order-json';
import type { OrderDeps } from './order-deps';
import { recordOrderStatus } from './order-audit';
import { cancelRequestOpen } from './order-cancel-request';
import { findOrderByRef, lockOrder, updateOrder } from './order-repository';

/**
 * Codes sent per order and window before RATE_LIMIT_MULTIPLIER. With five tries a code, this
 * bounds guesses at one order to 25 in 15 minutes out of 9,000 codes.
 */
export const DELIVERY_CODE_SENDS: RateRule = { limit: 5, windowMs: 15 * 60_000 };

const deliveryCode = (orderId: string): CodeSubject => ({ purpose: 'delivery', subject: orderId });

async function orderOf(db: Db, ref: string): Promise<OrderRow> {
  const order = await findOrderByRef(db, ref);
  if (!order) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
  return order;
}

const notOnItsWay = (status: string) => refusal('conflict', 'NOT_SHIPPED', { params: { status } });

/** verifyOtp before any code went out, or on an order that is not on its way. */
const notOutForDelivery = (status: string) =>
  status === 'shipped'
    ? refusal('conflict', 'order.order_not_out_delivery_yet', { code: 'NOT_OUT_FOR_DELIVERY' })
    : refusal('conflict', 'order.only_order_out_delivery_can', {
        params: { status },
        code: 'NOT_OUT_FOR_DELIVERY',
      });

/**
 * sendOtp: a fresh 4-digit code for a shipped order (voiding any earlier one), its hash stored
 * with its expiry (DELIVERY_CODE_MINUTES with a courier, 2 minutes when the owner delivers it
 * himself), the order set out for delivery, and the code given to the shopper alone.
 */
export async function sendDeliveryCode(
  deps: Pick<
    OrderDeps,
    | 'db'
    | 'clock'
    | 'config'
    | 'log'
    | 'mailOutbox'
    | 'notificationRefs'
    | 'rateLimit'
    | 'jwtSecret'
  >,
  ref: string,
  actor: AuditActor,
) {
  const found = await orderOf(deps.db, ref);
  if (!canSendDeliveryCode(found.status as OrderStatus)) throw notOnItsWay(found.status);
  if (found.cancelRequestedAt) throw cancelRequestOpen();
  await deps.rateLimit.consume(`delivery-code:${found.id}`, DELIVERY_CODE_SENDS);
  const now = deps.clock.now();
  const { expiresAt, order } = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, found.id);
    if (!locked || !canSendDeliveryCode(locked.status as OrderStatus)) {
      throw notOnItsWay(locked?.status ?? 'gone');
    }
    // An open cancellation request is answered first (decision 55).
    if (locked.cancelRequestedAt) throw cancelRequestOpen();
    // A courier's code lasts its route (DELIVERY_CODE_MINUTES); the owner's own, 2 minutes.
    const ttlSeconds = deliveryCodeSeconds(locked.carrier, deps.config.shipping.courierCodeMinutes);
    const issued = await issueCode(tx, deps.jwtSecret, deliveryCode(locked.id), ttlSeconds, now);
    const moved =
      locked.status === 'out-for-delivery'
        ? locked
        : await updateOrder(tx, locked.id, { status: 'out-for-delivery', updatedAt: now });
    // A resent code moves nothing: only the first send is a change of status.
    if (moved !== locked) await recordOrderStatus(tx, actor, locked, moved);
    // The out-for-delivery mail and bell line carry the code.
    await notifyCode(
      deps,
      {
        userId: moved.userId,
        kind: 'delivery_code',
        orderId: moved.id,
        ref: moved.orderid,
        otp: issued.code,
        ttlSeconds,
      },
      tx,
    );
    return { ...issued, order: moved };
  });
  return { otpExpiresAt: expiresAt.toISOString(), order: await adminOrderJsonOf(deps, order) };
}

/** otp: the live code's expiry for the countdown, never the code; null when none is live. */
export async function deliveryCodeExpiry(db: Db, ref: string) {
  const order = await orderOf(db, ref);
  const live = await liveCode(db, deliveryCode(order.id));
  return live ? { otpExpiresAt: live.expiresAt.toISOString() } : null;
}

const CODE_FAILURES = {
  expired: () =>
    refusal('validation', 'order.otp_has_expired_request_new', { code: 'OTP_EXPIRED' }),
  invalid: () => refusal('validation', 'order.invalid_otp_try_again', { code: 'OTP_INVALID' }),
  none: () => refusal('validation', 'order.no_valid_otp_order_send', { code: 'OTP_NONE' }),
} as const;

/**
 * verifyOtp: the shopper's code, checked on the server under the order's row lock. The right
 * code in time delivers the order once (deliveredAt from the clock, paid if paid at the door,
 * the return window open); a wrong one uses up a try, and the fifth voids the code.
 */
export async function confirmDelivery(
  deps: Pick<OrderDeps, 'db' | 'clock' | 'config' | 'jwtSecret' | 'log' | 'mailOutbox'>,
  ref: string,
  code: string,
  actor: AuditActor,
) {
  const found = await orderOf(deps.db, ref);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    if (!order) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
    if (order.status === 'delivered') {
      throw refusal('conflict', 'ALREADY_DELIVERED');
    }
    if (order.status !== 'out-for-delivery') throw notOutForDelivery(order.status);
    if (order.cancelRequestedAt) throw cancelRequestOpen();
    // Answers rather than throws, so a wrong try is counted when this transaction commits.
    const check = await checkCode(tx, deps.jwtSecret, deliveryCode(order.id), code, now);
    if (check !== 'valid') return { check } as const;
    const delivered = await updateOrder(tx, order.id, {
      status: 'delivered',
      deliveredAt: now,
      updatedAt: now,
      ...(isPaidAtDoor(order.paymentMethod) ? { isPaid: true, paymentStatus: 'completed' } : {}),
    });
    // A cash order's tax point is its delivery: its invoice is issued now, and the delivered
    // mail carries it (a paid order's came with its confirmation).
    const invoice = await invoiceIfDelivered(tx, deps.config.store, delivered, now);
    const invoicedNow = invoice && !paidAtPlacement(order) ? invoice : null;
    await recordOrderStatus(tx, actor, order, delivered);
    await tellShopper(deps, tx, {
      userId: delivered.userId,
      orderId: delivered.id,
      event: {
        kind: 'order_delivered',
        orderid: delivered.orderid,
        invoice: invoicedNow?.number ?? null,
      },
      attachments: invoicedNow ? [{ kind: 'invoice', orderId: delivered.id }] : [],
    });
    return { check, order: delivered } as const;
  });
  if (outcome.check !== 'valid') throw CODE_FAILURES[outcome.check]();
  const { order } = outcome;
  return adminOrderJsonOf(deps, order);
}
