import { isPayLaterMethod } from '@store/domain';
import type { AuditActor } from '#modules/audit';
import { payLaterOff } from '#modules/payments';
import { refusal } from '#platform/errors';
import { adminOrderJsonOf } from './admin-order-json';
import type { OrderDeps, PayLaterCalls } from './order-deps';
import { capturePayLater, payLaterProviderOf } from './order-pay-later';
import { givePayLaterBack } from './order-pay-later-refund';
import { findOrderByRef } from './order-repository';

/** What a member's retry uses: the provider's calls, and the order shown as the console has it. */
type Retry = PayLaterCalls & Pick<OrderDeps, 'config'>;

const notPayLater = () =>
  refusal('conflict', 'tabby.not_tabby_order', { code: 'NOT_PAY_LATER_ORDER' });

/** The owner's retry of a pending pay-later capture; the answer shows where it now stands. */
export async function retryCapture(deps: Retry, ref: string) {
  const found = await findOrderByRef(deps.db, ref);
  if (!found) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
  if (!isPayLaterMethod(found.paymentMethod)) throw notPayLater();
  // A cancelled order's capture is never taken: its money goes back (retryRefund).
  if (found.captureState !== 'pending' || found.status === 'cancelled') {
    throw refusal('conflict', 'tabby.capture_not_owed', { code: 'CAPTURE_NOT_OWED' });
  }
  return adminOrderJsonOf(deps, await capturePayLater(deps, found));
}

/**
 * A member's retry of a cancelled pay-later order's pending close or refund, recorded in the
 * audit log. The answer shows where it now stands (still pending when the provider failed
 * again); 409 REFUND_IN_PROGRESS while another caller (the background check, another member)
 * is asking the provider for it.
 */
export async function retryRefund(deps: Retry, ref: string, actor: AuditActor) {
  const found = await findOrderByRef(deps.db, ref);
  if (!found) throw refusal('not_found', 'order.order_not_found', { code: 'NOT_FOUND' });
  if (!isPayLaterMethod(found.paymentMethod)) throw notPayLater();
  if (found.refundState !== 'pending') {
    throw refusal('conflict', 'REFUND_NOT_OWED');
  }
  if (!payLaterProviderOf(deps.payLater, found)) throw payLaterOff(found.paymentMethod);
  const { order, claimed } = await givePayLaterBack(deps, found, actor);
  if (!claimed && order.refundState === 'pending') {
    throw refusal('conflict', 'REFUND_IN_PROGRESS');
  }
  return adminOrderJsonOf(deps, order);
}
